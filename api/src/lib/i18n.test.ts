// The server catalogues are complete (same keys, variables and plural forms in
// both languages, nothing empty), every key the services name is in them, and
// their English is written there only: a message reaches a Filipino speaker in Filipino.
import { readdirSync, readFileSync } from 'node:fs';
import i18next from 'i18next';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../http/errors.js';
import { sessionOnlyMessage } from '../graphql/context.js';
import { dayChangeMessages, plannerMessages } from '../planners/planner.js';
import { tripRequestMessages } from '../domain/itinerary/trip-request.js';
import { apiTokenMessages } from '../services/api-tokens/api-tokens.js';
import { messages as authMessages } from '../services/auth/auth.js';
import { rateLimited } from '../services/auth/rate-limits.js';
import { calendarMessages } from '../services/calendar/calendar.js';
import { contactMessages } from '../services/contact/contact.js';
import { localSecretsMessages } from '../services/local-secrets/local-secrets.js';
import { readinessMessages } from '../services/readiness/readiness.js';
import { expenseMessages } from '../services/expenses/expenses.js';
import { shareLinkMessages } from '../services/trips/share-links.js';
import { tripPlaceMessages } from '../services/trips/trip-places.js';
import { memberMessages } from '../services/trips/trip-members.js';
import { tripMessages } from '../services/trips/trips.js';
import { visaMessages } from '../services/visa/visa.js';
import { INTERNAL_MESSAGE, type AppError } from './errors.js';
import { parseInput } from './validation.js';
import { english, fromZodMessage, message, toMessage, translate, zodMessage, type MessageLike } from './messages.js';
import {
  englishTexts,
  isMessageKey,
  LOCALES,
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

  it('hold every message the services export, with the variables they fill', () => {
    const exported: MessageLike[] = [
      ...Object.values(authMessages),
      ...Object.values(tripMessages),
      ...Object.values(shareLinkMessages),
      ...Object.values(memberMessages),
      ...Object.values(expenseMessages),
      ...Object.values(tripPlaceMessages),
      ...Object.values(readinessMessages),
      ...Object.values(localSecretsMessages),
      ...Object.values(contactMessages),
      ...Object.values(tripRequestMessages),
      ...Object.values(plannerMessages),
      ...Object.values(dayChangeMessages),
      ...Object.values(calendarMessages),
      ...Object.values(apiTokenMessages),
      visaMessages.countryRequired,
      visaMessages.countryUnknown,
      visaMessages.purposeRequired,
      visaMessages.purposeUnknown,
      visaMessages.nationalityText,
      visaMessages.homeCountry,
      ...[1_000, 60_000, 61_000, 15 * 60_000].map((ms) => rateLimited(ms).userMessage),
      sessionOnlyMessage,
      INTERNAL_MESSAGE,
      DATABASE_UNAVAILABLE_MESSAGE,
    ];
    for (const value of exported) {
      const { key } = toMessage(value);
      expect(isMessageKey(key), key).toBe(true);
    }
  });

  it('hold every key the server code names, and no English sentence of theirs is written in the code', () => {
    const sources = readdirSync(new URL('..', import.meta.url), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('generated'))
      .map((file) => [file, readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')] as const);
    // Messages only: the planner, checklist and visa answer phrases are written with t() in the reader's language.
    const PHRASES = ['planner:', 'readiness:checklist.', 'visa:answer.'];
    const sentences = new Set(
      englishTexts()
        .filter(([key, text]) => !PHRASES.some((prefix) => key.startsWith(prefix)) && / \S+ /.test(text))
        .map(([, text]) => text),
    );
    // API token scopes are spelled like keys.
    const SCOPE_NAMES = new Set(['trips:read', 'trips:write']);
    const missing: string[] = [];
    const english: string[] = [];
    for (const [file, source] of sources) {
      for (const [, literal] of source.matchAll(
        /'((?:auth|contact|deals|emails|errors|generation|localSecrets|planner|readiness|tokens|trips|visa):[\w.]+)'/g,
      )) {
        if (!isMessageKey(literal!) && !SCOPE_NAMES.has(literal!)) missing.push(`${file}: ${literal}`);
      }
      const code = source.replace(/^\s*(\/\/|\/\*|\*).*$/gm, ''); // comments quote messages
      for (const [, single, double] of code.matchAll(/'((?:[^'\\\n]|\\.)+)'|"([^"\n]+)"/g)) {
        const literal = single?.replace(/\\'/g, "'") ?? double!;
        if (sentences.has(literal)) english.push(`${file}: ${literal}`);
      }
    }
    expect(missing).toEqual([]);
    expect(english).toEqual([]);
  });
});

