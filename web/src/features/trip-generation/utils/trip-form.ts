// The trip request form's values and choices (docs/product/trip-planning.md;
// its rules: trip-form-rules.ts). Number inputs are held as text, so a field
// can be cleared while typing; the month is held as text too.
import { currencyName, i18n, monthName } from '@/lib/i18n';
import type { TripFormOptions } from '@/entities/trip/api/trip-form-options';
import type generation from '@/locales/en/generation.json';

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

/** The defaults of docs/product/trip-planning.md: no origin or destination, the current month, and the API's duration, budget and currency. */
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

/** A preference in the active language; one the catalogue does not know yet keeps the API's name. */
function preferenceName(key: string, label: string) {
  const known = (candidate: string): candidate is keyof typeof generation.preferences =>
    i18n.exists(`generation:preferences.${candidate}`);
  return known(key) ? i18n.t(`generation:preferences.${key}`) : label;
}

/**
 * The selects' and toggles' choices as the forms show them, in the active
 * language, e.g. "Manila (MNL)" and "PHP – Philippine Peso". Country and city
 * names are proper names and stay as the API sends them.
 */
export function formChoices(options: TripFormOptions) {
  return {
    airports: options.originAirports.map(({ code, label }) => ({ value: code, label: `${label} (${code})` })),
    countries: options.destinationCountries.map(({ code, name }) => ({ value: code, label: name })),
    months: options.months.map(({ value }) => ({ value: String(value), label: monthName(value) })),
    currencies: options.currencies.map(({ code, label }) => ({
      value: code,
      label: `${code} – ${currencyName(code, label)}`,
    })),
    preferences: options.preferences.map(({ key, label }) => ({ value: key, label: preferenceName(key, label) })),
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
