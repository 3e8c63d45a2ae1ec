// Creating a personal API token (docs/product/accounts.md): a name, scopes and
// an expiry. The API (api/src/services/api-tokens/api-tokens.ts) and the
// profile page's form check the same; each side names the scopes its own way
// (the database's names, GraphQL's enum), so the list is the caller's.
import { z } from 'zod';
import { NO_CONTROL_CHARACTERS } from './checks.js';
import { rule } from './rules.js';

const nameRequired = rule('validation:apiTokens.nameRequired');

export const tokenName = z
  .string({ error: nameRequired })
  .trim()
  .min(1, nameRequired)
  .max(60, rule('validation:apiTokens.nameMax'))
  .regex(NO_CONTROL_CHARACTERS, rule('validation:apiTokens.nameControl'));

const scopesRequired = rule('validation:apiTokens.scopesRequired');

/** At least one of `known`; each kept once, in the order given. */
export const tokenScopes = <const Scope extends string>(known: readonly Scope[]) =>
  z
    .array(z.enum(known, { error: rule('validation:apiTokens.scopeUnknown') }), { error: scopesRequired })
    .min(1, scopesRequired)
    .transform((scopes) => [...new Set(scopes)]);

const expiryRange = rule('validation:apiTokens.expiryRange');

const days = z
  .number({ error: rule('validation:apiTokens.expiryNumber') })
  .int(rule('validation:apiTokens.expiryWhole'))
  .min(1, expiryRange)
  .max(365, expiryRange);

/** Days until the token expires; null or absent: never. */
export const expiresInDays = days.nullish();

/** The profile page's form: the expiry is a select's value, a number of days or '' for never. */
export const createTokenForm = <const Scope extends string>(known: readonly Scope[]) =>
  z.object({
    name: tokenName,
    scopes: tokenScopes(known),
    expiresInDays: z
      .string()
      .transform((days) => (days ? Number(days) : null))
      .pipe(days.nullable()),
  });
