// What a service says to the user, as a catalogue key and its variables: the
// edges (REST error handler, GraphQL error plugin, message fields) write it in
// the request's language with `translate`. English lives only in
// api/src/locales/en. docs/decisions/031-errors-by-key.md.
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
// zod: a rule's message is a string, so a message with variables travels as
// its key followed by its variables in JSON (`zodMessage`); `fromZodMessage`
// reads it back. Anything else is not ours (a rule without a message: a bug).

/** A zod rule's message: the key, then its variables as JSON when it has any. */
export function zodMessage(key: MessageLike, params: MessageArgs = {}): string {
  const value = typeof key === 'string' ? message(key, params) : key;
  return Object.keys(value.params).length ? `${value.key}${JSON.stringify(value.params)}` : value.key;
}

/** The message a zod rule carries, or null when its text is not `zodMessage`'s. */
export function fromZodMessage(text: string): Message | null {
  const brace = text.indexOf('{');
  const key = brace === -1 ? text : text.slice(0, brace);
  if (!isMessageKey(key)) return null;
  if (brace === -1) return message(key);
  try {
    const params = JSON.parse(text.slice(brace)) as unknown;
    return isArgs(params) ? message(key, params) : null;
  } catch {
    return null;
  }
}

function isArgs(value: unknown): value is MessageArgs {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (param) =>
      typeof param === 'string' ||
      typeof param === 'number' ||
      (typeof param === 'object' &&
        param !== null &&
        typeof (param as Message).key === 'string' &&
        isMessageKey((param as Message).key) &&
        isArgs((param as Message).params)),
  );
}
