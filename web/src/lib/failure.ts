// The one way the web reads a failed operation (docs/decisions/045-one-way-to-fail.md): a GraphQL
// error, an HTTP error from /graphql's middleware, a REST refusal from apiFetch, a change refused
// offline, or no answer at all. Screens branch on `code` and `details` (the API's machine-readable
// fields), never on the message's words: those are in the reader's language.
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

import { OfflineWriteError } from '@/lib/offline/offline-write';

/** What went wrong, as the API names it; `OFFLINE` for a change refused before it was sent. */
export type FailureCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'INTERNAL'
  | 'SERVICE_UNAVAILABLE'
  | typeof OfflineWriteError.code
  // Apollo's and graphql-js's own (GRAPHQL_VALIDATION_FAILED, …), and any code a newer API adds.
  | (string & {});

export interface Failure {
  /** The server answered (a refusal); false when the request never left or never arrived. */
  answered: boolean;
  /** The API's code (`extensions.code`, or the REST status's), or OFFLINE; undefined when nothing says. */
  code: FailureCode | undefined;
  /** The HTTP status of a refusal over HTTP (REST or /graphql's middleware). */
  status: number | undefined;
  /**
   * The sentence for the user: the server's own (already in the reader's language) or the offline
   * refusal's; undefined when there is none.
   */
  message: string | undefined;
  /** The API's other machine-readable fields: `field`, `requiresVerification`, `reason`, `retryAfterSeconds`… */
  details: Readonly<Record<string, unknown>>;
}

/** The REST statuses of the API's codes (api/src/lib/errors.ts: one status for each code). */
const codeOfStatus: Readonly<Record<number, FailureCode>> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * A REST call's refusal (apiFetch). Its message is "<status>: <body text>" (docs/product/screens.md);
 * the body's fields are read once, here.
 */
export class ApiError extends Error {
  /** The JSON body's fields (`message`, `code`, `requiresVerification`, …); empty when it was not JSON. */
  readonly body: Readonly<Record<string, unknown>>;

  constructor(
    readonly status: number,
    bodyText: string,
    statusText = '',
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.body = jsonObject(bodyText);
  }
}

function jsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    // A body that is not JSON (a proxy's error page): nothing to read.
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** A refusal's body (REST, or an HTTP error of /graphql): `{ message, code?, …details }`. */
function fromBody(status: number, body: Readonly<Record<string, unknown>>): Failure {
  const { message, code, ...details } = body;
  return {
    answered: true,
    code: text(code) ?? codeOfStatus[status],
    status,
    message: text(message),
    details,
  };
}

/** Reads any failure: the one place the web looks inside an error. */
export function readFailure(error: unknown): Failure {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    const { code, ...details } = first?.extensions ?? {};
    const offline = code === OfflineWriteError.code;
    return {
      answered: !offline,
      code: text(code),
      status: undefined,
      message: text(first?.message),
      details,
    };
  }
  if (error instanceof OfflineWriteError) {
    return { answered: false, code: OfflineWriteError.code, status: undefined, message: error.message, details: {} };
  }
  if (error instanceof ApiError) return fromBody(error.status, error.body);
  if (ServerError.is(error)) return fromBody(error.statusCode, jsonObject(error.bodyText));
  if (ServerParseError.is(error)) return fromBody(error.statusCode, {});
  // No answer (offline, DNS: the browser's TypeError), or a fault of the page: their messages are the
  // browser's or the code's English, not a sentence for the user.
  return { answered: false, code: undefined, status: undefined, message: undefined, details: {} };
}

/**
 * The sentence a failure shows: a change refused offline says so; else the server's own, else
 * `answered` when the server answered without one, else `noAnswer` when no answer came.
 */
export function failureText(error: unknown, texts: { answered: string; noAnswer: string }): string {
  const failure = readFailure(error);
  if (failure.code === OfflineWriteError.code) return failure.message!;
  if (!failure.answered) return texts.noAnswer;
  return failure.message ?? texts.answered;
}
