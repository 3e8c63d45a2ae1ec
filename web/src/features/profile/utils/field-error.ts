import { readFailure } from '@/lib/failure';

/** The message of a BAD_USER_INPUT answer about `field` (the API names it in `extensions.field`), if it is one. */
export function fieldError(error: unknown, field: string): string | undefined {
  const failure = readFailure(error);
  return failure.code === 'BAD_USER_INPUT' && failure.details.field === field ? failure.message : undefined;
}
