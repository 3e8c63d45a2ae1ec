// A zod rule's message is a string, so a message of ours travels in it as a
// catalogue key followed by its variables as JSON: `validation:accounts.email`,
// `trips:validation.costsMax{"max":100}`. The API translates it at its edge
// (api/src/lib/messages.ts), the web app where it shows the error
// (web/src/hooks/use-zod-form.ts). docs/decisions/037-shared-validation.md.

/** A message's variable: a value as it is, or another message (a field's label) written in the same language. */
export type RuleArg = string | number | RuleMessage;
export type RuleArgs = Record<string, RuleArg>;

export interface RuleMessage {
  key: string;
  params: RuleArgs;
}

/** The text a zod rule carries for `key` with `params`. */
export function ruleMessage(key: string, params: RuleArgs = {}): string {
  return Object.keys(params).length ? `${key}${JSON.stringify(params)}` : key;
}

/**
 * The message a zod rule's text carries, or null when it is not one of ours: a
 * key `isKey` does not know (zod's own English, for a rule without a message),
 * or variables that are not `RuleArgs`.
 */
export function readRuleMessage(text: string, isKey: (key: string) => boolean): RuleMessage | null {
  const brace = text.indexOf('{');
  const key = brace === -1 ? text : text.slice(0, brace);
  if (!isKey(key)) return null;
  if (brace === -1) return { key, params: {} };
  try {
    const params = JSON.parse(text.slice(brace)) as unknown;
    return isArgs(params, isKey) ? { key, params } : null;
  } catch {
    return null;
  }
}

function isArgs(value: unknown, isKey: (key: string) => boolean): value is RuleArgs {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (param) =>
      typeof param === 'string' ||
      typeof param === 'number' ||
      (typeof param === 'object' &&
        param !== null &&
        typeof (param as RuleMessage).key === 'string' &&
        isKey((param as RuleMessage).key) &&
        isArgs((param as RuleMessage).params, isKey)),
  );
}
