// Turns anything thrown in a REST route or middleware into JSON `{ message }`
// with the right status, in the request's language. Never HTML, never a stack trace.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/database-errors.js';
import { AppError, INTERNAL_MESSAGE } from '../lib/errors.js';
import { localize } from '../lib/i18n.js';
import { localeOf } from './locale.js';

/** body-parser marks its errors with `type` and `status`. */
interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

const bodyParserMessages: Record<string, string> = {
  'entity.parse.failed': 'Malformed JSON in the request body.',
  'entity.too.large': 'The request body is too large.',
  'encoding.unsupported': 'Unsupported request body encoding.',
  'charset.unsupported': 'Unsupported request body charset.',
};

export const DATABASE_UNAVAILABLE_MESSAGE =
  'Lakbay is temporarily unavailable: we cannot reach our database. Please try again in a moment.';

export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return new AppError('BAD_USER_INPUT', error.issues[0]?.message ?? 'Invalid input.');
  const parserError = error as BodyParserError;
  if (parserError?.type && bodyParserMessages[parserError.type]) {
    return new AppError(
      parserError.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT',
      bodyParserMessages[parserError.type]!,
    );
  }
  if (isDatabaseUnavailable(error)) return new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
  return null;
}

export const jsonErrorHandler: ErrorRequestHandler = async (error, req, res, _next) => {
  const appError = toAppError(error);
  if (!appError) req.log.error({ err: error }, 'unhandled error');
  else if (appError.code === 'SERVICE_UNAVAILABLE') req.log.warn({ err: error }, appError.message);
  const status = appError?.status ?? 500;
  if (appError?.code === 'RATE_LIMITED' && typeof appError.details.retryAfterSeconds === 'number') {
    res.setHeader('Retry-After', String(appError.details.retryAfterSeconds));
  }
  if (res.headersSent) return;
  const message = localize(await localeOf(req), appError?.message ?? INTERNAL_MESSAGE);
  res.status(status).json({ message, ...appError?.details });
};

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError('NOT_FOUND', `No API route for ${req.method} ${req.baseUrl}${req.path}`));
};
