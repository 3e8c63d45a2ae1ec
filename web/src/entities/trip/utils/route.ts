// A day's stops as the route list and map read them: from the planner's answer
// (the contract's Stop, fields absent) or from GraphQL (the same fields, null).
import type { MealKind, TimeSlot, TravelMode } from '@lakbay/validation/itinerary';

export interface RouteStop {
  kind: 'activity' | 'meal';
  line: string;
  meal?: MealKind | null;
  name: string;
  area?: string | null;
  position?: { lat: number; lng: number; approximate: boolean } | null;
  slot: TimeSlot;
  start: string;
  minutes: number;
  cost: number;
  note?: string | null;
  next?: { mode: TravelMode; minutes: number; km: number } | null;
}

/** The day's lines no stop stands for (a flight, a journey, a check-out, a meal at no named place). */
function linesWithoutStops(lines: readonly string[], stops: readonly RouteStop[]): string[] {
  const covered = new Set(stops.map((stop) => stop.line));
  return lines.filter((line) => !covered.has(line));
}

/**
 * What a day shows where: its stops on the route, and the activities and meals no stop stands for as lines.
 * A day planned before stops has none, and shows its lines as they are.
 */
export function dayParts<Stop extends RouteStop>(day: {
  activities: readonly string[];
  meals: readonly string[];
  stops?: readonly Stop[] | null;
}) {
  const stops = day.stops ?? [];
  const routed = stops.length > 0;
  return {
    stops,
    routed,
    activities: routed ? linesWithoutStops(day.activities, stops) : [...day.activities],
    meals: routed ? linesWithoutStops(day.meals, stops) : [...day.meals],
  };
}

/** "1 h 30 min", "45 min", "2 h". */
export function durationText(minutes: number, units: { hours: string; minutes: string }): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours} ${units.hours}` : '', rest || !hours ? `${rest} ${units.minutes}` : '']
    .filter(Boolean)
    .join(' ');
}
