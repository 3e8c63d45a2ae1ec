// What stands before /graphql/stream's GraphQL (issue #33): a stream
// is one request of a signed-in user that asks for Server-Sent Events. graphql-sse's "single connection
// mode" (PUT reserves a stream under a token, later requests attach operations to it) is off: it kept
// each reservation in memory for good, for anyone, under a Math.random token.
import type { RequestHandler } from 'express';
import { AppError } from '../lib/errors.js';
import { sessionUserId } from '../http/session.js';
import type { Services } from '../services/services.js';

/** The methods a stream is opened with (graphql-sse's "distinct connections mode"). */
const STREAM_METHODS = new Set(['GET', 'POST']);

/**
 * Refuses, before any GraphQL runs, what is not a signed-in user's request for an event stream:
 * another method (405), another answer format (406), no session (401).
 */
export function streamGate(services: Services): RequestHandler {
  return (req, res, next) => {
    if (!STREAM_METHODS.has(req.method)) {
      res.setHeader('Allow', 'GET, POST');
      return next(new AppError('METHOD_NOT_ALLOWED', 'errors:eventStreamOnly'));
    }
    if (req.get('accept') !== 'text/event-stream')
      return next(new AppError('NOT_ACCEPTABLE', 'errors:eventStreamOnly'));
    services.auth.requireSignedIn(sessionUserId(req)).then(() => next(), next);
  };
}

/** graphql-sse's `authenticate`: no stream token, so every request is a stream of its own. */
export const noStreamToken = () => null;
