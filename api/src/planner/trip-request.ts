// The trip request form (docs/product/trip-planning.md): its fixed choices and the zod rules
// every generation goes through, whichever planner answers. The web form reads
// the same choices through the `tripFormOptions` query instead of copying them.
import { z } from 'zod';
import { PREFERENCES, TRIP_COUNTRIES, type Preference, type TripCountry } from './destination-data.js';
import type { MessageKey } from '../lib/i18n.js';

export const ORIGIN_AIRPORTS = [
  { code: 'MNL', label: 'Manila' },
  { code: 'CEB', label: 'Cebu' },
  { code: 'DVO', label: 'Davao' },
  { code: 'MPH', label: 'Boracay/Caticlan' },
  { code: 'CRK', label: 'Clark' },
  { code: 'ILO', label: 'Iloilo' },
  { code: 'BCD', label: 'Bacolod' },
  { code: 'USU', label: 'Busuanga' },
  { code: 'TAG', label: 'Tagbilaran' },
  { code: 'KLO', label: 'Kalibo' },
] as const;
export type OriginAirport = (typeof ORIGIN_AIRPORTS)[number]['code'];

export const COUNTRY_NAMES: Record<TripCountry, string> = {
  JP: 'Japan',
  KR: 'South Korea',
  SG: 'Singapore',
  TH: 'Thailand',
  VN: 'Vietnam',
  AU: 'Australia',
  US: 'United States',
  MY: 'Malaysia',
  ID: 'Indonesia',
  HK: 'Hong Kong',
  AE: 'United Arab Emirates',
  UK: 'United Kingdom',
  FR: 'France',
  IT: 'Italy',
  ES: 'Spain',
  PH: 'Philippines',
};

export const CURRENCIES = [
  { code: 'PHP', label: 'Philippine Peso', symbol: '₱' },
  { code: 'USD', label: 'US Dollar', symbol: '$' },
  { code: 'EUR', label: 'Euro', symbol: '€' },
  { code: 'JPY', label: 'Japanese Yen', symbol: '¥' },
  { code: 'KRW', label: 'South Korean Won', symbol: '₩' },
  { code: 'SGD', label: 'Singapore Dollar', symbol: 'S$' },
  { code: 'THB', label: 'Thai Baht', symbol: '฿' },
  { code: 'AUD', label: 'Australian Dollar', symbol: 'A$' },
] as const;
export type Currency = (typeof CURRENCIES)[number]['code'];

export const PREFERENCE_LABELS: Record<Preference, string> = {
  landmarks: 'Landmarks',
  food: 'Food',
  shopping: 'Shopping',
  adventure: 'Adventure',
  culture: 'Culture',
  instagrammable: 'Instagrammable Spots',
};

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** docs/product/trip-planning.md: the generation form's limits and defaults. */
export const TRIP_FORM_LIMITS = {
  durationMin: 1,
  durationMax: 30,
  defaultDuration: 7,
  budgetMin: 1000,
  budgetStep: 1000,
  defaultBudget: 50000,
  defaultCurrency: 'PHP' as Currency,
};

export const tripRequestMessages = {
  origin: 'generation:validation.origin',
  country: 'generation:validation.country',
  currency: 'generation:validation.currency',
  durationMin: 'generation:validation.durationMin',
  budget: 'generation:validation.budget',
  preferences: 'generation:validation.preferences',
  originUnknown: 'generation:validation.originUnknown',
  countryUnknown: 'generation:validation.countryUnknown',
  currencyUnknown: 'generation:validation.currencyUnknown',
  durationMax: 'generation:validation.durationMax',
  month: 'generation:validation.month',
  time: 'generation:validation.time',
  cities: 'generation:validation.cities',
} as const;

const m = tripRequestMessages;
const codes = <T extends string>(list: readonly { code: T }[]) => list.map((entry) => entry.code) as [T, ...T[]];

/** A required choice: missing or blank gives the field's "required" message, anything off the list the other one. */
export const choice = <T extends string>(values: readonly [T, ...T[]], required: MessageKey, unknown: MessageKey) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(values, { error: unknown }));

/** Form inputs arrive as numbers or, from the landing form, numeric text. */
const numeric = (message: MessageKey) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).finite(message),
  );

const time = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: m.time })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.time)
    .nullish()
    .transform((value) => value ?? null),
);

/**
 * The request as validated. City names are checked against the destination's
 * curated list by the service, which knows where that list lives.
 */
export const tripRequestSchema = z.object(
  {
    originAirport: choice(codes(ORIGIN_AIRPORTS), m.origin, m.originUnknown),
    destinationCountry: choice(TRIP_COUNTRIES as unknown as [TripCountry], m.country, m.countryUnknown),
    cities: z
      .array(z.string({ error: m.cities }).trim().min(1, m.cities).max(100, m.cities), { error: m.cities })
      .max(30, m.cities)
      .nullish()
      .transform((cities) => [...new Set(cities ?? [])]),
    // docs/product/trip-planning.md: the month falls back to 1 when the form sends none.
    travelMonth: numeric(m.month)
      .pipe(z.number().int(m.month).min(1, m.month).max(12, m.month))
      .nullish()
      .transform((month) => month ?? 1),
    currency: choice(codes(CURRENCIES), m.currency, m.currencyUnknown),
    duration: numeric(m.durationMin).pipe(
      z.number().int('generation:validation.durationWhole').min(1, m.durationMin).max(30, m.durationMax),
    ),
    budget: numeric(m.budget).pipe(
      z.number().gt(0, m.budget).max(1_000_000_000, 'generation:validation.budgetTooLarge'),
    ),
    preferences: z
      .array(z.enum(PREFERENCES, { error: m.preferences }), { error: m.preferences })
      .min(1, m.preferences)
      .transform((preferences) => [...new Set(preferences)]),
    departureTime: time,
    returnTime: time,
  },
  { error: 'generation:validation.notObject' },
);

export type TripRequest = z.output<typeof tripRequestSchema>;
