// One error model for the whole API. Services throw AppError; GraphQL turns it
// into `extensions.code`, REST into the matching HTTP status and `{ message }`.

export const errorStatus = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra machine-readable fields, e.g. `{ requiresVerification: true }` or `{ field: 'email' }`. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const badInput = (message: string, details?: Record<string, unknown>) =>
  new AppError('BAD_USER_INPUT', message, details);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);

/** The message shown for anything unexpected: never a stack trace or an internal detail. */
export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
