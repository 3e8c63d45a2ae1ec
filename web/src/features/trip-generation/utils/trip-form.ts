// The trip request form's values (spec §3), its validation (spec §5) and the
// request it becomes. Number inputs are held as text, so a field can be
// cleared while typing; the landing form holds the month as text too.
import type { TripFormOptions } from '@/lib/trip-form-options';

export interface TripFormValues {
  originAirport: string;
  destinationCountry: string;
  cities: string[];
  travelMonth: string;
  currency: string;
  duration: string;
  budget: string;
  preferences: string[];
  departureTime: string;
  returnTime: string;
}

/** What POST /api/generate-trip and the customize hand-off take (the TripRequestInput fields). */
export interface TripRequest {
  originAirport: string;
  destinationCountry: string;
  cities: string[];
  travelMonth: number;
  currency: string;
  duration: number;
  budget: number;
  preferences: string[];
  departureTime: string | null;
  returnTime: string | null;
}

export type TripFormField = keyof TripFormValues;
export type TripFormErrors = Partial<Record<TripFormField, string>>;

export const tripFormMessages = {
  originAirport: 'Origin airport is required',
  destinationCountry: 'Destination country is required',
  currency: 'Currency is required',
  duration: 'Duration must be at least 1 day',
  durationMax: 'Duration must be at most 30 days',
  budget: 'Budget must be greater than 0',
  preferences: 'Select at least one preference',
} as const;

/** Spec §3 defaults: no origin or destination, the current month, and the API's duration, budget and currency. */
export function defaultTripFormValues(options: TripFormOptions, today = new Date()): TripFormValues {
  const { limits } = options;
  return {
    originAirport: '',
    destinationCountry: '',
    cities: [],
    travelMonth: String(today.getMonth() + 1),
    currency: limits.defaultCurrency,
    duration: String(limits.defaultDuration),
    budget: String(limits.defaultBudget),
    preferences: [],
    departureTime: '',
    returnTime: '',
  };
}

/** The selects' and toggles' choices as the forms show them, e.g. "Manila (MNL)" and "PHP – Philippine Peso". */
export function formChoices(options: TripFormOptions) {
  return {
    airports: options.originAirports.map(({ code, label }) => ({ value: code, label: `${label} (${code})` })),
    countries: options.destinationCountries.map(({ code, name }) => ({ value: code, label: name })),
    months: options.months.map(({ value, label }) => ({ value: String(value), label })),
    currencies: options.currencies.map(({ code, label }) => ({ value: code, label: `${code} – ${label}` })),
    preferences: options.preferences.map(({ key, label }) => ({ value: key, label })),
  };
}

/** The cities the form offers for a country; none when the country has no list. */
export const citiesOf = (options: TripFormOptions, countryCode: string) =>
  options.destinationCountries.find((country) => country.code === countryCode)?.cities ?? [];

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;

/**
 * Values saved before sign-in (or handed over by the landing form), laid over
 * the defaults. Anything the form does not offer is dropped, so a stale or
 * edited entry in session storage cannot put an unknown choice in a select.
 */
export function mergeTripFormValues(options: TripFormOptions, saved: unknown): TripFormValues {
  const values = defaultTripFormValues(options);
  if (typeof saved !== 'object' || saved === null) return values;
  const raw = saved as Record<string, unknown>;
  const pick = (value: string | undefined, allowed: readonly string[]) =>
    value !== undefined && allowed.includes(value) ? value : undefined;

  const originAirport = pick(
    text(raw.originAirport),
    options.originAirports.map((airport) => airport.code),
  );
  const destinationCountry = pick(
    text(raw.destinationCountry),
    options.destinationCountries.map((country) => country.code),
  );
  const countryCities = destinationCountry ? citiesOf(options, destinationCountry) : [];
  const currency = pick(
    text(raw.currency),
    options.currencies.map((entry) => entry.code),
  );
  const travelMonth = pick(
    text(raw.travelMonth),
    options.months.map((month) => String(month.value)),
  );
  const preferenceKeys = options.preferences.map((preference) => preference.key);
  const time = (value: unknown) => {
    const candidate = text(value);
    return candidate && /^\d{2}:\d{2}$/.test(candidate) ? candidate : '';
  };

  return {
    originAirport: originAirport ?? values.originAirport,
    destinationCountry: destinationCountry ?? values.destinationCountry,
    cities: (texts(raw.cities) ?? []).filter((city) => countryCities.includes(city)),
    travelMonth: travelMonth ?? values.travelMonth,
    currency: currency ?? values.currency,
    duration: text(raw.duration) ?? values.duration,
    budget: text(raw.budget) ?? values.budget,
    preferences: (texts(raw.preferences) ?? []).filter((key) => preferenceKeys.includes(key)),
    departureTime: time(raw.departureTime),
    returnTime: time(raw.returnTime),
  };
}

const asNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** Spec §5's messages, one per field, in the order the form shows the fields. */
export function validateTripForm(values: TripFormValues, options: TripFormOptions): TripFormErrors {
  const errors: TripFormErrors = {};
  if (!values.originAirport) errors.originAirport = tripFormMessages.originAirport;
  if (!values.destinationCountry) errors.destinationCountry = tripFormMessages.destinationCountry;
  if (!values.currency) errors.currency = tripFormMessages.currency;
  const duration = asNumber(values.duration);
  if (!(duration >= options.limits.durationMin)) errors.duration = tripFormMessages.duration;
  else if (duration > options.limits.durationMax) errors.duration = tripFormMessages.durationMax;
  // Compared as sent: the request carries whole units.
  if (!(Math.round(asNumber(values.budget)) > 0)) errors.budget = tripFormMessages.budget;
  if (values.preferences.length === 0) errors.preferences = tripFormMessages.preferences;
  return errors;
}

export function toTripRequest(values: TripFormValues): TripRequest {
  return {
    originAirport: values.originAirport,
    destinationCountry: values.destinationCountry,
    cities: values.cities,
    travelMonth: Number(values.travelMonth),
    currency: values.currency,
    // Whole days and whole units of money: the number inputs accept decimals.
    duration: Math.round(Number(values.duration)),
    budget: Math.round(Number(values.budget)),
    preferences: values.preferences,
    departureTime: values.departureTime || null,
    returnTime: values.returnTime || null,
  };
}
