// A plan's contract (docs/product/trips.md, docs/decisions/039): the Itinerary, its Days and
// each day's Stops, declared once for the API, the web app and the tests. Validated on every
// write and read tolerantly: a stored itinerary that cannot be parsed becomes an empty
// fallback instead of breaking the page.
import { z } from 'zod';
import { dayActivities, dayTitle } from './trips.js';
import { rule } from './rules.js';

const money = z.number().finite().min(0, rule('validation:trips.costsNegative')).max(1_000_000_000);
const shortText = (max: number) => z.string().trim().max(max);

/** The most activities one day holds. */
export const MAX_DAY_ACTIVITIES = 30;

export const dayCostsSchema = z.object({
  accommodation: money,
  meals: money,
  activities: money,
  transportation: money,
});

/** A place a day names that Lakbay could not match with its curated places (docs/decisions/029-every-place-checked.md). */
export const unverifiedPlaceSchema = z.object({
  /** The place, as the plan names it. */
  name: shortText(200).min(1),
  /** The activity, meal or accommodation of the day that names it, word for word. */
  line: shortText(500).min(1),
});

/** The parts of a day a stop can be in. */
export const TIME_SLOTS = ['morning', 'afternoon', 'evening', 'night'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];
export const MEAL_KINDS = ['breakfast', 'lunch', 'dinner'] as const;
export type MealKind = (typeof MEAL_KINDS)[number];
/** How to get to the next stop: on foot, by public transport, or by taxi or ride-hailing. */
export const TRAVEL_MODES = ['walk', 'transit', 'taxi'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** The way from one stop to the next: an estimate from the distance between them, said as one. */
export const travelSchema = z.object({
  mode: z.enum(TRAVEL_MODES),
  minutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  /** Straight-line distance. */
  km: z.number().min(0).max(20_000),
});

/**
 * One place a day goes to, as data: the activity or meal line it belongs to (word for word), the place
 * (our id when it is one of ours), where it is, when, for how long, what it costs and the way on.
 */
export const stopSchema = z.object({
  kind: z.enum(['activity', 'meal']),
  /** The activity or meal of the day this stop is, word for word. */
  line: shortText(500).min(1),
  /** Which meal, for a meal. */
  meal: z.enum(MEAL_KINDS).optional(),
  /** Our id when the place is one of Lakbay's curated places, eateries or Local Secrets. */
  placeId: z.string().trim().max(160).optional(),
  name: shortText(200).min(1),
  /** The neighbourhood or district. */
  area: shortText(120).optional(),
  /** Absent when no position is known; `approximate` when the data places it only roughly. */
  position: z
    .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180), approximate: z.boolean() })
    .optional(),
  slot: z.enum(TIME_SLOTS),
  /** Local time it starts, HH:MM. */
  start: clockTime,
  minutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  /** Per person, in the itinerary's currency: the ticket, or this meal's share of the day's meals. */
  cost: money,
  /** Closed days or hours the traveler should know of, as the data gives them. */
  note: shortText(200).optional(),
  /** The way to the next stop of the day; absent on the last one. */
  next: travelSchema.optional(),
});

const dayFields = z.object({
  day: z.number().int().min(1).max(31),
  title: dayTitle.max(200),
  activities: dayActivities(shortText(500).min(1)).max(MAX_DAY_ACTIVITIES),
  accommodation: shortText(500),
  transportation: shortText(500),
  meals: z.array(shortText(300)).max(10),
  costs: dayCostsSchema,
  /** Absent in itineraries planned before places were checked, and when every place checked out. */
  unverifiedPlaces: z.array(unverifiedPlaceSchema).max(50).optional(),
  /** The day's activities and meals as stops, in the order of the day; absent in plans made before stops. */
  stops: z.array(stopSchema).max(60).optional(),
});

// A mark belongs to its line: an edit that rewrites or removes the line takes the mark, and the
// stop, with it (the stop before a removed one no longer knows its way on).
export const daySchema = dayFields.transform(({ unverifiedPlaces, stops, ...day }): z.infer<typeof dayFields> => {
  const lines = new Set([...day.activities, ...day.meals, day.accommodation]);
  const kept = (unverifiedPlaces ?? []).filter((place) => lines.has(place.line));
  const keptStops = keptInOrder(stops ?? [], day);
  return {
    ...day,
    ...(kept.length ? { unverifiedPlaces: kept } : {}),
    ...(keptStops.length ? { stops: keptStops } : {}),
  };
});

type StopFields = z.infer<typeof stopSchema>;

/** The stops whose lines the day still has; a stop whose successor went loses its way on. */
function keptInOrder(stops: StopFields[], day: { activities: string[]; meals: string[] }): StopFields[] {
  const lines = { activity: new Set(day.activities), meal: new Set(day.meals) };
  const alive = stops.map((stop) => lines[stop.kind].has(stop.line));
  return stops.flatMap((stop, index) => {
    if (!alive[index]) return [];
    if (stop.next && !alive[index + 1]) {
      const { next: _gone, ...rest } = stop;
      return [rest];
    }
    return [stop];
  });
}

