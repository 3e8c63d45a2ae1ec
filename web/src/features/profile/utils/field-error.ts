import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The message of a BAD_USER_INPUT answer about `field` (the API names it in `extensions.field`), if it is one. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const [first] = error.errors;
  return first?.extensions?.code === 'BAD_USER_INPUT' && first.extensions.field === field ? first.message : undefined;
}
