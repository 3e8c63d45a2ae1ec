// Parses input with a zod schema; the first problem becomes a BAD_USER_INPUT
// error carrying the rule's message (a catalogue key, lib/messages.ts) and the
// field it concerns.
import type { z } from 'zod';
import { badInput, type AppError } from './errors.js';
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

/**
 * The message of a zod issue: a rule of ours carries a catalogue key
 * (`zodMessage`); a rule without one speaks zod's own English, passed on as
 * zod wrote it (like graphql-js's messages).
 */
export function issueMessage(issue: z.core.$ZodIssue | undefined): Message | null {
  if (!issue) return null;
  return fromZodMessage(issue.message) ?? message('errors:asWritten', { text: issue.message });
}
