// The shape of api/data/local-secrets/<CC>.json: curated real places around the
// main city of each destination (the 15 foreign ones and the Philippines), for the Local Secrets finder (docs/product/local-secrets.md).
// Every place cites sources (ids from its own file or from the country's
// api/data/destinations file) and a lastChecked date; opening hours are null
// unless confirmed, so the finder never guesses Open or Closed. Loaded and
// checked once per process; the same checks run in a test.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { loadCountry, sourceSchema, TRIP_COUNTRIES, type TripCountry } from './destination-data.js';
import { WEEKDAYS, type OpeningHours } from './opening-hours.js';
import { LOCAL_SECRET_CATEGORIES, type LocalSecretCategory } from '@lakbay/validation/local-secrets-fields';

const text = z.string().trim().min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const coordinates = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).strict();
/** "HH:MM-HH:MM"; an end before the start runs past midnight, 24:00 is the end of the day. */
const span = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d-(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'a span is HH:MM-HH:MM');

const hoursSchema = z
  .union([
    z.object({ always: z.literal(true), note: text.optional() }).strict(),
    z
      .object({
        weekly: z.object(
          Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(span)])) as Record<
            (typeof WEEKDAYS)[number],
            z.ZodArray<typeof span>
          >,
        ),
        note: text.optional(),
      })
      .strict(),
  ])
  .nullable();

const citedText = z.object({ text, sources: z.array(text).min(1) }).strict();

const placeSchema = z
  .object({
    id: z.string().regex(/^[a-z]{2}-[a-z0-9-]+$/, 'ids are lower-case, starting with the country code'),
    name: text,
    type: text,
    category: z.enum(LOCAL_SECRET_CATEGORIES),
    coordinates,
    address: text,
    /**
     * No cited source confirms the map position: it is placed from the address or
     * area and may be off by a few hundred metres. The app says so on the place.
     */
    approximateLocation: z.literal(true).optional(),
    /** The matching place in api/data/destinations/<CC>.json; its description is the default. */
    destinationPlace: text.optional(),
    description: text.optional(),
    /** Lakbay pick score, 1 to 5 in halves: how strongly the curators recommend it. Not a review average. */
    rating: z.number().min(1).max(5).multipleOf(0.5),
    /** 0 free, 1 inexpensive, 2 moderate, 3 expensive, 4 very expensive. */
    priceLevel: z.number().int().min(0).max(4),
    hours: hoursSchema,
    insiderTip: text,
    sources: z.array(text).min(1),
    /** The city's Hidden Gem tip card names this place. */
    hiddenGem: z.literal(true).optional(),
    lastChecked: isoDate,
  })
  .strict();

const citySchema = z
  .object({
    name: text,
    /** IANA zone of every place in the city: opening hours are read in it. */
    timeZone: text.refine(isKnownTimeZone, 'unknown IANA time zone'),
    center: coordinates,
    bestTime: citedText,
    etiquette: citedText,
    places: z.array(placeSchema).min(6),
  })
  .strict();

const fileSchema = z
  .object({
    about: text,
    country: z.enum(TRIP_COUNTRIES),
    lastChecked: isoDate,
    sources: z.array(sourceSchema),
    cities: z.array(citySchema).min(1),
  })
  .strict();
type LocalSecretsFile = z.infer<typeof fileSchema>;

export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface SourceRef {
  title: string;
  url: string;
  date: string;
}

export interface CuratedPlace {
  id: string;
  name: string;
  type: string;
  category: LocalSecretCategory;
  coordinates: { lat: number; lng: number };
  address: string;
  /** The coordinates come from the address or area, not from a cited source: they may be a few hundred metres off. */
  approximateLocation: boolean;
  description: string;
  rating: number;
  priceLevel: number;
  hours: OpeningHours | null;
  insiderTip: string;
  sources: SourceRef[];
  lastChecked: string;
  hiddenGem: boolean;
  /** The same place in api/data/destinations/<CC>.json, when it is there. */
  destinationPlace: string | null;
  timeZone: string;
  city: string;
  country: TripCountry;
}

