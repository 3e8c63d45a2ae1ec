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

/** The Philippines: the 16th destination, for trips at home (no visa, travel tax or eTravel). */
export const DOMESTIC_COUNTRY = 'PH';
/** Every country a trip can be planned to: the spec's 15 foreign ones, then the Philippines. */
export const TRIP_COUNTRIES = [...DESTINATION_COUNTRIES, DOMESTIC_COUNTRY] as const;
export type TripCountry = (typeof TRIP_COUNTRIES)[number];

/** The origin airports of the trip request form (docs/product/trip-planning.md). */
export const ORIGIN_AIRPORT_CODES = ['MNL', 'CEB', 'DVO', 'MPH', 'CRK', 'ILO', 'BCD', 'USU', 'TAG', 'KLO'] as const;
export type OriginAirportCode = (typeof ORIGIN_AIRPORT_CODES)[number];

const text = z.string().trim().min(1);
const sourceIds = z.array(text).min(1);
/** Low and high of a typical price, in the country's currency unless the field says PHP. */
const range = z.tuple([z.number().min(0), z.number().min(0)]).refine(([low, high]) => low <= high, 'low > high');

export const sourceSchema = z.object({
  id: text,
  title: text,
  url: z.url(),
  /** The date the source states, YYYY, YYYY-MM or YYYY-MM-DD; for an `undated` source, the day it was read. */
  date: z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/),
  /** The page states no date of its own. */
  undated: z.literal(true).optional(),
  /** A Lakbay curator's estimate (typical prices or fares), not a published source; `url` is where to check it. */
  estimate: z.literal(true).optional(),
});

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/**
 * Where a place is: cited when a source gives the coordinates, else approximate with how it was placed
 * (api/data/README.md).
 */
export const positionSchema = z.union([
  z.strictObject({ lat: latitude, lng: longitude, source: text }),
  z.strictObject({ lat: latitude, lng: longitude, approximate: text }),
]);

const timeSpan = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/);
/** A time of day, "HH:MM". */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const weekday = z.array(timeSpan);

/** Regular opening hours, where a source gives them (local time). */
export const openSchema = z.union([
  z.strictObject({ always: z.literal(true), note: text.optional(), sources: sourceIds }),
  z.strictObject({
    weekly: z.strictObject({
      mon: weekday,
      tue: weekday,
      wed: weekday,
      thu: weekday,
      fri: weekday,
      sat: weekday,
      sun: weekday,
    }),
    note: text.optional(),
    sources: sourceIds,
  }),
]);

export const TIME_SLOTS = ['morning', 'afternoon', 'evening', 'night', 'any'] as const;
export const MEALS = ['breakfast', 'lunch', 'dinner'] as const;

/** What a place on the map carries, planner places and eateries alike (api/data/README.md). */
const located = {
  /** The neighbourhood or district: a day groups its stops by it. */
  area: text,
  position: positionSchema,
  /** Another entry of the city at the same point (a deck inside a mall). */
  samePlaceAs: text.optional(),
  /** Only where a source gives them. */
  open: openSchema.optional(),
};

/** A named place to eat. */
export const eaterySchema = z.strictObject({
  name: text,
  ...located,
  meals: z.array(z.enum(MEALS)).min(1),
  serves: text,
  priceLevel: z.number().int().min(1).max(4),
  description: text.optional(),
  /** Its newest source is from before 2018: kept to check again, never named in a plan. */
  status: z.literal('unverified').optional(),
  sources: sourceIds,
});

/** Something to do, eat or see. Costs are per person, in local currency; 0 when free. */
export const placeSchema = z.object({
  ...located,
  /** When a visit suits it: dawn sights first, night views last. */
  bestTime: z.enum(TIME_SLOTS),
  name: text,
  kind: z.enum(['attraction', 'food', 'market', 'shopping', 'neighbourhood', 'nature', 'experience', 'day-trip']),
  tags: z.array(z.enum(PREFERENCES)).min(1),
  description: text,
  /** Typical spend for a budget traveller and for one paying for the better experience (e.g. tickets, a tasting menu). */
  cost: z.object({ budget: z.number().min(0), experience: z.number().min(0) }),
  /** Hours to set aside, so the planner fills a day sensibly. */
  hours: z.number().min(0.5).max(12),
  /**
   * A stop reached only on a boat tour (an islet, a lake on another island): the name of that tour, a
   * day trip of the same city. Plans take the tour, never this stop on its own (no taxi to an island).
   */
  onTour: text.optional(),
  /** A show at fixed times ("HH:MM", a nightly light show), as the description says: a visit starts just before one. */
  showtimes: z.array(clockTime).min(1).optional(),
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
  places: z.array(placeSchema),
  /** The city's centre (main station, old town or main square). */
  center: positionSchema,
  /** How far from the centre its own places (not its day trips) lie. */
  radiusKm: z.number().min(1).max(300),
  /** Named places to eat, for the plans' meals. */
  eateries: z.array(eaterySchema),
});

