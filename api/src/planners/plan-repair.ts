// A plan written by a model, put on the map and the clock the way the offline
// planner's are: each line's place is matched to ours (taking its position,
// area, best time and hours), each day ordered by route and clock
// (day-schedule.ts), and what breaks a rule and can be mended is mended: a
// place a day already visited on an earlier day, or one far from the rest of
// its day (another city), is dropped when the day keeps other sights. What
// cannot be placed (a place that is not ours) stays, unplaced and marked as
// not verified, and the plan checker counts it.
import { MEAL_KINDS, type MealKind, type Stop } from '@lakbay/validation/itinerary';
import type { TripCountryData } from '../domain/catalogue/destination-data.js';
import { distanceMeters, type LatLng } from '../domain/geo/geo.js';
import { hasPublicTransport } from '../domain/geo/travel.js';
import { mealWindows, scheduleDay, scheduleWords, type MealChoice, type Sight } from './day-schedule.js';
import { placeCatalogue } from './place-check.js';
import type { Phrases } from './planner.js';
import { DAY_START } from './route-plan.js';
import type { Tier } from './sight-selection.js';
import { venuesOf, type Venue } from './venues.js';

/** A line of a model's day: what the traveler reads, the place it is at, and for meals which meal. */
export interface ModelLine {
  text: string;
  place?: { name: string; id?: string | undefined } | undefined;
  minutes?: number | undefined;
  meal?: MealKind | undefined;
}

export interface ModelDay {
  activities: ModelLine[];
  meals: ModelLine[];
  /** The day's activities cost, split over its sights. */
  activitiesCost: number;
  mealsCost: number;
}

export interface PlacingFacts {
  country: TripCountryData;
  say: Phrases;
  tier: Tier;
  /** Day number and length of the trip: the first day starts late, the last ends early. */
  day: number;
  duration: number;
  /** The hours bookings leave the day (booked-day.ts); sights past them are dropped. */
  window?: { start: number; end: number } | undefined;
}

/** A sight stays this far from the rest of its day, unless it is a day trip. */
const SAME_CITY_KM = 40;
const DEFAULT_MINUTES = 90;

const venueOf = (country: TripCountryData, place: ModelLine['place']): Venue | undefined => {
  if (!place) return undefined;
  const found = placeCatalogue(country).find(place);
  return found ? venuesOf(country).byId.get(found.id) : undefined;
};

/** Which meal a meal line is: as the model said, else by its label in the plan's language, else by its place in the day. */
function mealKindOf(line: ModelLine, index: number, say: Phrases): MealKind | undefined {
  if (line.meal) return line.meal;
  return MEAL_KINDS.find((meal) => line.text.startsWith(`${say(`meal.${meal}`)}:`)) ?? MEAL_KINDS[index];
}

function middle(points: readonly LatLng[]): LatLng | undefined {
  if (!points.length) return undefined;
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { lat: median(points.map((point) => point.lat)), lng: median(points.map((point) => point.lng)) };
}

/**
 * Drops, from the model's days, the sights that repeat an earlier day's place or lie in another city than the
 * rest of their day, each only when the day keeps another sight. Returns the days as mended.
 */
export function withoutRepeatsOrStrays(days: readonly ModelDay[], country: TripCountryData): ModelDay[] {
  const seen = new Set<string>();
  return days.map((day) => {
    const venues = day.activities.map((line) => venueOf(country, line.place));
    const centre = middle(venues.flatMap((venue) => (venue && !venue.dayTrip ? [venue.position] : [])));
    const keep = day.activities.map((_, index) => {
      const venue = venues[index];
      if (!venue) return true;
      const repeat = seen.has(venue.id);
      const stray = !venue.dayTrip && centre && distanceMeters(centre, venue.position) > SAME_CITY_KM * 1000;
      return !repeat && !stray;
    });
    const mended = keep.some((kept, index) => kept && venues[index]) ? keep : keep.map(() => true);
    const activities = day.activities.filter((_, index) => mended[index]);
    activities.forEach((line) => {
      const venue = venueOf(country, line.place);
      if (venue) seen.add(venue.id);
    });
    return { ...day, activities };
  });
}

/**
 * A model's day on the map and the clock: its sights ordered and timed, its meals at the places it named
 * (ours where they are), each with its stop. Lines at no place (a flight, a journey, a check-out) keep
 * their place before or after the sights.
 */
export function placeModelDay(
  day: ModelDay,
  facts: PlacingFacts,
): { activities: string[]; meals: string[]; stops: Stop[] } {
  const { country, say, tier } = facts;
  const firstSight = day.activities.findIndex((line) => line.place);
  const before = firstSight === -1 ? day.activities : day.activities.slice(0, firstSight);
  const rest = firstSight === -1 ? [] : day.activities.slice(firstSight);
  const sightLines = rest.filter((line) => line.place);
  const after = rest.filter((line) => !line.place);

  const venues = sightLines.map((line) => venueOf(country, line.place));
  const weights = venues.map((venue) => (venue?.place ? venue.place.cost[tier] : 0));
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const sights: Sight[] = sightLines.map((line, index) => ({
    line: line.text,
    name: venues[index]?.name ?? line.place!.name,
    venue: venues[index],
    minutes: line.minutes ?? venues[index]?.minutes ?? DEFAULT_MINUTES,
    cost: Math.round(
      weightSum ? (day.activitiesCost * weights[index]!) / weightSum : day.activitiesCost / sightLines.length,
    ),
  }));

  const meals = day.meals.map((line, index) => ({ line, kind: mealKindOf(line, index, say) }));
  const kinds = MEAL_KINDS.filter((meal) => meals.some((entry) => entry.kind === meal));
  const used = new Set<ModelLine>();
  const chooseMeal = (meal: MealKind): MealChoice => {
    const entry = meals.find((candidate) => candidate.kind === meal && !used.has(candidate.line))!;
    used.add(entry.line);
    const venue = venueOf(country, entry.line.place);
    return { line: entry.line.text, venue };
  };
  const city = venues.find(Boolean)?.city;
  const gettingAround = country.cities.find((entry) => entry.name === city)?.gettingAround.description ?? '';
  const first = facts.day === 1;
  const last = facts.day === facts.duration;
  const start = facts.window?.start ?? (first ? 16 * 60 : DAY_START);
  const schedule = scheduleDay(sights, {
    start,
    end: facts.window?.end ?? (last ? start + 3 * 60 : 21 * 60 + 30),
    meals: kinds,
    preferTransit: tier === 'budget' && hasPublicTransport(gettingAround),
    waters: venuesOf(country).waters,
    mealWindows: mealWindows(country),
    mealCost: (meal) => Math.round(day.mealsCost / Math.max(1, kinds.length)) * (kinds.includes(meal) ? 1 : 0),
    chooseMeal,
    // The model chose where each meal is: a market among its sights is not also lunch.
    sightsAreMeals: false,
    ...scheduleWords(say),
  });
  // A meal the model wrote but no part of the day took (a second lunch) keeps its line.
  const unplaced = day.meals.filter((line) => !used.has(line)).map((line) => line.text);
  return {
    activities: [...before.map((line) => line.text), ...schedule.activities, ...after.map((line) => line.text)],
    meals: [...schedule.meals, ...unplaced],
    stops: schedule.stops,
  };
}