describe('messages', () => {
  it('are written in the language asked for, message variables (a field label) translated too', () => {
    const cities = message('trips:validation.listMax', { label: message('trips:labels.cities'), max: 20 });
    expect(english(cities)).toBe('Cities can have at most 20 entries');
    expect(translate('fil', cities)).toBe(
      t('fil', 'trips:validation.listMax', { label: t('fil', 'trips:labels.cities'), max: 20 }),
    );
    expect(translate('fil', cities)).not.toBe(english(cities));
  });

  it('travel through zod as the key and its variables, and nothing else is read as one', () => {
    const cities = message('trips:validation.listMax', { label: message('trips:labels.cities'), max: 20 });
    expect(fromZodMessage(zodMessage(cities))).toEqual(cities);
    expect(fromZodMessage('auth:signedOut')).toEqual(message('auth:signedOut'));
    expect(fromZodMessage('Please log in to continue.')).toBeNull();
    expect(fromZodMessage('auth:noSuchKey')).toBeNull();
    expect(fromZodMessage('auth:signedOut{"label":{"key":"nope:x","params":{}}}')).toBeNull();
    expect(fromZodMessage('Invalid input: expected string, received number')).toBeNull();
  });

  it("come out of parseInput as the rule said them; a check without one names the field, in the reader's language", () => {
    const schema = z.object({
      cities: z
        .array(z.string())
        .max(1, zodMessage('trips:validation.listMax', { label: message('trips:labels.cities'), max: 1 })),
      day: z.number().optional(),
      kind: z.enum(['budget', 'experience']).optional(),
    });
    const refused = (input: unknown) => {
      try {
        parseInput(schema, input);
      } catch (error) {
        return error as AppError;
      }
      throw new Error('accepted');
    };
    const tooMany = refused({ cities: ['Kyoto', 'Nara'] });
    expect(tooMany.message).toBe('Cities can have at most 1 entries');
    expect(tooMany.details).toEqual({ field: 'cities' });
    expect(tooMany.text('fil')).toBe(
      t('fil', 'trips:validation.listMax', { label: t('fil', 'trips:labels.cities'), max: 1 }),
    );
    const wrongType = refused({ cities: [], day: 'one' });
    expect(wrongType.message).toBe('day must be a number.');
    expect(wrongType.text('fil')).toBe('Dapat numero ang day.');
    expect(wrongType.details).toEqual({ field: 'day' });
    const missing = refused({});
    expect(missing.message).toBe('cities must be a list.');
    const badEntry = refused({ cities: [3] });
    expect(badEntry.message).toBe('cities.0 must be text.');
    expect(refused({ cities: [], extra: 1, day: Number.NaN }).message).toBe('day must be a number.');
    const notAChoice = refused({ cities: [], kind: 'sometimes' });
    expect(notAChoice.message).toBe('kind is not valid.');
    expect(notAChoice.text('fil')).toBe('Hindi tanggap ang kind.');
  });

  it('pick plural forms by count', () => {
    expect(english(rateLimited(5 * 60_000).userMessage)).toBe('Too many attempts. Please try again in 5 minutes.');
    expect(translate('fil', rateLimited(5 * 60_000).userMessage)).toBe(
      'Masyadong maraming pagsubok. Pakisubukang muli pagkalipas ng 5 minuto.',
    );
    expect(english(rateLimited(1_000).userMessage)).toBe('Too many attempts. Please try again in a minute.');
    expect(english(message(apiTokenMessages.rateLimited, { count: 1 }))).toBe(
      'Too many requests with this API token. Please try again in 1 second.',
    );
    expect(english(message(apiTokenMessages.rateLimited, { count: 3 }))).toBe(
      'Too many requests with this API token. Please try again in 3 seconds.',
    );
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
