// The trip request form (docs/product/trip-planning.md): its fixed choices and the zod rules
// every generation goes through, whichever planner answers. The web form reads
// the same choices through the `tripFormOptions` query instead of copying them.
import { tripRequestForm } from '@lakbay/validation/trip-request';
import { z } from 'zod';
import { PREFERENCES, TRIP_COUNTRIES, type Preference, type TripCountry } from '../catalogue/destination-data.js';
import { message } from '../../lib/messages.js';

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

/** The rules' messages (validation/src/locales), for the tests and the other checks of a trip's country and month. */
export const tripRequestMessages = {
  origin: 'validation:tripRequest.origin',
  country: 'validation:tripRequest.country',
  currency: 'validation:tripRequest.currency',
  durationMin: 'validation:tripRequest.durationMin',
  budget: 'validation:tripRequest.budget',
  preferences: 'validation:tripRequest.preferences',
  originUnknown: 'validation:tripRequest.originUnknown',
  countryUnknown: 'validation:tripRequest.countryUnknown',
  currencyUnknown: 'validation:tripRequest.currencyUnknown',
  durationMax: message('validation:tripRequest.durationMax', { max: TRIP_FORM_LIMITS.durationMax }),
  month: 'validation:tripRequest.month',
  time: 'validation:tripRequest.time',
  cities: 'validation:tripRequest.cities',
} as const;

const codes = <T extends string>(list: readonly { code: T }[]) => list.map((entry) => entry.code) as [T, ...T[]];

/**
 * The request as validated: the rules the /generate-trip form checks too
 * (@lakbay/validation/trip-request), over the API's lists. City names are
 * checked against the destination's curated list by the service, which knows
 * where that list lives.
 */
export const tripRequestSchema = z.object(
  tripRequestForm({
    originAirports: codes(ORIGIN_AIRPORTS),
    countries: TRIP_COUNTRIES as unknown as [TripCountry],
    currencies: codes(CURRENCIES),
    preferences: PREFERENCES as unknown as [Preference],
    durationMin: TRIP_FORM_LIMITS.durationMin,
    durationMax: TRIP_FORM_LIMITS.durationMax,
  }).shape,
  { error: 'generation:validation.notObject' },
);

export type TripRequest = z.output<typeof tripRequestSchema>;
