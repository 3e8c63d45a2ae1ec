// The server catalogues are complete (same keys, variables and plural forms in
// both languages, nothing empty), and every English message the services
// export is found in them, so it reaches a Filipino speaker in Filipino.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../http/errors.js';
import { sessionOnlyMessage } from '../graphql/context.js';
import { plannerMessages } from '../planner/planner.js';
import { tripRequestMessages } from '../planner/trip-request.js';
import { apiTokenMessages } from '../services/api-tokens/api-tokens.js';
import { messages as authMessages } from '../services/auth/auth.js';
import { rateLimited } from '../services/auth/rate-limits.js';
import { calendarMessages } from '../services/calendar/calendar.js';
import { contactMessages } from '../services/contact/contact.js';
import { localSecretsMessages } from '../services/local-secrets/local-secrets.js';
import { answerMessages } from '../services/readiness/checklist.js';
import { readinessMessages } from '../services/readiness/readiness.js';
import { expenseMessages } from '../services/expenses/expenses.js';
import { shareLinkMessages } from '../services/trips/share-links.js';
import { memberMessages } from '../services/trips/trip-members.js';
import { tripMessages } from '../services/trips/trips.js';
import { visaMessages } from '../services/visa/visa.js';
import { INTERNAL_MESSAGE } from './errors.js';
import {
  englishTexts,
  findMessage,
  isMessageKey,
  LOCALES,
  localize,
  resources,
  t,
  type Catalogue,
  type MessageKey,
  type MessageParams,
} from './i18n.js';

/** Every leaf of a catalogue as `path.to.key` → text. */
function leaves(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') found.set(prefix + key, value);
    else for (const [inner, text] of leaves(value, `${prefix}${key}.`)) found.set(inner, text);
  }
  return found;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the server catalogues', () => {
  it('have the same namespaces, keys, plural forms and variables in English and Filipino, none empty', () => {
    expect(Object.keys(resources.fil).sort()).toEqual(Object.keys(resources.en).sort());
    for (const [namespace, english] of Object.entries(resources.en)) {
      const en = leaves(english);
      const fil = leaves(resources.fil[namespace as keyof typeof resources.fil]);
      expect([...fil.keys()].sort(), namespace).toEqual([...en.keys()].sort());
      for (const [key, text] of en) {
        const translated = fil.get(key)!;
        expect(text.trim(), `en ${namespace}:${key}`).not.toBe('');
        expect(translated.trim(), `fil ${namespace}:${key}`).not.toBe('');
        expect(variables(translated), `${namespace}:${key}`).toEqual(variables(text));
      }
    }
  });

  it('translate an English text the same way wherever it appears, so a message has one translation', () => {
    const translations = new Map<string, Set<string>>();
    for (const [key, text] of englishTexts()) {
      const translated = t('fil', key as MessageKey, { count: 2 });
      translations.set(text, (translations.get(text) ?? new Set()).add(translated));
    }
    expect([...translations].filter(([, texts]) => texts.size > 1)).toEqual([]);
  });

  it('know every message the services export', () => {
    const exported: string[] = [
      ...Object.values(authMessages),
      ...Object.values(tripMessages),
      ...Object.values(shareLinkMessages),
      ...Object.values(memberMessages),
      ...Object.values(expenseMessages),
      ...Object.values(readinessMessages),
      ...Object.values(localSecretsMessages),
      ...Object.values(contactMessages),
      ...Object.values(tripRequestMessages),
      ...Object.values(plannerMessages),
      ...Object.values(calendarMessages),
      visaMessages.countryRequired,
      visaMessages.countryUnknown,
      visaMessages.purposeRequired,
      visaMessages.purposeUnknown,
      visaMessages.nationalityText,
      visaMessages.homeCountry,
      ...Object.values(answerMessages).map((message) =>
        typeof message === 'function' ? message('Government employee') : message,
      ),
      ...Object.values(apiTokenMessages).flatMap((message) =>
        typeof message === 'function' ? [message(1), message(42)] : [message],
      ),
      ...[1_000, 60_000, 61_000, 15 * 60_000].map((ms) => rateLimited(ms).message),
      sessionOnlyMessage,
      INTERNAL_MESSAGE,
      DATABASE_UNAVAILABLE_MESSAGE,
    ];
    const unknown = exported.filter((message) => !isMessageKey(message) && findMessage(message) === null);
    expect(unknown).toEqual([]);
  });
});