/** A journey between two cities, either way: for the days a route moves on. */
export const connectionSchema = z.object({
  between: z.tuple([text, text]),
  description: text,
  cost: z.object({ budget: z.number().min(0), experience: z.number().min(0) }),
  hours: range,
  /** Empty when no source gives the fare: the plan says it is to be checked. */
  sources: z.array(text),
});

export const monthSchema = z.object({
  season: text,
  weather: text,
  notes: z.array(text),
  events: z.array(
    z.object({
      name: text,
      where: text.optional(),
      note: text.optional(),
      // What only the event rests on (a festival's dates), so the season's own facts cite no festival.
      sources: z.array(text).default([]),
    }),
  ),
  /** The sources of the season, the weather and the notes (and of events without their own). */
  sources: sourceIds,
});

/** Every source a month cites: its season's, then its events' own, each once. */
export const monthSourceIds = (month: z.infer<typeof monthSchema>): string[] => [
  ...new Set([...month.sources, ...month.events.flatMap((event) => event.sources)]),
];

const waterSchema = z.strictObject({
  name: text,
  /** Points along the middle of the water through town, traced by a curator from a map. */
  course: z.array(z.strictObject({ lat: latitude, lng: longitude })).min(2),
  /** What crossing takes beyond the way itself (to the pier and the wait, or a detour to a bridge). */
  crossingMinutes: z.number().int().min(0).max(60),
  /** How the course was traced, as for an approximate position. */
  approximate: text,
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
    directFrom: z.array(z.enum(ORIGIN_AIRPORT_CODES)).min(1),
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
  /**
   * When restaurants start serving lunch and dinner ("HH:MM"), where the country eats later than the planner's
   * usual 11:30 and 18:00 (Spain: 13:00 and 20:00); a plan's meals wait for them.
   */
  mealsServedFrom: z
    .strictObject({
      lunch: clockTime,
      dinner: clockTime,
      sources: sourceIds,
    })
    .optional(),
  /** Journeys between the cities, either way; none between a city-state's districts. */
  connections: z.array(connectionSchema).default([]),
  /** Rivers and harbours in town with no footbridge on the way: the stops across one are no walk (domain/geo/water.ts). */
  waters: z.array(waterSchema).default([]),
  sources: z.array(sourceSchema).min(1),
  /** When this file's facts were last checked. */
  lastChecked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

export type Place = z.infer<typeof placeSchema>;

/** The places a plan may visit on their own: all but the stops of a boat tour, which come with the tour. */
export const plannablePlaces = (city: { places: readonly Place[] }): Place[] =>
  city.places.filter((place) => !place.onTour);
export type City = z.infer<typeof citySchema>;
export type CountryData = z.infer<typeof countrySchema>;

// ---------------------------------------------------------------------------
// The Philippines (api/data/destinations/PH.json): the same cities, months and
// tips as a foreign country, but reached from home. Instead of international
// flights, each city says how to get there from every origin airport (a fare
// where one is sourced, else null: the plan then says the fare is missing),
// which local fees visitors pay, and where each place is.

/** Inside the Philippines' bounding box. */
const coordinatesSchema = z.object({ lat: z.number().min(4.5).max(21.5), lng: z.number().min(116).max(127) });

export const domesticPlaceSchema = placeSchema;

/** How to reach a city from one origin airport, one way. */
export const journeySchema = z
  .object({
    mode: z.enum(['flight', 'van', 'bus', 'ferry', 'walk', 'none']),
    description: text,
    /** Typical one-way fare per person; null when no source gives one (status `unknown`). */
    oneWayPHP: range.nullable(),
    hours: range.nullable(),
    /** `sourced`: a dated article or official page states the fare; `unverified`: older reports or a curator estimate. */
    status: z.enum(['sourced', 'unverified', 'unknown']),
    sources: z.array(text),
  })
  .refine((journey) => (journey.oneWayPHP === null) === (journey.status === 'unknown'), {
    message: 'a journey has no fare exactly when its status is unknown',
  });

/** A fee every visitor pays once per visit (environmental, terminal, boat), PHP per person. */
export const localFeeSchema = z.object({
  name: text,
  amountPHP: z.number().min(0),
  note: text,
  status: z.enum(['sourced', 'unverified']),
  sources: sourceIds,
});

export const domesticCitySchema = citySchema.extend({
  province: text,
  timeZone: z.literal('Asia/Manila'),
  center: positionSchema.and(coordinatesSchema),
  places: z.array(domesticPlaceSchema).min(8),
  gettingThere: z.object(
    Object.fromEntries(ORIGIN_AIRPORT_CODES.map((code) => [code, journeySchema])) as Record<
      OriginAirportCode,
      typeof journeySchema
    >,
  ),
  localFees: z.array(localFeeSchema),
  /** What visitors must book or pay ahead (permits, online fee payment, limited slots), for the readiness checklist. */
  registrations: z.array(z.object({ text, sources: sourceIds })),
});

export const domesticSchema = z
  .object({
    code: z.literal(DOMESTIC_COUNTRY),
    name: text,
    currency: z.literal('PHP'),
    about: text,
    timeZone: z.literal('Asia/Manila'),
    cities: z.array(domesticCitySchema).min(2).max(20),
    connections: z.array(connectionSchema),
    months: countrySchema.shape.months,
    tips: countrySchema.shape.tips,
    sources: countrySchema.shape.sources,
    lastChecked: countrySchema.shape.lastChecked,
  })
  .superRefine((data, context) => {
    const names = new Set(data.cities.map((city) => city.name));
    data.connections.forEach((connection, index) => {
      for (const name of connection.between) {
        if (!names.has(name)) {
          context.addIssue({ code: 'custom', path: ['connections', index], message: `${name} is not a city here` });
        }
      }
    });
  });

export type DomesticPlace = z.infer<typeof domesticPlaceSchema>;
export type DomesticCity = z.infer<typeof domesticCitySchema>;
export type Journey = z.infer<typeof journeySchema>;
export type DomesticData = z.infer<typeof domesticSchema>;
/** Whatever a trip is planned to: a foreign country or the Philippines. */
export type TripCountryData = CountryData | DomesticData;

/** Finds the curated tip on the ID a traveler at home shows: the domestic checklist quotes it with its sources. */
export const GOVERNMENT_ID_TIP = /valid government ID/;

export const isDomestic = (country: TripCountryData): country is DomesticData => country.code === DOMESTIC_COUNTRY;

/**
 * The events of `travelMonth` a trip should hear of: abroad, all of them; at home, those where
 * it goes (Sinulog is news for a Cebu trip, not for a Siargao one) and those tied to no place.
 */
export function monthEvents(country: TripCountryData, travelMonth: number, visited: readonly string[]) {
  const { events } = country.months[String(travelMonth)]!;
  if (!isDomestic(country)) return events;
  return events.filter(({ where }) => !where || visited.some((name) => where.includes(name)));
}

const dataDir = new URL('../../../data/destinations/', import.meta.url);
const cache = new Map<TripCountry, TripCountryData>();

/** The source a position cites, if it is cited. */
const locatedSources = (position: z.infer<typeof positionSchema>) => ('source' in position ? [position.source] : []);

/** Every source id a fact cites must be listed in the file's `sources`. */
export function checkSourceReferences(country: TripCountryData): string[] {
  const known = new Set(country.sources.map((source) => source.id));
  const cited = [
    ...country.cities.flatMap((city) => [
      ...city.sources,
      ...city.stay.sources,
      ...city.gettingAround.sources,
      ...city.mealsDaily.sources,
      ...locatedSources(city.center),
      ...[...city.places, ...city.eateries].flatMap((entry) => [
        ...entry.sources,
        ...locatedSources(entry.position),
        ...(entry.open?.sources ?? []),
      ]),
    ]),
    ...country.connections.flatMap((connection) => connection.sources),
    ...(isDomestic(country)
      ? [
          ...country.cities.flatMap((city) => [
            ...Object.values(city.gettingThere).flatMap((journey) => journey.sources),
            ...city.localFees.flatMap((fee) => fee.sources),
            ...city.registrations.flatMap((registration) => registration.sources),
          ]),
        ]
      : country.flights.sources),
    ...Object.values(country.months).flatMap(monthSourceIds),
    ...country.tips.flatMap((tip) => tip.sources),
  ];
  return [...new Set(cited.filter((id) => !known.has(id)))];
}

function readCountryFile(code: TripCountry): unknown {
  return JSON.parse(readFileSync(new URL(`${code}.json`, dataDir), 'utf8'));
}

export function loadCountry(code: DestinationCountry): CountryData;
export function loadCountry(code: TripCountry): TripCountryData;
export function loadCountry(code: TripCountry): TripCountryData {
  let country = cache.get(code);
  if (!country) {
    const raw = readCountryFile(code);
    country = code === DOMESTIC_COUNTRY ? domesticSchema.parse(raw) : countrySchema.parse(raw);
    cache.set(code, country);
  }
  return country;
}

/** The Philippines' curated destinations. */
export const loadDomestic = (): DomesticData => loadCountry(DOMESTIC_COUNTRY) as DomesticData;
