// One error model for the whole API. Services throw AppError with a catalogue
// message (lib/messages.ts); GraphQL turns it into `extensions.code`, REST into
// the matching HTTP status and `{ message }`, both in the request's language.
import type { Locale } from './i18n.js';
import { english, toMessage, translate, type Message, type MessageLike } from './messages.js';

export const errorStatus = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  /** What the user is told, in any language; `message` is its English, for logs. */
  readonly userMessage: Message;

  constructor(
    readonly code: ErrorCode,
    message: MessageLike,
    /** Extra machine-readable fields, e.g. `{ requiresVerification: true }` or `{ field: 'email' }`. */
    readonly details: Record<string, unknown> = {},
  ) {
    const userMessage = toMessage(message);
    super(english(userMessage));
    this.userMessage = userMessage;
    this.name = 'AppError';
  }

  /** The message in `locale`. */
  text(locale: Locale): string {
    return translate(locale, this.userMessage);
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const badInput = (message: MessageLike, details?: Record<string, unknown>) =>
  new AppError('BAD_USER_INPUT', message, details);
export const notFound = (message: MessageLike = 'errors:notFound') => new AppError('NOT_FOUND', message);

/** The message shown for anything unexpected: never a stack trace or an internal detail. */
export const INTERNAL_MESSAGE = 'errors:internal' satisfies MessageLike;

/** What the user is told about an error, in `locale`: the AppError's message, else the internal one. */
export const errorText = (locale: Locale, error: AppError | null): string =>
  error ? error.text(locale) : translate(locale, INTERNAL_MESSAGE);
