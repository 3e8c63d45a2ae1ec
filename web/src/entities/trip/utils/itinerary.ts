// Sums and edits of an itinerary (docs/product/trips.md) on the client: the budget
// breakdown, a day replaced after the per-day editor, and the itinerary that
// /customize-trip receives from the generation page.
import type { DayInput, ExtraCostCategory, ItineraryInput } from '@/gql/graphql';

const EXTRA_COST_CATEGORIES: readonly ExtraCostCategory[] = ['flights', 'transportation', 'fees'];

export const COST_KEYS = ['accommodation', 'meals', 'activities', 'transportation'] as const;
export type CostKey = (typeof COST_KEYS)[number];
export type Costs = Record<CostKey, number>;

type Costed = { days: readonly { costs: Costs }[]; extraCosts?: readonly { amount: number }[] | null };

/** Each kind of cost summed over the days (the Overview tab's breakdown). */
export function costTotals(days: readonly { costs: Costs }[]): Costs {
  const totals: Costs = { accommodation: 0, meals: 0, activities: 0, transportation: 0 };
  for (const { costs } of days) for (const key of COST_KEYS) totals[key] += costs[key];
  return totals;
}

/** Every day's costs plus the costs outside the days (flights, travel tax). */
export function itineraryTotal({ days, extraCosts }: Costed): number {
  const totals = costTotals(days);
  const extras = (extraCosts ?? []).reduce((sum, cost) => sum + cost.amount, 0);
  return COST_KEYS.reduce((sum, key) => sum + totals[key], extras);
}

/**
 * A generated itinerary's total is the sum of its costs: after an edit it
 * follows them. A dialog-created trip's total is the budget the traveler typed
 * over empty days: it stays as it is.
 */
export function keepTotalInStep(original: ItineraryInput, edited: ItineraryInput): ItineraryInput {
  const wasSum = Math.abs(original.totalBudget - itineraryTotal(original)) < 1;
  return wasSum ? { ...edited, totalBudget: itineraryTotal(edited) } : edited;
}

/** The itinerary with one day replaced (matched by day number). */
export function replaceDay(itinerary: ItineraryInput, day: DayInput): ItineraryInput {
  const edited = { ...itinerary, days: itinerary.days.map((current) => (current.day === day.day ? day : current)) };
  return keepTotalInStep(itinerary, edited);
}

// ---------------------------------------------------------------------------
// Reading an itinerary from session storage: anything can be there, so every
// field is checked and the result is a clean copy (no __typename).

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);

/** A day's marks of places Lakbay could not verify; anything else there is left out. */
const parseUnverifiedPlaces = (value: unknown) =>
  (Array.isArray(value) ? value : [])
    .filter((place): place is Fields => isRecord(place) && isText(place.name) && isText(place.line))
    .map((place) => ({ name: place.name as string, line: place.line as string }));

function parseDay(value: unknown): DayInput | null {
  if (!isRecord(value) || !isRecord(value.costs)) return null;
  const { day, title, activities, accommodation, transportation, meals, costs, unverifiedPlaces, stops } = value;
  if (!Number.isInteger(day) || !isText(title) || !isTexts(activities) || !isTexts(meals)) return null;
  if (!isText(accommodation) || !isText(transportation)) return null;
  if (!COST_KEYS.every((key) => isAmount(costs[key]))) return null;
  return {
    day: day as number,
    title,
    activities: [...activities],
    accommodation,
    transportation,
    meals: [...meals],
    costs: {
      accommodation: costs.accommodation as number,
      meals: costs.meals as number,
      activities: costs.activities as number,
      transportation: costs.transportation as number,
    },
    unverifiedPlaces: parseUnverifiedPlaces(unverifiedPlaces),
    // The planner's stops, passed on as they came: the server checks every field of each.
    stops: (Array.isArray(stops) ? stops : []).filter(isRecord) as NonNullable<DayInput['stops']>,
  };
}

/** The itinerary in a customize hand-off, or null when it is not one. */
export function parseItinerary(value: unknown): ItineraryInput | null {
  if (!isRecord(value)) return null;
  const { destination, totalBudget, currency, duration, startDate, overview, tips, days, extraCosts = [] } = value;
  const { unverifiedPlaceCount } = value;
  if (!isText(destination) || !isAmount(totalBudget) || !isText(currency) || !Number.isInteger(duration)) return null;
  if (!isText(overview) || !isTexts(tips) || !Array.isArray(days) || !Array.isArray(extraCosts)) return null;
  if (startDate !== undefined && startDate !== null && !isText(startDate)) return null;
  const parsedDays = days.map(parseDay);
  const parsedExtras = extraCosts.map((cost: unknown) =>
    isRecord(cost) && isText(cost.label) && isAmount(cost.amount)
      ? {
          label: cost.label,
          amount: cost.amount,
          note: isText(cost.note) ? cost.note : null,
          category: EXTRA_COST_CATEGORIES.find((category) => category === cost.category) ?? null,
        }
      : null,
  );
  if (parsedDays.some((day) => day === null) || parsedExtras.some((cost) => cost === null)) return null;
  return {
    destination,
    totalBudget,
    currency,
    duration: duration as number,
    startDate: startDate ?? null,
    overview,
    tips: [...tips],
    days: parsedDays as DayInput[],
    extraCosts: parsedExtras as NonNullable<ItineraryInput['extraCosts']>,
    unverifiedPlaceCount: Number.isInteger(unverifiedPlaceCount) ? (unverifiedPlaceCount as number) : null,
  };
}
