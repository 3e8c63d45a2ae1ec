// One checker for every plan, from either planner: the commonsense rules of a
// plan that holds up on the ground (after the TravelPlanner benchmark, Xie et
// al. 2024, and ItinBench's route test): every stop placed, within its city,
// no place twice, places at the time of day they suit and while they are open,
// no walk across a river or harbour,
// days that follow a short route, meals at named places, no tip said twice.
// The offline planner passes by construction and its tests hold it to that;
// Gemini's plans are repaired where they can be (gemini-planner.ts) and the
// rest is counted here; `npm run bench -- plans` reports every rate.
import type { Day, Itinerary, Stop } from '@lakbay/validation/itinerary';
import type { TripCountryData } from '../domain/catalogue/destination-data.js';
import { distanceMeters, type LatLng } from '../domain/geo/geo.js';
import { pathKm, shortestPathKm } from '../domain/geo/route.js';
import { kmAcross, waterBetween } from '../domain/geo/water.js';
import { minutesOfClock } from '../domain/geo/zoned-time.js';
import { isOpenFor, outingSuitsTime, suitsTime } from './day-schedule.js';
import { normalisePlaceName } from './place-check.js';
import { venuesOf } from './venues.js';

/** A stop this far from the rest of its day is in another city. */
const WRONG_CITY_KM = 40;

export interface PlanReport {
  days: number;
  /** Days between the first and the last with no sight. */
  freeDays: number;
  meals: number;
  /** Meals at a place Lakbay knows (an eatery, a food place, a Local Secret). */
  namedMeals: number;
  tips: number;
  /** Tips that say an earlier one again (the same text, or the same event of the month). */
  repeatedTips: number;
  stops: number;
  /** Stops with a position. */
  placedStops: number;
  /** Stops at a place another stop of the plan already went to. */
  repeatedPlaces: number;
  /** Stops at a place best at another time of day. */
  timeConflicts: number;
  /** Stops at a place whose regular hours do not cover the visit. */
  hoursConflicts: number;
  /** Stops (not day trips) far from the rest of their day: in another city. */
  wrongCity: number;
  /** Ways on foot across a river or harbour with no footbridge on the way. */
  walksAcrossWater: number;
  /** Per day with three to nine placed stops: its route's length over the shortest through the same stops. */
  routeRatios: number[];
  /** The same for the day's sights alone: how well they are ordered, meals aside (meals keep their hours). */
  sightRouteRatios: number[];
  /** Our ids of the plan's sights, for the overlap of two plans. */
  sightIds: string[];
}

/** The ways a tip may name an event: its name without what is in brackets, and what is in them ("Holy Week"). */
export function eventNames(event: { name: string; where?: string | undefined }): string[] {
  const bracketed = [...event.name.matchAll(/\(([^)]*)\)/g)].map((match) => match[1]!);
  const bare = event.name.replace(/\([^)]*\)/g, ' ');
  return [bare, ...bracketed].map((name) => normalisePlaceName(name)).filter((name) => name.length >= 4);
}

/** Whether a tip is about the event: it names it, or its first word where it happens ("Orchard Road Christmas light-up"). */
export function mentionsEvent(tip: string, event: { name: string; where?: string | undefined }): boolean {
  const text = ` ${normalisePlaceName(tip)} `;
  if (eventNames(event).some((name) => text.includes(` ${name} `))) return true;
  const first = normalisePlaceName(event.name).split(' ')[0]!;
  const where = event.where ? normalisePlaceName(event.where) : '';
  // The place's own name is no event ("London Marathon" in London).
  if (!where || where.split(' ').includes(first)) return false;
  return text.includes(` ${first} `) && text.includes(` ${where} `);
}

/** How many tips say again what an earlier tip said: the same text, or the same event of the month. */
export function repeatedTips(
  tips: readonly string[],
  events: readonly { name: string; where?: string | undefined }[] = [],
): number {
  const said = new Set<string>();
  let repeats = 0;
  for (const tip of tips) {
    // A tip that is an event's own line ("Yi Peng lantern festival: with Loy Krathong") is about that event alone.
    const named = events.filter((event) => mentionsEvent(tip, event));
    const own = named.filter((event) => normalisePlaceName(tip).startsWith(eventNames(event)[0] ?? '\u0000'));
    const keys = [normalisePlaceName(tip), ...(own.length ? own : named).map((event) => `event:${event.name}`)];
    if (keys.some((key) => said.has(key))) repeats++;
    keys.forEach((key) => said.add(key));
  }
  return repeats;
}

