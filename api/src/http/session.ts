// Cookie sessions stored in PostgreSQL (the `session` table from the
// migrations), so every server process sees the same sessions.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import connectPgSimple from 'connect-pg-simple';
import type { Request, Response } from 'express';
import session from 'express-session';
import type pg from 'pg';
import type { Config } from '../config/env.js';

declare module 'express-session' {
  interface SessionData {
    userId: number;
  }
}

export const SESSION_COOKIE = 'lakbay.sid';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

export function createSessionMiddleware(config: Config, pool: pg.Pool, secret: string) {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret,
    // No touch: express-session would otherwise UPDATE the session's expiry on
    // every request (a write per read). The cookie is not rolling, so it
    // expires 30 days after sign-in anyway; the stored session expires with it.
    store: new PgStore({
      pool,
      tableName: 'session',
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
      disableTouch: true,
    }),
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.isProduction, maxAge: THIRTY_DAYS_MS },
  });
}

/**
 * SESSION_SECRET when set (required in production); otherwise a random secret
 * kept in DATA_DIR, so sessions survive restarts with zero configuration.
 */
export async function resolveSessionSecret(config: Config): Promise<string> {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = path.resolve(config.DATA_DIR, 'session-secret');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  const secret = randomBytes(32).toString('hex');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/** The signed-in user's id, or null. */
export const sessionUserId = (req: Request): number | null => req.session?.userId ?? null;

/**
 * Signs `userId` in on this request. The session id is regenerated first, so
 * an id planted before sign-in (session fixation) is worth nothing after it.
 * Used by both the REST routes and the GraphQL mutations.
 */
export async function signIn(req: Request, userId: number): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
  req.session.userId = userId;
  await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

/** Destroys the session in the store and tells the browser to drop the cookie. */
export async function signOut(req: Request, res: Response): Promise<void> {
  const { path: cookiePath, httpOnly, secure, sameSite } = req.session.cookie;
  await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
  res.clearCookie(SESSION_COOKIE, { path: cookiePath ?? '/', httpOnly, secure: Boolean(secure), sameSite });
}
