// Cookie sessions stored in PostgreSQL (the `session` table from the
// migrations), so every server process sees the same sessions. A session ends
// after SESSION_IDLE_MS without use and SESSION_MAX_AGE_MS after sign-in at the
// latest: the stored expiry says which comes first, and the store refuses an
// expired session on every read, in every process.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler, Response } from 'express';
import session, { type SessionData } from 'express-session';
import type pg from 'pg';
import type { Config } from '../config/env.js';

declare module 'express-session' {
  interface SessionData {
    userId: number;
    /** Epoch ms of the sign-in: the session never outlives SESSION_MAX_AGE_MS after it. */
    signedInAt: number;
    /** Epoch ms of the last extension of the idle deadline. */
    activeAt: number;
  }
}

export const SESSION_COOKIE = 'lakbay.sid';
/**
 * The cookie's name: with the `__Host-` prefix whenever it is Secure
 * (production), so browsers refuse it unless it came over HTTPS from this very
 * host, for every path: a sibling subdomain cannot plant or shadow it.
 */
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_MAX_AGE_MS = 30 * DAY_MS;
/** Long enough that a traveler who opens only saved trips, offline, through a two-week trip stays signed in. */
export const SESSION_IDLE_MS = 14 * DAY_MS;
/**
 * The idle deadline moves on the first request once its last move is this old:
 * one write a day per active session, instead of the write per request that a
 * rolling express-session would make.
 */
const EXTEND_AFTER_MS = DAY_MS;

export function createSessionMiddleware(config: Config, pool: pg.Pool, secret: string): RequestHandler[] {
  const PgStore = connectPgSimple(session);
  /**
   * connect-pg-simple writes a session with an upsert. A session being extended
   * was read from the store, so it is only updated: one that a sign-out or a
   * password change ended meanwhile stays ended.
   */
  class SessionStore extends PgStore {
    override set(sid: string, sess: SessionData, callback?: (err?: unknown) => void) {
      if (!(sess.activeAt > sess.signedInAt)) return super.set(sid, sess, callback);
      pool
        .query('UPDATE "session" SET sess = $1, expire = to_timestamp($2) WHERE sid = $3', [
          sess,
          Math.ceil(Number(sess.cookie.expires) / 1000),
          sid,
        ])
        .then(
          () => callback?.(),
          (error: unknown) => callback?.(error),
        );
    }
  }
  const sessions = session({
    name: sessionCookieName(config.isProduction),
    secret,
    // No touch: express-session would otherwise UPDATE the session's expiry on
    // every request (a write per read); extendIdleDeadline does it once a day.
    store: new SessionStore({
      pool,
      tableName: 'session',
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
      disableTouch: true,
    }),
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.isProduction, maxAge: SESSION_IDLE_MS },
  });
  return [sessions, extendIdleDeadline];
}

/**
 * Moves a signed-in session's idle deadline to SESSION_IDLE_MS from now, at
 * most once a day and never past SESSION_MAX_AGE_MS after sign-in. Changing
 * `activeAt` makes express-session store the session (expiry included) and send
 * the cookie again with the new expiry.
 */
const extendIdleDeadline: RequestHandler = (req, _res, next) => {
  const current = req.session;
  if (current?.userId === undefined) return next();
  const now = Date.now();
  // Sessions from before the idle timeout (issue #21) lack both times: they began 30 days before their cookie expires.
  current.signedInAt ??= (current.cookie.expires?.getTime() ?? now) - SESSION_MAX_AGE_MS;
  if (now - (current.activeAt ?? 0) >= EXTEND_AFTER_MS) {
    current.activeAt = now;
    current.cookie.maxAge = Math.min(SESSION_IDLE_MS, current.signedInAt + SESSION_MAX_AGE_MS - now);
  }
  next();
};

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
  req.session.signedInAt = req.session.activeAt = Date.now();
  await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

/** Destroys the session in the store and tells the browser to drop the cookie. */
export async function signOut(req: Request, res: Response): Promise<void> {
  const { path: cookiePath, httpOnly, secure, sameSite } = req.session.cookie;
  await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
  res.clearCookie(sessionCookieName(Boolean(secure)), {
    path: cookiePath ?? '/',
    httpOnly,
    secure: Boolean(secure),
    sameSite,
  });
}
