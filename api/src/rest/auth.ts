// The spec's account endpoints (§7), thin over the auth service: each route
// hands the body to the service and owns only the session cookie. Errors are
// AppErrors, which the JSON error handler turns into a status and `{ message }`.
import { Router, type Request } from 'express';
import { AppError } from '../lib/errors.js';
import { sessionUserId, signIn, signOut } from '../http/session.js';
import { messages, publicUser, type RequestMeta } from '../services/auth/auth.js';
import type { Services } from '../services/services.js';

const meta = (req: Request): RequestMeta => ({ ip: req.ip ?? 'unknown' });

export function authRoutes(services: Services): Router {
  const { auth } = services;
  const router = Router();

  router.get('/user', async (req, res) => {
    const user = await auth.currentUser(sessionUserId(req));
    if (!user) throw new AppError('UNAUTHENTICATED', messages.signedOut);
    res.json(publicUser(user));
  });

  router.post('/register', async (req, res) => {
    const user = await auth.register(req.body, meta(req));
    await signIn(req, user.id);
    res.status(201).json(publicUser(user));
  });

  // An unverified user signs in too (200, isVerified false); see services/auth/auth.ts.
  router.post('/login', async (req, res) => {
    const user = await auth.login(req.body, meta(req));
    await signIn(req, user.id);
    res.json(publicUser(user));
  });

  router.post('/logout', async (req, res) => {
    await signOut(req, res);
    res.json({ message: 'You have been logged out successfully.' });
  });

  router.get('/verify-email', async (req, res) => {
    res.json(await auth.verifyEmail(req.query.token, sessionUserId(req)));
  });

  router.post('/resend-verification', async (req, res) => {
    res.json(await auth.resendVerification(req.body, meta(req)));
  });

  router.post('/forgot-password', async (req, res) => {
    res.json(await auth.forgotPassword(req.body, meta(req)));
  });

  router.post('/reset-password', async (req, res) => {
    res.json(await auth.resetPassword(req.body, req.sessionID ?? null));
  });

  return router;
}