describe('localize', () => {
  it('keeps English byte for byte, and unknown text as it is', () => {
    expect(localize('en', authMessages.signedOut)).toBe('Please log in to continue.');
    expect(localize('fil', 'Something only a library says')).toBe('Something only a library says');
  });

  it('translates a known message', () => {
    expect(localize('fil', authMessages.signedOut)).toBe(t('fil', 'auth:signedOut'));
    expect(localize('fil', authMessages.signedOut)).not.toBe(authMessages.signedOut);
  });

  it('fills a template from the English message, translating variables that are catalogue texts', () => {
    expect(localize('fil', 'Origin airport must be at most 100 characters')).toBe(
      'Dapat hindi hihigit sa 100 character ang paliparang pag-aalisan',
    );
    expect(localize('fil', 'No API route for GET /api/nope')).toBe('Walang API route para sa GET /api/nope');
  });

  it('leaves a message over 1 KB as it is, at once: only client-sent values make one that long', () => {
    // graphql-js writes variable values into its messages. This one makes the templated
    // "{{label}} can have at most {{max}} entries" backtrack at every repetition: about
    // 140 ms for 100 KB on two cores when it was tried.
    const crafted = ' can have at most x'.repeat(5500);
    const started = performance.now();
    expect(localize('fil', crafted)).toBe(crafted);
    expect(performance.now() - started).toBeLessThan(20);
    // Long enough to be skipped, even though it matches a template.
    const long = `${'x'.repeat(1100)} must be at most 100 characters`;
    expect(localize('fil', long)).toBe(long);
    // Every catalogue text is far shorter, so a message the services write is never skipped.
    for (const [key, text] of englishTexts()) expect(text.length, key).toBeLessThan(300);
    expect(localize('fil', 'Origin airport must be at most 100 characters')).not.toBe(
      'Origin airport must be at most 100 characters',
    );
  });

  it('picks plural forms by the count in the message', () => {
    const fiveMinutes = rateLimited(5 * 60_000).message;
    expect(fiveMinutes).toBe('Too many attempts. Please try again in 5 minutes.');
    expect(localize('fil', fiveMinutes)).toBe('Masyadong maraming pagsubok. Pakisubukang muli pagkalipas ng 5 minuto.');
    expect(t('en', 'tokens:rateLimited', { count: 1 })).toBe(apiTokenMessages.rateLimited(1));
    expect(t('en', 'tokens:rateLimited', { count: 3 })).toBe(apiTokenMessages.rateLimited(3));
  });
});

describe('t', () => {
  // i18next as the module configures it, writing every text itself.
  const reference = i18next.createInstance();
  void reference.init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    ns: Object.keys(resources.en),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  const keys = [...new Set(englishTexts().map(([key]) => key))] as MessageKey[];
  const variables = [
    ...new Set(englishTexts().flatMap(([, text]) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))),
  ];
  // Texts with none, all or half of their variables given, values of both kinds, plurals on both sides of one.
  const paramSets: MessageParams[] = [
    {},
    Object.fromEntries(variables.map((name, index) => [name, index % 2 ? `${name} value` : index])),
    { ...Object.fromEntries(variables.filter((_, index) => index % 2).map((name) => [name, 'Kyoto'])), count: 1 },
  ];

  it('writes every text of every catalogue exactly as i18next does, in both languages', () => {
    expect(keys.length).toBeGreaterThan(300);
    for (const locale of LOCALES) {
      for (const key of keys) {
        for (const params of paramSets) {
          expect(t(locale, key, params), `${locale} ${key}`).toBe(reference.t(key, { ...params, lng: locale }));
        }
      }
    }
  });

  it('keeps a variable that is not passed as written, as i18next does', () => {
    expect(t('en', 'planner:title.dayTrip', {})).toBe('Day trip to {{city}}');
    expect(t('en', 'planner:title.dayTrip', { city: 'Nara' })).toBe('Day trip to Nara');
  });
});
