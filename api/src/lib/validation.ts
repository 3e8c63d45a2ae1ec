// Parses input with a zod schema; the first problem becomes a BAD_USER_INPUT
// error carrying the rule's message and the field it concerns.
import type { z } from 'zod';
import { badInput } from './errors.js';

export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  throw badInput(issue?.message ?? 'Invalid input.', field ? { field } : {});
}