export interface CuratedCity {
  name: string;
  country: TripCountry;
  countryName: string;
  timeZone: string;
  center: { lat: number; lng: number };
  bestTime: string;
  etiquette: string;
  places: CuratedPlace[];
}

/**
 * Cross-checks against the destination data: cited source ids exist, a
 * `destinationPlace` names a real entry there, a place without one has its own
 * description, ids are unique, and each city has exactly one hidden gem.
 */
export function checkLocalSecretsFile(file: LocalSecretsFile): string[] {
  const country = loadCountry(file.country);
  const known = new Set([...country.sources, ...file.sources].map((source) => source.id));
  const destinationPlaces = new Set(country.cities.flatMap((city) => city.places.map((place) => place.name)));
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const city of file.cities) {
    const cited = [...city.bestTime.sources, ...city.etiquette.sources, ...city.places.flatMap((p) => p.sources)];
    for (const id of cited) if (!known.has(id)) problems.push(`${city.name}: unknown source ${id}`);
    if (city.places.filter((place) => place.hiddenGem).length !== 1) {
      problems.push(`${city.name}: mark exactly one hidden gem`);
    }
    for (const place of city.places) {
      if (ids.has(place.id)) problems.push(`duplicate place id ${place.id}`);
      ids.add(place.id);
      if (!place.id.startsWith(`${file.country.toLowerCase()}-`))
        problems.push(`${place.id}: id must start with the country code`);
      if (place.destinationPlace && !destinationPlaces.has(place.destinationPlace)) {
        problems.push(`${place.id}: no destination place named "${place.destinationPlace}"`);
      }
      if (!place.destinationPlace && !place.description) problems.push(`${place.id}: needs a description`);
    }
  }
  return problems;
}

/** Validates one file's raw contents; throws a ZodError naming every problem. */
export function parseLocalSecretsFile(raw: unknown): CuratedCity[] {
  const file = fileSchema
    .superRefine((parsed, context) => {
      for (const problem of checkLocalSecretsFile(parsed)) context.addIssue({ code: 'custom', message: problem });
    })
    .parse(raw);
  const country = loadCountry(file.country);
  const sources = new Map([...country.sources, ...file.sources].map((source) => [source.id, source]));
  const descriptions = new Map(country.cities.flatMap((city) => city.places.map((place) => [place.name, place])));
  return file.cities.map((city) => ({
    name: city.name,
    country: file.country,
    countryName: country.name,
    timeZone: city.timeZone,
    center: city.center,
    bestTime: city.bestTime.text,
    etiquette: city.etiquette.text,
    places: city.places.map(
      ({ destinationPlace, description, sources: ids, hiddenGem, approximateLocation, ...place }) => ({
        ...place,
        approximateLocation: approximateLocation ?? false,
        description: description ?? descriptions.get(destinationPlace!)!.description,
        sources: ids.map((id) => {
          const { title, url, date } = sources.get(id)!;
          return { title, url, date };
        }),
        hiddenGem: hiddenGem ?? false,
        destinationPlace: destinationPlace ?? null,
        timeZone: city.timeZone,
        city: city.name,
        country: file.country,
      }),
    ),
  }));
}

const dataDir = new URL('../../../data/local-secrets/', import.meta.url);

export function readLocalSecretsFile(code: TripCountry): unknown {
  return JSON.parse(readFileSync(new URL(`${code}.json`, dataDir), 'utf8'));
}

let cached: CuratedCity[] | undefined;

/** Every curated city of the 15 foreign destinations and of the Philippines (issue #19). */
export function loadLocalSecrets(): CuratedCity[] {
  cached ??= TRIP_COUNTRIES.flatMap((code) => parseLocalSecretsFile(readLocalSecretsFile(code)));
  return cached;
}
