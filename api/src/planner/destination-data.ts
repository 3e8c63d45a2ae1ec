// The shape of the curated destination data in api/data/destinations/<CC>.json,
// which the offline planner plans from. Every fact carries a source id from the
// file's `sources` list, and every source its date: we never invent a place,
// price or rule. Loaded and validated once per process.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

export const PREFERENCES = ['landmarks', 'food', 'shopping', 'adventure', 'culture', 'instagrammable'] as const;
export type Preference = (typeof PREFERENCES)[number];

export const DESTINATION_COUNTRIES = [
  'JP',
  'KR',
  'SG',
  'TH',
  'VN',
  'AU',
  'US',
  'MY',
  'ID',
  'HK',
  'AE',
  'UK',
  'FR',
  'IT',
  'ES',
] as const;
export type DestinationCountry = (typeof DESTINATION_COUNTRIES)[number];

const text = z.string().trim().min(1);
const sourceIds = z.array(text).min(1);
/** Low and high of a typical price, in the country's currency unless the field says PHP. */
const range = z.tuple([z.number().min(0), z.number().min(0)]).refine(([low, high]) => low <= high, 'low > high');

export const sourceSchema = z.object({
  id: text,
  title: text,
  url: z.url(),
  /** The date the source states (or, failing that, when it was read): YYYY, YYYY-MM or YYYY-MM-DD. */
  date: z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/),
});

/** Something to do, eat or see. Costs are per person, in local currency; 0 when free. */
export const placeSchema = z.object({
  name: text,
  kind: z.enum(['attraction', 'food', 'market', 'shopping', 'neighbourhood', 'nature', 'experience', 'day-trip']),
  tags: z.array(z.enum(PREFERENCES)).min(1),
  description: text,
  /** Typical spend for a budget traveller and for one paying for the better experience (e.g. tickets, a tasting menu). */
  cost: z.object({ budget: z.number().min(0), experience: z.number().min(0) }),
  /** Hours to set aside, so the planner fills a day sensibly. */
  hours: z.number().min(0.5).max(12),
  sources: sourceIds,
});

export const citySchema = z.object({
  name: text,
  /** false: a commonly recommended place no source named (kept from shared/data, shown with less weight). */
  sourced: z.boolean(),
  sources: z.array(text),
  summary: text,
  /** Where to stay: area and nightly room price, local currency. */
  stay: z.object({
    budget: z.object({ area: text, type: text, nightly: range }),
    experience: z.object({ area: text, type: text, nightly: range }),
    sources: sourceIds,
  }),
  gettingAround: z.object({
    description: text,
    /** Local transport per person per day, local currency. */
    daily: z.object({ budget: z.number().min(0), experience: z.number().min(0) }),
    sources: sourceIds,
  }),
  /** Meals per person per day, local currency. */
  mealsDaily: z.object({ budget: z.number().min(0), experience: z.number().min(0), sources: sourceIds }),
  /** How to get here from the previous city on a route (train, bus, flight), for travel days. */
  arrival: z
    .object({ description: text, cost: z.object({ budget: z.number().min(0), experience: z.number().min(0) }) })
    .optional(),
  places: z.array(placeSchema),
});

export const monthSchema = z.object({
  season: text,
  weather: text,
  notes: z.array(text),
  events: z.array(z.object({ name: text, where: text.optional(), note: text.optional() })),
  sources: sourceIds,
});

export const countrySchema = z.object({
  code: z.enum(DESTINATION_COUNTRIES),
  name: text,
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** Cities or areas, 8 to 20, most visited first; the first ones with international flights from the Philippines. */
  cities: z.array(citySchema).min(8).max(20),
  /** Round-trip economy fare from Manila, PHP, per person; `directFrom` lists PH airports with direct flights. */
  flights: z.object({
    fromManilaPHP: z.object({ budget: range, experience: range }),
    directFrom: z.array(z.enum(['MNL', 'CEB', 'DVO', 'MPH', 'CRK', 'ILO', 'BCD', 'USU', 'TAG', 'KLO'])).min(1),
    gatewayCities: z.array(text).min(1),
    sources: sourceIds,
  }),
  months: z.object(
    Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), monthSchema])) as Record<
      string,
      typeof monthSchema
    >,
  ),
  tips: z.array(z.object({ text, sources: sourceIds })),
  sources: z.array(sourceSchema).min(1),
  /** When this file's facts were last checked. */
  lastChecked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

export type Place = z.infer<typeof placeSchema>;
export type City = z.infer<typeof citySchema>;
export type CountryData = z.infer<typeof countrySchema>;

const dataDir = new URL('../../data/destinations/', import.meta.url);
const cache = new Map<DestinationCountry, CountryData>();

/** Every source id a fact cites must be listed in the file's `sources`. */
export function checkSourceReferences(country: CountryData): string[] {
  const known = new Set(country.sources.map((source) => source.id));
  const cited = [
    ...country.cities.flatMap((city) => [
      ...city.sources,
      ...city.stay.sources,
      ...city.gettingAround.sources,
      ...city.mealsDaily.sources,
      ...city.places.flatMap((place) => place.sources),
    ]),
    ...country.flights.sources,
    ...Object.values(country.months).flatMap((month) => month.sources),
    ...country.tips.flatMap((tip) => tip.sources),
  ];
  return [...new Set(cited.filter((id) => !known.has(id)))];
}

export function loadCountry(code: DestinationCountry): CountryData {
  let country = cache.get(code);
  if (!country) {
    const raw: unknown = JSON.parse(readFileSync(new URL(`${code}.json`, dataDir), 'utf8'));
    country = countrySchema.parse(raw);
    cache.set(code, country);
  }
  return country;
}
