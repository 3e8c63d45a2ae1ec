// What a service says to the user, as a catalogue key and its variables: the
// edges (REST error handler, GraphQL error plugin, message fields) write it in
// the request's language with `translate`. English lives only in
// api/src/locales/en. docs/decisions/031-errors-by-key.md.
import { readRuleMessage, ruleMessage } from '@lakbay/validation/rule-message';
import { DEFAULT_LOCALE, isMessageKey, t, type Locale, type MessageKey, type MessageParams } from './i18n.js';

/** A variable of a message: a value as it is, or another message (a field's label) written in the same language. */
export type MessageArg = string | number | Message;
export type MessageArgs = Record<string, MessageArg>;

export interface Message {
  key: MessageKey;
  params: MessageArgs;
}

export const message = (key: MessageKey, params: MessageArgs = {}): Message => ({ key, params });

/** A key alone stands for the message without variables. */
export type MessageLike = Message | MessageKey;

export const toMessage = (value: MessageLike): Message => (typeof value === 'string' ? message(value) : value);

/** `value` in `locale`, its variables filled in (those that are messages translated first). */
export function translate(locale: Locale, value: MessageLike): string {
  const { key, params } = toMessage(value);
  const filled: MessageParams = {};
  for (const [name, param] of Object.entries(params)) {
    filled[name] = typeof param === 'object' ? translate(locale, param) : param;
  }
  return t(locale, key, filled);
}

/** The English text: what logs and Error.message carry. */
export const english = (value: MessageLike): string => translate(DEFAULT_LOCALE, value);

// ---------------------------------------------------------------------------
// zod: a rule's message travels as its key and variables in one string
// (validation/src/rule-message.ts); anything else is not ours (a rule without a
// message: zod's own English).

/** A zod rule's message: the key, then its variables as JSON when it has any. */
export function zodMessage(key: MessageLike, params: MessageArgs = {}): string {
  const value = typeof key === 'string' ? message(key, params) : key;
  return ruleMessage(value.key, value.params);
}

/** The message a zod rule carries, or null when its text is not `zodMessage`'s. */
export const fromZodMessage = (text: string): Message | null => readRuleMessage(text, isMessageKey) as Message | null;
