// Where each meal of a plan is eaten: the nearest place that serves that meal
// to where the traveler is at the time (on the same side of a river or harbour
// where the city has one), never the same place twice in a plan,
// at the plan's price (Budget-Focused inexpensive, Experience-Focused a step
// up, more so for dinner; a Budget-Focused plan never sends the traveler to a
// place priced for a splurge), and open at mealtime where its hours are known.
// The city's eateries, Local Secrets' restaurants and cafés, and its food
// places and markets that the plan does not visit as sights all count. With
// none left, or only far out of the way, the meal is the plan's usual line
// ("local eateries in Kyoto", "… near Gion").
import type { MealKind } from '@lakbay/validation/itinerary';
import type { City } from '../domain/catalogue/destination-data.js';
import { distanceMeters, type LatLng } from '../domain/geo/geo.js';
import { CROSSING_KM, waterBetween } from '../domain/geo/water.js';
import { isOpenFor, type MealChoice } from './day-schedule.js';
import { normalisePlaceName } from './place-check.js';
import type { Phrases } from './planner.js';
import type { Tier } from './sight-selection.js';
import type { Venue, Venues } from './venues.js';

/** One price level away from what the plan wants counts as this much farther. */
const PRICE_STEP_KM = 0.8;
/** A meal needs the place open for this long, from about this long after the traveler sets off. */
const MEAL_MINUTES = 60;
const WAY_MINUTES = 30;
/**
 * A named place this far out of the way (km) is not worth it: the plan says the usual line and the
 * traveler eats where they are. Between two sights the detour is what the meal adds to the way; at the
 * day's start or end, where the traveler comes from or goes to is not known, so the reach is longer.
 */
const MAX_DETOUR_KM = { between: 3, end: 6 };
/** Places to eat of other cities this close count too. */
const NEARBY_KM = 3;
/** The dearest price level a Budget-Focused plan eats at: a hotel tower's breakfast is no budget meal. */
const BUDGET_MAX_PRICE = 2;

export interface MealChooser {
  /** `area`: where the traveler is (the last stop's neighbourhood), for the usual line when no place is near. */
  choose(
    city: City,
    meal: MealKind,
    from: LatLng | undefined,
    to: LatLng | undefined,
    at: number,
    area?: string,
  ): MealChoice;
}

export interface MealWords {
  tier: Tier;
  /** The plan's line for a meal at no named place: in the city, or near the area the traveler is in. */
  usual: (meal: MealKind, city: City, area?: string) => string;
  /** The line for a meal at a named place. */
  line: (meal: MealKind, venue: Venue) => string;
  /** Places the plan visits as sights: never also a place for a meal. */
  sights: ReadonlySet<string>;
  /** Places the plan already eats at elsewhere (by name). */
  eaten?: readonly string[];
}

/**
 * A meal at no named place, at the plan's level (`budget` or `experience`): "Lunch: local eateries or
 * convenience stores in Kyoto", or "… near Gion" when the traveler is there.
 */
export function usualMealLine(say: Phrases, level: 'budget' | 'experience', meal: MealKind, city: City, area?: string) {
  const label = say(`meal.${meal}`);
  return area
    ? say(`meal.${level}Near`, { meal: label, area })
    : say(`meal.${level}`, { meal: label, city: city.name });
}

/** "Lunch: Ichiran Shibuya (ramen)", or without what it serves when the data does not say. */
export function mealLine(say: Phrases, meal: MealKind, venue: Venue): string {
  const label = say(`meal.${meal}`);
  return venue.serves
    ? say('meal.at', { meal: label, name: venue.name, serves: venue.serves })
    : say('meal.atPlace', { meal: label, name: venue.name });
}

/** How far out of the way a place is: from where the traveler is to it and on to the next sight, less the direct way. */
function detourKm(point: LatLng, from: LatLng | undefined, to: LatLng | undefined): number {
  const km = (a: LatLng, b: LatLng) => distanceMeters(a, b) / 1000;
  if (from && to) return km(from, point) + km(point, to) - km(from, to);
  return km(point, (from ?? to)!);
}

