import type en from './locales/en.js';
import { ruleMessage, type RuleArgs } from './rule-message.js';

type Leaves<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}` }[keyof T & string];

/** A message of this package: `validation:accounts.email`. */
export type RuleKey = `validation:${Leaves<typeof en>}`;

/** A rule's message: one of this package's keys, with its variables. */
export const rule = (key: RuleKey, params: RuleArgs = {}): string => ruleMessage(key, params);