export function checkPlan(itinerary: Itinerary, country: TripCountryData, travelMonth: number): PlanReport {
  const venues = venuesOf(country);
  const venueOf = (stop: Stop) => (stop.placeId ? venues.byId.get(stop.placeId) : undefined);
  const way = kmAcross(venues.waters);
  const report: PlanReport = {
    days: itinerary.days.length,
    freeDays: 0,
    meals: 0,
    namedMeals: 0,
    tips: itinerary.tips.length,
    repeatedTips: repeatedTips(itinerary.tips, country.months[String(travelMonth)]?.events ?? []),
    stops: 0,
    placedStops: 0,
    repeatedPlaces: 0,
    timeConflicts: 0,
    hoursConflicts: 0,
    wrongCity: 0,
    walksAcrossWater: 0,
    routeRatios: [],
    sightRouteRatios: [],
    sightIds: [],
  };
  const visited = new Set<string>();
  itinerary.days.forEach((day, index) => {
    const stops = day.stops ?? [];
    const inside = index > 0 && index < itinerary.days.length - 1;
    if (inside && !stops.some((stop) => stop.kind === 'activity')) report.freeDays++;
    report.meals += day.meals.length;
    report.namedMeals += namedMeals(day);
    // Breakfast before a journey is in the city the traveler leaves: it has no way on to the day's sights.
    const leftBehind = (stop: Stop) => stop === stops[0] && stop.meal === 'breakfast' && !stop.next;
    // Where the day is spent in town: a day trip's far stop, or the breakfast in the city left that morning,
    // would pull the middle away from the town's stops.
    const centre = middleOf(stops.filter((stop) => !venueOf(stop)?.dayTrip && !leftBehind(stop)));
    for (const stop of stops) {
      report.stops++;
      if (stop.position) report.placedStops++;
      const venue = venueOf(stop);
      const key = stop.placeId ?? normalisePlaceName(stop.name);
      if (visited.has(key)) report.repeatedPlaces++;
      visited.add(key);
      if (stop.kind === 'activity' && stop.placeId) report.sightIds.push(stop.placeId);
      if (!venue) continue;
      const start = minutesOfClock(stop.start);
      const timely = venue.dayTrip
        ? outingSuitsTime(venue.bestTime, start, stop.minutes)
        : suitsTime(venue.bestTime, start);
      if (stop.kind === 'activity' && !timely) report.timeConflicts++;
      if (!isOpenFor(venue.open, start, stop.minutes)) report.hoursConflicts++;
      if (
        centre &&
        stop.position &&
        !venue.dayTrip &&
        !leftBehind(stop) &&
        distanceMeters(centre, stop.position) > WRONG_CITY_KM * 1000
      ) {
        report.wrongCity++;
      }
    }
    stops.forEach((stop, at) => {
      const next = stops[at + 1];
      if (stop.next?.mode === 'walk' && stop.position && next?.position) {
        if (waterBetween(stop.position, next.position, venues.waters)) report.walksAcrossWater++;
      }
    });
    // Measured as the planner goes: water to cross counts extra, so the shortest way crosses it least.
    const ratio = (points: readonly LatLng[]) => {
      if (points.length < 3 || points.length > 9) return null;
      const shortest = shortestPathKm(points, way);
      return shortest > 0 ? pathKm(points, way) / shortest : null;
    };
    const whole = ratio(stops.flatMap((stop) => (stop.position ? [stop.position] : [])));
    if (whole !== null) report.routeRatios.push(whole);
    const sights = ratio(stops.flatMap((stop) => (stop.kind === 'activity' && stop.position ? [stop.position] : [])));
    if (sights !== null) report.sightRouteRatios.push(sights);
  });
  return report;
}

/** The day's middle: the median of its stops' positions (one stop far away does not move it). */
function middleOf(stops: readonly Stop[]): LatLng | undefined {
  const points = stops.flatMap((stop) => (stop.position ? [stop.position] : []));
  if (!points.length) return undefined;
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { lat: median(points.map((point) => point.lat)), lng: median(points.map((point) => point.lng)) };
}

/** A day's meals at a place: each meal line that one of its stops is, or that names one of its sights. */
function namedMeals(day: Day): number {
  const stops = day.stops ?? [];
  // A meal at a sight ("Lunch: Kuromon Market") or during a day trip names the sight.
  return day.meals.filter((line) =>
    stops.some(
      (stop) =>
        stop.line === line ||
        (stop.kind === 'activity' && (line.endsWith(`: ${stop.name}`) || line.endsWith(` ${stop.name}`))),
    ),
  ).length;
}

/** Share of the places two plans both visit among all they visit (Jaccard). */
export function overlap(a: readonly string[], b: readonly string[]): number {
  const left = new Set(a);
  const right = new Set(b);
  const union = new Set([...left, ...right]);
  if (!union.size) return 0;
  return [...left].filter((id) => right.has(id)).length / union.size;
}
