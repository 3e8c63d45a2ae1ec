// Parses input with a zod schema; the first problem becomes a BAD_USER_INPUT
// error carrying the rule's message (a catalogue key, lib/messages.ts) and the
// field it concerns.
import type { z } from 'zod';
import { badInput, type AppError } from './errors.js';
import type { MessageKey } from './i18n.js';
import { fromZodMessage, message, type Message } from './messages.js';

export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw inputError(result.error);
}

/** The first problem zod found, as our error. */
export function inputError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.join('.');
  return badInput(issueMessage(issue) ?? 'errors:invalidInput', field ? { field } : {});
}

/** The types a field can be expected to have, as the catalogue words them. */
const TYPE_NAMES: Partial<Record<string, MessageKey>> = {
  string: 'errors:types.string',
  number: 'errors:types.number',
  int: 'errors:types.int',
  boolean: 'errors:types.boolean',
  array: 'errors:types.array',
  object: 'errors:types.object',
};

/**
 * The message of a zod issue: a rule of ours carries a catalogue key
 * (`zodMessage`). A check without one (the shape of a body, a field a form
 * never sends) gets a catalogued message naming the field, never zod's own
 * English.
 */
export function issueMessage(issue: z.core.$ZodIssue | undefined): Message | null {
  if (!issue) return null;
  const own = fromZodMessage(issue.message);
  if (own) return own;
  if (!issue.path.length) return null;
  const field = issue.path.join('.');
  const type = issue.code === 'invalid_type' ? TYPE_NAMES[issue.expected] : undefined;
  return type
    ? message('errors:fieldType', { field, expected: message(type) })
    : message('errors:fieldInvalid', { field });
}