/** A cost outside the days: flights from the origin airport, Philippine travel tax, terminal fee. */
export const extraCostSchema = z.object({
  label: shortText(120).min(1),
  amount: money,
  note: shortText(300).optional(),
  /** Which expense category it plans for (budget against actual); absent in plans made before expenses. */
  category: z.enum(['flights', 'transportation', 'fees']).optional(),
});

const itineraryFields = z.object({
  destination: shortText(200).min(1),
  totalBudget: money,
  currency: z.string().regex(/^[A-Z]{3}$/, rule('validation:trips.itineraryCurrency')),
  duration: z.number().int().min(1).max(30),
  startDate: z.string().max(40).nullish(),
  overview: shortText(5000),
  tips: z.array(shortText(1000)).max(40),
  days: z.array(daySchema).max(31),
  extraCosts: z.array(extraCostSchema).max(20).default([]),
  /**
   * How many different places the days name that Lakbay could not match with its curated
   * places; absent in itineraries planned before places were checked (and written by hand).
   */
  unverifiedPlaceCount: z.number().int().min(0).optional(),
});

// Counted from the days' marks, so the count follows every edit.
export const itinerarySchema = itineraryFields.transform((itinerary): z.infer<typeof itineraryFields> => {
  const checked = itinerary.unverifiedPlaceCount !== undefined || itinerary.days.some((day) => day.unverifiedPlaces);
  return checked ? { ...itinerary, unverifiedPlaceCount: countUnverifiedPlaces(itinerary.days) } : itinerary;
});

export type DayCosts = z.infer<typeof dayCostsSchema>;
export type Day = z.infer<typeof daySchema>;
export type ExtraCost = z.infer<typeof extraCostSchema>;
export type UnverifiedPlace = z.infer<typeof unverifiedPlaceSchema>;
export type Stop = z.infer<typeof stopSchema>;
export type Travel = z.infer<typeof travelSchema>;
export type Itinerary = z.infer<typeof itinerarySchema>;

/** Different places among the days' marks: a place flagged on two days counts once. */
export function countUnverifiedPlaces(days: readonly Pick<Day, 'unverifiedPlaces'>[]): number {
  const names = days.flatMap((day) => (day.unverifiedPlaces ?? []).map((place) => place.name.trim().toLowerCase()));
  return new Set(names).size;
}

/** Sum of a day's four costs. */
export const dayTotal = (costs: DayCosts) =>
  costs.accommodation + costs.meals + costs.activities + costs.transportation;

/** What the itinerary costs: every day plus the costs outside the days. */
export function itineraryTotal(itinerary: Pick<Itinerary, 'days' | 'extraCosts'>): number {
  const days = itinerary.days.reduce((sum, day) => sum + dayTotal(day.costs), 0);
  return days + itinerary.extraCosts.reduce((sum, cost) => sum + cost.amount, 0);
}

/**
 * The itinerary with one day replaced (matched by its number). A generated itinerary's total is
 * the sum of its costs and follows the new day; a total typed by hand stays as it was.
 */
export function withDay(itinerary: Itinerary, day: Day): Itinerary {
  const days = itinerary.days.map((current) => (current.day === day.day ? day : current));
  const wasSum = Math.abs(itinerary.totalBudget - itineraryTotal(itinerary)) < 1;
  const changed = { ...itinerary, days };
  return itinerarySchema.parse(wasSum ? { ...changed, totalBudget: itineraryTotal(changed) } : changed);
}

/**
 * Reads a stored itinerary. Itineraries may arrive as JSON strings (docs/product/trips.md);
 * anything unparseable gives the empty fallback, keeping the known fields.
 */
export function readItinerary(
  value: unknown,
  fallback: { destination: string; currency: string; duration: number },
): Itinerary {
  let data = value;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      data = undefined;
    }
  }
  const parsed = itinerarySchema.safeParse(data);
  if (parsed.success) return parsed.data;
  return {
    destination: fallback.destination,
    totalBudget: 0,
    currency: fallback.currency,
    duration: fallback.duration,
    startDate: null,
    overview: 'No overview available',
    tips: [],
    days: [],
    extraCosts: [],
  };
}

/** A trip's stored itinerary, read tolerantly: the fallback keeps the trip's own destination, currency and length. */
export function tripItinerary(
  trip: { destinationCountry: string; currency: string; duration: number },
  stored: unknown,
): Itinerary {
  return readItinerary(stored, {
    destination: trip.destinationCountry,
    currency: trip.currency,
    duration: trip.duration,
  });
}
