// The account endpoints (docs/product/accounts.md), thin over the auth service: each route
// hands the body to the service and owns only the session cookie. Errors are
// AppErrors, which the JSON error handler turns into a status and `{ message }`.
import { Router } from 'express';
import { localeOf, requestMeta, withLocalizedMessage } from '../http/locale.js';
import { AppError } from '../lib/errors.js';
import { translate } from '../lib/messages.js';
import { sessionUserId, signIn, signOut } from '../http/session.js';
import { messages, publicUser } from '../services/auth/auth.js';
import type { Services } from '../services/services.js';

export function authRoutes(services: Services): Router {
  const { auth } = services;
  const router = Router();

  router.get('/user', async (req, res) => {
    const user = await auth.currentUser(sessionUserId(req));
    if (!user) throw new AppError('UNAUTHENTICATED', messages.signedOut);
    res.json(publicUser(user));
  });

  router.post('/register', async (req, res) => {
    const user = await auth.register(req.body, await requestMeta(req));
    await signIn(req, user.id);
    res.status(201).json(publicUser(user));
  });

  // An unverified user signs in too (200, isVerified false); see services/auth/auth.ts.
  router.post('/login', async (req, res) => {
    const user = await auth.login(req.body, await requestMeta(req));
    await signIn(req, user.id);
    res.json(publicUser(user));
  });

  router.post('/logout', async (req, res) => {
    // In the language of the user signing out, read while the session still says who that is.
    const locale = await localeOf(req);
    await signOut(req, res);
    res.json({ message: translate(locale, messages.loggedOut) });
  });

  router.get('/verify-email', async (req, res) => {
    res.json(await withLocalizedMessage(req, await auth.verifyEmail(req.query.token, sessionUserId(req))));
  });

  router.post('/resend-verification', async (req, res) => {
    res.json(await withLocalizedMessage(req, await auth.resendVerification(req.body, await requestMeta(req))));
  });

  router.post('/forgot-password', async (req, res) => {
    res.json(await withLocalizedMessage(req, await auth.forgotPassword(req.body, await requestMeta(req))));
  });

  router.post('/reset-password', async (req, res) => {
    res.json(await withLocalizedMessage(req, await auth.resetPassword(req.body, req.sessionID ?? null)));
  });

  return router;
}
