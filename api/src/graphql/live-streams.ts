// What stands before /graphql/stream's GraphQL (issue #33; docs/threat-model.md). A stream is one
// request of a signed-in user that asks for Server-Sent Events:
// - graphql-sse's "single connection mode" (PUT reserves a stream under a token, later requests attach
//   operations to it) is off: it kept each reservation in memory for good, for anyone, under a
//   Math.random token (S2);
// - each stream takes a place among its user's and its address's, counted in PostgreSQL across every
//   process (services/live-streams), or answers 429 (S4);
// - it lives as long as the session it was opened with: every change it delivers, and a check every
//   `checkSeconds` without changes, reads the session again, and a session signed out, expired or
//   ended by a password change or reset ends the stream (S3).
import type { Request, RequestHandler, Response } from 'express';
import { AppError } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import { sessionUserId } from '../http/session.js';
import type { Services } from '../services/services.js';

/** The methods a stream is opened with (graphql-sse's "distinct connections mode"). */
const STREAM_METHODS = new Set(['GET', 'POST']);

/** What a subscription yields when the stream's session has ended: its resolver answers UNAUTHENTICATED. */
export const SIGNED_OUT = Symbol('lakbay.signedOut');

/** How long a stream that was told to end may take to send its last event before it is cut. */
const END_GRACE_MS = 2000;

/** An open stream, in the GraphQL context of its subscription. */
export interface LiveStream {
  userId: number;
  /** Aborts when the stream is to end: the client left, the session ended, the server stops. */
  signal: AbortSignal;
  /**
   * `source`'s items while the session stands, each checked just before it is handed on; once the
   * session has ended, SIGNED_OUT and the end.
   */
  follow<T>(source: AsyncIterable<T>): AsyncIterable<T | typeof SIGNED_OUT>;
  /** Ends the stream after the event being answered (a trip no longer the reader's to see). */
  end(): void;
}

/** The open stream of a /graphql/stream request (set by streamGate). */
export const liveStreamOf = (res: Response): LiveStream | undefined =>
  (res.locals as { liveStream?: LiveStream }).liveStream;

/**
 * Refuses, before any GraphQL runs, what is not a signed-in user's request for an event stream:
 * another method (405), another answer format (406), no session (401), too many streams (429). Then
 * opens the stream's lifetime: its places, renewed, and its session, checked.
 */
export function streamGate(services: Services, logger: Logger): RequestHandler {
  const { checkSeconds } = services.liveStreams.limits;
  return (req, res, next) => {
    if (!STREAM_METHODS.has(req.method)) {
      res.setHeader('Allow', 'GET, POST');
      return next(new AppError('METHOD_NOT_ALLOWED', 'errors:eventStreamOnly'));
    }
    if (req.get('accept') !== 'text/event-stream')
      return next(new AppError('NOT_ACCEPTABLE', 'errors:eventStreamOnly'));
    open(req, res).then(() => next(), next);
  };

  async function open(req: Request, res: Response) {
    const user = await services.auth.requireSignedIn(sessionUserId(req));
    const sessionId = req.sessionID;
    const slot = await services.liveStreams.open(user.id, req.ip ?? 'unknown');
    const ended = new AbortController();
    const stands = () => services.liveStreams.sessionStands(sessionId, user.id);
    const end = (reason: 'closed' | 'signedOut' | 'gone') => {
      if (ended.signal.aborted) return;
      ended.abort(reason);
      // A subscription that does not follow the signal is cut once its last event had time to go.
      if (reason !== 'closed') setTimeout(() => res.end(), END_GRACE_MS).unref();
    };
    const check = setInterval(() => {
      Promise.all([stands(), slot.renew()]).then(
        ([signedIn, renewed]) => {
          if (!signedIn || !renewed) end('signedOut');
        },
        // The database is out of reach: the stream stays until a check gets an answer.
        (error: unknown) => logger.warn({ err: error }, 'could not check a live stream'),
      );
    }, checkSeconds * 1000);
    check.unref();
    res.once('close', () => {
      clearInterval(check);
      end('closed');
      slot.release().catch((error: unknown) => logger.warn({ err: error }, 'could not free a live stream'));
    });

    const stream: LiveStream = {
      userId: user.id,
      signal: ended.signal,
      async *follow(source) {
        for await (const item of source) {
          if (!(await stands())) {
            end('signedOut');
            break;
          }
          yield item;
        }
        if (ended.signal.reason === 'signedOut') yield SIGNED_OUT;
      },
      end: () => end('gone'),
    };
    (res.locals as { liveStream?: LiveStream }).liveStream = stream;
  }
}

/** graphql-sse's `authenticate`: no stream token, so every request is a stream of its own. */
export const noStreamToken = () => null;
