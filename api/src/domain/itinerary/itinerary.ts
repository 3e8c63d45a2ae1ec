// The Itinerary and Day shapes of docs/product/trips.md, validated on every write and read
// tolerantly: a stored itinerary that cannot be parsed becomes an empty
// fallback instead of breaking the page.
import { dayActivities, dayTitle } from '@lakbay/validation/trips';
import { z } from 'zod';

const money = z.number().finite().min(0, 'trips:validation.costsNegative').max(1_000_000_000);
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
});

// A mark belongs to its line: an edit that rewrites or removes the line takes the mark with it.
export const daySchema = dayFields.transform(({ unverifiedPlaces, ...day }): z.infer<typeof dayFields> => {
  const lines = new Set([...day.activities, ...day.meals, day.accommodation]);
  const kept = (unverifiedPlaces ?? []).filter((place) => lines.has(place.line));
  return kept.length ? { ...day, unverifiedPlaces: kept } : day;
});

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
  currency: z.string().regex(/^[A-Z]{3}$/, 'trips:validation.itineraryCurrency'),
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
