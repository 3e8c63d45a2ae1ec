// Parses input with a zod schema; the first problem becomes a BAD_USER_INPUT
// error carrying the rule's message (a catalogue key, lib/messages.ts) and the
// field it concerns.
import type { z } from 'zod';
import { badInput, type AppError } from './errors.js';
import { fromZodMessage } from './messages.js';

export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw inputError(result.error);
}

/** The first problem zod found, as our error. */
export function inputError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.join('.');
  const text = issue?.message;
  // A rule whose message is not a key: still English text during the move to keys (docs/decisions/031).
  const found = text === undefined ? null : fromZodMessage(text);
  return badInput(found ?? text ?? 'errors:invalidInput', field ? { field } : {});
}