/** The price level a plan looks for at each meal. */
function wantedPrice(tier: Tier, meal: MealKind): number {
  if (tier === 'budget') return 1;
  return meal === 'dinner' ? 3 : 2;
}

/** A chooser for one itinerary: it remembers where the plan has eaten. */
export function mealChooser(venues: Venues, words: MealWords): MealChooser {
  /** A city's own places to eat: its eateries, and its food places the plan does not visit as sights. */
  const own = new Map<string, Venue[]>();
  const ownMealVenues = (city: City) => {
    let found = own.get(city.name);
    if (!found) {
      const { eateries, places } = venues.city(city.name);
      found = [...eateries, ...places].filter(
        (venue) => venue.meals.length && !words.sights.has(venue.id) && !visitedAsSight(venue),
      );
      own.set(city.name, found);
    }
    return found;
  };
  /** Other cities' places to eat within reach of a city's own ground, worked out once per city. */
  const beside = new Map<string, Venue[]>();
  const besideCity = (city: City) => {
    let found = beside.get(city.name);
    if (!found) {
      const reach = (city.radiusKm + NEARBY_KM) * 1000;
      found = venues.eateries.filter(
        (venue) =>
          venue.city !== city.name &&
          distanceMeters(venue.position, city.center) <= reach &&
          !words.sights.has(venue.id) &&
          !visitedAsSight(venue),
      );
      beside.set(city.name, found);
    }
    return found;
  };
  const eaten = new Set<string>((words.eaten ?? []).map((name) => normalisePlaceName(name)));
  const sightNames = [...words.sights].flatMap((id) => {
    const venue = venues.byId.get(id);
    return venue ? [` ${venue.key} `] : [];
  });
  // An eatery named as part of a sight the plan visits ("Omoide Yokocho" in "Shinjuku: Omoide Yokocho and
  // Kabukicho") is that sight.
  const asSight = new Map<string, boolean>();
  const visitedAsSight = (venue: Venue) => {
    let visited = asSight.get(venue.id);
    if (visited === undefined) {
      asSight.set(venue.id, (visited = sightNames.some((name) => name.includes(` ${venue.key} `))));
    }
    return visited;
  };
  return {
    choose(city, meal, from, to, at, area) {
      // With nowhere known to be (breakfast before a journey or a day out of town), the meal is in town.
      const origin = from ?? (to ? undefined : city.center);
      const near = (origin ?? to)!;
      // The city's own places to eat, and any other within a walk or a short ride of where the traveler is
      // (the next district of a city-state, the town next door).
      const nearby = besideCity(city).filter((venue) => distanceMeters(venue.position, near) <= NEARBY_KM * 1000);
      const wanted = wantedPrice(words.tier, meal);
      let best: { venue: Venue; score: number; km: number } | undefined;
      for (const venue of [...ownMealVenues(city), ...nearby]) {
        if (!venue.meals.includes(meal)) continue;
        if (words.tier === 'budget' && venue.priceLevel > BUDGET_MAX_PRICE) continue;
        // Open from when the traveler could be there (the way there is not known yet) until the meal is over.
        if (eaten.has(venue.key) || !isOpenFor(venue.open, at + WAY_MINUTES, MEAL_MINUTES)) continue;
        const km = detourKm(venue.position, origin, to);
        // Breakfast is not a ferry ride away.
        const across = waterBetween(near, venue.position, venues.waters) ? CROSSING_KM : 0;
        const score = km + across + Math.abs(venue.priceLevel - wanted) * PRICE_STEP_KM;
        if (!best || score < best.score) best = { venue, score, km };
      }
      // None left, or only one far out of the way: the traveler eats near where they are.
      const reach = origin && to ? MAX_DETOUR_KM.between : MAX_DETOUR_KM.end;
      if (!best || best.km > reach) {
        return { line: words.usual(meal, city, area) };
      }
      eaten.add(best.venue.key);
      return { line: words.line(meal, best.venue), venue: best.venue };
    },
  };
}
