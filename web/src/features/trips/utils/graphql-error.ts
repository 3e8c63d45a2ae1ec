import { CombinedGraphQLErrors } from '@apollo/client/errors';

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
