// The server's texts in English (the wording of docs/product/, the default) and
// Filipino. Catalogues: api/src/locales/<en|fil>/<namespace>.json, the same
// keys in both (i18n.test.ts checks). How it is used: docs/api.md, "Languages".
//
// Services say what they have to say as a key and its variables (lib/messages.ts);
// the boundary (REST error handler, GraphQL error plugin, message fields) writes
// it in the request's language with `t`. English lives here only, in
// locales/en, as docs/product/ words it.
import enValidation from '@lakbay/validation/locales/en';
import filValidation from '@lakbay/validation/locales/fil';
import i18next from 'i18next';
import enAuth from '../locales/en/auth.json' with { type: 'json' };
import enContact from '../locales/en/contact.json' with { type: 'json' };
import enDeals from '../locales/en/deals.json' with { type: 'json' };
import enEmails from '../locales/en/emails.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enGeneration from '../locales/en/generation.json' with { type: 'json' };
import enLocalSecrets from '../locales/en/localSecrets.json' with { type: 'json' };
import enPlanner from '../locales/en/planner.json' with { type: 'json' };
import enReadiness from '../locales/en/readiness.json' with { type: 'json' };
import enTokens from '../locales/en/tokens.json' with { type: 'json' };
import enTrips from '../locales/en/trips.json' with { type: 'json' };
import enVisa from '../locales/en/visa.json' with { type: 'json' };
import filAuth from '../locales/fil/auth.json' with { type: 'json' };
import filContact from '../locales/fil/contact.json' with { type: 'json' };
import filDeals from '../locales/fil/deals.json' with { type: 'json' };
import filEmails from '../locales/fil/emails.json' with { type: 'json' };
import filErrors from '../locales/fil/errors.json' with { type: 'json' };
import filGeneration from '../locales/fil/generation.json' with { type: 'json' };
import filLocalSecrets from '../locales/fil/localSecrets.json' with { type: 'json' };
import filPlanner from '../locales/fil/planner.json' with { type: 'json' };
import filReadiness from '../locales/fil/readiness.json' with { type: 'json' };
import filTokens from '../locales/fil/tokens.json' with { type: 'json' };
import filTrips from '../locales/fil/trips.json' with { type: 'json' };
import filVisa from '../locales/fil/visa.json' with { type: 'json' };

export const LOCALES = ['en', 'fil'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** A stored language, or the default when it is not one Lakbay speaks. */
export const asLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** Every catalogue, by language and namespace. */
export const resources = {
  en: {
    auth: enAuth,
    contact: enContact,
    deals: enDeals,
    emails: enEmails,
    errors: enErrors,
    generation: enGeneration,
    localSecrets: enLocalSecrets,
    planner: enPlanner,
    readiness: enReadiness,
    tokens: enTokens,
    trips: enTrips,
    visa: enVisa,
    // The input rules' messages, written once for the API and the web app (validation/).
    validation: enValidation,
  },
  fil: {
    auth: filAuth,
    contact: filContact,
    deals: filDeals,
    emails: filEmails,
    errors: filErrors,
    generation: filGeneration,
    localSecrets: filLocalSecrets,
    planner: filPlanner,
    readiness: filReadiness,
    tokens: filTokens,
    trips: filTrips,
    visa: filVisa,
    validation: filValidation,
  },
} satisfies Record<Locale, Record<string, Catalogue>>;

export interface Catalogue {
  [key: string]: string | Catalogue;
}

type English = typeof resources.en;
type PluralBase<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? PluralBase<`${Prefix}${K}`> : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** `namespace:path.to.key`, checked against the English catalogues (plurals without `_one`/`_other`). */
export type MessageKey = { [N in keyof English & string]: `${N}:${Leaves<English[N]>}` }[keyof English & string];

export type MessageParams = Record<string, string | number>;

const i18n = i18next.createInstance();
void i18n.init({
  resources,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: Object.keys(resources.en),
  // The catalogues are bundled: init finishes before it returns.
  initAsync: false,
  // Plain text out; HTML e-mails escape what they insert.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
});

/**
 * Each text compiled once, by language and key: filling in {{variables}} is
 * all these catalogues ask of i18next, whose general `t` took about 80 % of
 * the offline planner's time. null: i18next writes it (plural forms, and any
 * nesting or formatting a text may use one day). i18n.test.ts checks every
 * text against i18next.
 */
const compiledTexts = new Map<string, ((params: MessageParams) => string) | null>();

/** The text of `key` in `locale`, with its {{variables}} filled in. */
export function t(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const id = `${locale}:${key}`;
  let fill = compiledTexts.get(id);
  if (fill === undefined) {
    fill = compileText(catalogueText(locale, key));
    compiledTexts.set(id, fill);
  }
  return fill ? fill(params) : i18n.t(key, { ...params, lng: locale });
}

/** Whether `value` names a text of the English catalogues (a plural by its base key). */
export function isMessageKey(value: string): value is MessageKey {
  if (!/^\w+:[\w.]+$/.test(value)) return false;
  return (
    catalogueText(DEFAULT_LOCALE, value) !== undefined || catalogueText(DEFAULT_LOCALE, `${value}_other`) !== undefined
  );
}

function catalogueText(locale: Locale, key: string): string | undefined {
  const [namespace, path] = key.split(':') as [keyof English, string];
  let value: string | Catalogue | undefined = Object.hasOwn(resources[locale], namespace)
    ? resources[locale][namespace]
    : undefined;
  for (const part of path.split('.')) {
    value = typeof value === 'object' && Object.hasOwn(value, part) ? value[part] : undefined;
  }
  return typeof value === 'string' ? value : undefined;
}

/** Fills {{variables}} as i18next does: one not passed at all stays as written. */
function compileText(text: string | undefined): ((params: MessageParams) => string) | null {
  if (text === undefined || text.includes('$t(') || /\{\{[^}]*[^\w\s}][^}]*\}\}/.test(text)) return null;
  const parts = text.split(/\{\{\s*(\w+)\s*\}\}/);
  if (parts.length === 1) return () => text;
  return (params) =>
    parts
      .map((part, index) => (index % 2 === 0 ? part : part in params ? String(params[part] ?? '') : `{{${part}}}`))
      .join('');
}

// ---------------------------------------------------------------------------

/** Every English catalogue text as [full key, text]; plural forms map to their base key. */
export function englishTexts(): [string, string][] {
  const texts: [string, string][] = [];
  const walk = (catalogue: Catalogue, prefix: string) => {
    for (const [key, value] of Object.entries(catalogue)) {
      if (typeof value === 'string') texts.push([prefix + key.replace(/_(one|other)$/, ''), value]);
      else walk(value, `${prefix}${key}.`);
    }
  };
  for (const [namespace, catalogue] of Object.entries(resources.en)) walk(catalogue, `${namespace}:`);
  return texts;
}
