// Turns anything thrown in a REST route or middleware into JSON `{ message }`
// with the right status, in the request's language. Never HTML, never a stack trace.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/database-errors.js';
import { AppError, errorText } from '../lib/errors.js';
import type { MessageKey } from '../lib/i18n.js';
import { message } from '../lib/messages.js';
import { inputError } from '../lib/validation.js';
import { localeOf } from './locale.js';

/** body-parser marks its errors with `type` and `status`. */
interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

const bodyParserMessages: Record<string, MessageKey> = {
  'entity.parse.failed': 'errors:malformedJson',
  'entity.too.large': 'errors:bodyTooLarge',
  'encoding.unsupported': 'errors:encodingUnsupported',
  'charset.unsupported': 'errors:charsetUnsupported',
};

export const DATABASE_UNAVAILABLE_MESSAGE = 'errors:databaseUnavailable' satisfies MessageKey;

export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return new AppError('BAD_USER_INPUT', inputError(error).userMessage);
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
  res.status(status).json({ message: errorText(await localeOf(req), appError), ...appError?.details });
};

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(
    new AppError('NOT_FOUND', message('errors:noApiRoute', { method: req.method, path: `${req.baseUrl}${req.path}` })),
  );
};
