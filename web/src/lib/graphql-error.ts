import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

import { OfflineWriteError } from '@/lib/offline/offline-write';

/** The API's `extensions.code` (CONFLICT, UNAUTHENTICATED, BAD_USER_INPUT...), when the answer had one. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The message to show under an error toast's title. */
export function errorMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message;
  return error instanceof Error && error.message ? error.message : undefined;
}

/** What the server said when it refused an operation. */
export interface ServerRefusal {
  /** The server's sentence for the user, if it wrote one. */
  message: string | undefined;
  /** The API's machine-readable details: `code`, and e.g. `field` or `requiresVerification`. */
  extensions: Readonly<Record<string, unknown>>;
}

/**
 * The server's answer inside a failed operation, or null when no answer came:
 * the request never left (a change refused offline) or never arrived (offline,
 * DNS). The screens word those two cases differently. A refusal comes as a
 * GraphQL error, or as an HTTP error whose JSON body has a `message` (what the
 * server's own middleware answers, e.g. a cross-site request).
 */
export function serverRefusal(error: unknown): ServerRefusal | null {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    if (first?.extensions?.code === OfflineWriteError.code) return null;
    return { message: first?.message.trim() || undefined, extensions: first?.extensions ?? {} };
  }
  if (ServerError.is(error)) return { message: jsonMessage(error.bodyText), extensions: {} };
  if (ServerParseError.is(error)) return { message: undefined, extensions: {} };
  return null;
}

function jsonMessage(bodyText: string): string | undefined {
  try {
    const message = (JSON.parse(bodyText) as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message.trim() ? message : undefined;
  } catch {
    // A body that is not JSON (a proxy's error page): no message to show.
    return undefined;
  }
}

/**
 * The message a failed operation shows: the server's own, else `answered` when
 * the server answered without one, else `noAnswer` when no answer came. A
 * change refused offline says so.
 */
export function failureMessage(error: unknown, texts: { answered: string; noAnswer: string }): string {
  if (errorCode(error) === OfflineWriteError.code) return errorMessage(error)!;
  const refusal = serverRefusal(error);
  if (!refusal) return texts.noAnswer;
  return refusal.message ?? texts.answered;
}
