// A day while it is being edited (per-day dialog, /customize-trip; its rules:
// day-draft-rules.ts): costs are held as text so a field can be cleared while
// typing, then parsed to whole numbers on save, 0 when empty or unreadable.
import type { CostKey } from '@/entities/trip/utils/itinerary';
import type { DayInput } from '@/gql/graphql';

export interface DayDraft {
  day: number;
  title: string;
  activities: string[];
  accommodation: string;
  transportation: string;
  meals: string[];
  costs: Record<CostKey, string>;
  /** Kept as they were: the server drops a mark whose line the edit changed or removed. */
  unverifiedPlaces: NonNullable<DayInput['unverifiedPlaces']>;
  /** Kept as they were: the server drops a stop whose line the edit changed or removed. */
  stops: NonNullable<DayInput['stops']>;
}

export type DayErrors = Partial<Record<'title' | 'activities', string>>;

export function toDayDraft(day: DayInput): DayDraft {
  return {
    day: day.day,
    title: day.title,
    activities: day.activities.length ? [...day.activities] : [''],
    accommodation: day.accommodation,
    transportation: day.transportation,
    meals: [...day.meals],
    costs: {
      accommodation: String(Math.round(day.costs.accommodation)),
      meals: String(Math.round(day.costs.meals)),
      activities: String(Math.round(day.costs.activities)),
      transportation: String(Math.round(day.costs.transportation)),
    },
    unverifiedPlaces: (day.unverifiedPlaces ?? []).map(({ name, line }) => ({ name, line })),
    stops: day.stops ?? [],
  };
}

/** A whole, non-negative amount; 0 when the text is empty or not a number. */
export function parseCost(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}
