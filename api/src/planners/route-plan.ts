// The route of an offline plan: which cities, in what order, for how many days,
// and how the traveler gets between them (docs/product/trip-planning.md).
//
// - The chosen cities (a gateway city first, the rest in the order given), or,
//   with none chosen, the first gateway city (at home, the first place with
//   flights from home whose route can fill the days) plus the cities whose
//   places best match the preferences, added until the route holds well over the
//   places the days can use: longer trips widen to more cities before any day is
//   left free.
// - A journey between two cities is their curated connection, either way; the
//   traveler moves from the city they are in. A city close to the current base
//   (a district of a city-state, a town within an hour) is visited from that
//   base instead of moving hotel. Any other city without a connection is a
//   journey our data does not price, and the plan says so.
// - Day 1 arrives from the Philippines, the last day flies home, and moving
//   days travel; each kind of day leaves fewer hours for sightseeing.
import {
  isDomestic,
  plannablePlaces,
  type City,
  type DomesticCity,
  type DomesticData,
  type Preference,
  type TripCountry,
  type TripCountryData,
} from '../domain/catalogue/destination-data.js';
import type { TripRequest } from '../domain/itinerary/trip-request.js';
import { distanceMeters } from '../domain/geo/geo.js';
import type { Phrases } from './planner.js';

/** A journey between two cities. */
export interface Leg {
  description: string;
  cost: { budget: number; experience: number };
  /** Typical hours, low and high, when the data gives them. */
  hours?: readonly [number, number] | undefined;
  /** A journey we know must happen but have no fare for. */
  unpriced?: boolean;
}

export interface RouteStop {
  city: City;
  days: number;
  /** How to get here from the previous stop; null for the first stop and for visits from the current base. */
  leg: Leg | null;
  /** Where the traveler sleeps while visiting this stop. */
  base: City;
  /** For a visit from the base: the journey there and back, each such day. */
  dayVisit: Leg | null;
}

export interface DaySlot {
  day: number;
  city: City;
  base: City;
  arrives: boolean;
  departs: boolean;
  /** The journey to a new city this day, if any. */
  move: Leg | null;
  /** Every journey this day: the move, a visit from the base, and from or back to the gateway. */
  legs: { leg: Leg; text: string; both?: boolean }[];
  /** Sightseeing hours. */
  hours: number;
  /** When sightseeing may start, minutes after midnight. */
  start: number;
}

// Sightseeing hours: a full day, and what arriving, moving or leaving takes away.
export const FULL_DAY_HOURS = 9;
const ARRIVAL_HOURS = 3;
const MOVE_HOURS_LOST = 4;
const DEPARTURE_HOURS = 3;
/** The day's first sight, and breakfast before it. */
export const DAY_START = 9 * 60;
/** A city this close to the base is visited from it. */
const DAY_VISIT_KM = 60;
/**
 * A route holds this many times the sightseeing hours its days can use, when it can: both plans then find
 * places of their own (each also fills its evenings).
 */
const ROUTE_CAPACITY = 3;
const MAX_CITIES = 5;
const DAYS_PER_CITY = 3;
/** A moving day still starts its sights by mid-afternoon: longer journeys go overnight or early. */
const MAX_JOURNEY_HOURS = 5;

const nameKeys = new Map<string, string>();
/** Case and accents aside ("malaga" is "Málaga"), remembered: route planning compares names often. */
const nameKey = (name: string) => {
  let key = nameKeys.get(name);
  if (key === undefined) nameKeys.set(name, (key = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()));
  return key;
};
const sameName = (a: string, b: string) => nameKey(a) === nameKey(b);

export function findCity(country: TripCountryData, name: string): City | undefined {
  return country.cities.find((city) => sameName(city.name, name));
}

/** Where a trip can start and end: a city with international flights, or any domestic one (each says how to reach it). */
export const isGateway = (country: TripCountryData, city: City) =>
  isDomestic(country) || country.flights.gatewayCities.some((name) => sameName(name, city.name));

export const matchesPreferences = (place: { tags: readonly Preference[] }, preferences: readonly Preference[]) =>
  place.tags.some((tag) => preferences.includes(tag));

/** City-states: their "cities" are districts of one city, visited from one base. */
const CITY_STATES: readonly TripCountry[] = ['SG', 'HK'];

const kmBetween = (a: City, b: City) => distanceMeters(a.center, b.center) / 1000;

/** The curated connection between two cities, either way. */
function connectionBetween(country: TripCountryData, from: City, to: City): Leg | null {
  const connection = country.connections.find(
    ({ between: [a, b] }) =>
      (sameName(a, from.name) && sameName(b, to.name)) || (sameName(a, to.name) && sameName(b, from.name)),
  );
  return connection ? { description: connection.description, cost: connection.cost, hours: connection.hours } : null;
}

/** A journey our data does not price: said as one, counted as 0. */
function unpricedLeg(country: TripCountryData, from: City, to: City, say: Phrases): Leg {
  return {
    description: say(isDomestic(country) ? 'transport.unpricedDomestic' : 'transport.unpriced', {
      from: from.name,
      to: to.name,
    }),
    cost: { budget: 0, experience: 0 },
    unpriced: true,
  };
}

/** Whether `to` is seen from a base in `from` rather than by moving there. */
function visitedFromBase(country: TripCountryData, from: City, to: City): boolean {
  if (isDomestic(country)) return false;
  return CITY_STATES.includes(country.code) || kmBetween(from, to) <= DAY_VISIT_KM;
}

/** The journey from one city to the next, when the traveler moves hotel (null: seen from the current base). */
export function legBetween(country: TripCountryData, from: City, to: City, say: Phrases): Leg | null {
  if (visitedFromBase(country, from, to)) return null;
  return connectionBetween(country, from, to) ?? unpricedLeg(country, from, to, say);
}

/**
 * The cities a trip with no chosen cities visits: the start, then the places reachable from it (priced, or
 * close enough to visit from it), then the best matches, added until the route holds well over the places
 * the days can use (`needed`) or has as many cities as the days allow.
 */
function widenFrom(
  country: TripCountryData,
  request: TripRequest,
  start: City,
  limits: { needed: number; cities: number },
): { cities: City[]; held: number } {
  const matches = (city: City) =>
    plannablePlaces(city).filter((place) => matchesPreferences(place, request.preferences)).length *
    (city.sourced ? 2 : 1);
  const others = country.cities
    .filter((city) => city !== start && city.places.length > 0)
    .map((city, index) => ({
      city,
      index,
      priced: visitedFromBase(country, start, city) || connectionBetween(country, start, city) ? 1 : 0,
      score: matches(city),
    }))
    // At home, only places we know how to reach from the start: no unpriced flights between islands.
    .filter((entry) => entry.priced || !isDomestic(country))
    .sort((a, b) => b.priced - a.priced || b.score - a.score || a.index - b.index)
    .map((entry) => entry.city);
  const cities = [start];
  let held = capacity(start, request.preferences);
  for (const city of others) {
    if (held >= limits.needed || cities.length >= limits.cities) break;
    cities.push(city);
    held += capacity(city, request.preferences);
  }
  return { cities, held };
}

/** The sightseeing hours of a one-city trip of this length: a full day less what arriving and leaving take. */
const sightseeingHours = (request: TripRequest) =>
  Math.max(0, request.duration - 2) * FULL_DAY_HOURS +
  arrivalHours(request.departureTime) +
  (request.duration > 1 ? departureHours(request.returnTime) : 0);

/**
 * The cities of a trip with no chosen cities. Abroad it starts at the first international gateway. At home
 * any place with flights from the origin can start it: the first (in the data's order) whose route fills the
 * days, half their sightseeing hours in places (an 8-day trip is not spent on Boracay's few), else the
 * fullest.
 */
function widenedRoute(country: TripCountryData, request: TripRequest): City[] {
  const sightseeing = sightseeingHours(request);
  const limits = {
    needed: sightseeing * ROUTE_CAPACITY,
    // A city-state's districts are a short ride apart: a day each, as many as the days allow.
    // Elsewhere a move costs half a day: a city is worth it for about three days of a trip.
    cities: CITY_STATES.includes(country.code)
      ? request.duration
      : Math.min(MAX_CITIES, Math.max(1, Math.floor((request.duration + 1) / DAYS_PER_CITY))),
  };
  // At home, the cities the origin airport reaches (our data says how, with a fare or not), priced ones first.
  const starts = isDomestic(country)
    ? country.cities
        .filter((city) => reaches(city.gettingThere[request.originAirport]))
        .sort(
          (a, b) =>
            Number(Boolean(b.gettingThere[request.originAirport].oneWayPHP)) -
            Number(Boolean(a.gettingThere[request.originAirport].oneWayPHP)),
        )
    : [country.flights.gatewayCities.map((name) => findCity(country, name)).find(Boolean)].filter(
        (city) => city !== undefined,
      );
  let route = widenFrom(country, request, starts[0] ?? country.cities[0]!, limits);
  for (const start of starts.slice(1)) {
    if (route.held * 2 >= sightseeing) break;
    const next = widenFrom(country, request, start, limits);
    if (next.held > route.held) route = next;
  }
  return isDomestic(country) ? pricedOrder(country, request, route.cities) : route.cities;
}

/** Whether our data says how to make a journey from home (by air, road or sea, or on foot), fare known or not. */
const reaches = (journey: { mode: string } | undefined) => journey !== undefined && journey.mode !== 'none';

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

/**
 * At home, the cities in the order with the fewest journeys our data does not price, starting and ending
 * where flights from home go (Puerto Princesa, El Nido, Coron rather than El Nido, Puerto Princesa,
 * Coron); on a tie, the order they were chosen in. At most five cities: 120 orders.
 */
function pricedOrder(country: DomesticData, request: TripRequest, cities: readonly City[]): City[] {
  const journey = (city: City) => country.cities.find((home) => home === city)?.gettingThere[request.originAirport];
  // A journey from home our data describes; one it also prices counts a little more, to break ties.
  const flies = (city: City) => (reaches(journey(city)) ? 1 : 0) + (journey(city)?.oneWayPHP ? 0.1 : 0);
  const unpriced = (order: readonly City[]) =>
    order.slice(1).filter((city, index) => !connectionBetween(country, order[index]!, city)).length +
    (1.1 - flies(order[0]!)) +
    (1.1 - flies(order.at(-1)!));
  let best = [...cities];
  for (const order of permutations(cities)) if (unpriced(order) < unpriced(best)) best = order;
  return best;
}

/**
 * The cities a trip at home is reached through, for a planner that picks its own route (Gemini): the chosen
 * ones in order, or where the offline planner's route would start.
 */
export function domesticEnds(country: DomesticData, request: TripRequest): DomesticCity[] {
  const chosen = request.cities.flatMap((name) => country.cities.filter((city) => sameName(city.name, name)));
  const start = widenedRoute(country, request)[0]!;
  return chosen.length ? chosen : [country.cities.find((city) => city === start)!];
}

/** The domestic cities a route visits, in order, with their journeys and fees. */
export function domesticCities(country: DomesticData, stops: readonly RouteStop[]): DomesticCity[] {
  return stops.map((stop) => country.cities.find((city) => city === stop.city)!);
}

/** The sightseeing hours a city offers a traveler with these preferences: matching places count whole. */
function capacity(city: City, preferences: readonly Preference[]): number {
  return plannablePlaces(city).reduce(
    (sum, place) => sum + (matchesPreferences(place, preferences) ? place.hours : place.hours / 2),
    0,
  );
}

export function chooseRoute(
  country: TripCountryData,
  request: TripRequest,
  say: Phrases,
): { stops: RouteStop[]; skipped: string[] } {
  let cities: City[];
  let skipped: string[] = [];
  const chosen = request.cities.map((name) => findCity(country, name)).filter((city) => city !== undefined);
  if (chosen.length) {
    // Start where the flight lands when a chosen city has international flights.
    const first = chosen.find((city) => isGateway(country, city)) ?? chosen[0]!;
    cities = [first, ...chosen.filter((city) => city !== first)];
    skipped = cities.slice(request.duration).map((city) => city.name);
    cities = cities.slice(0, request.duration);
  } else {
    cities = widenedRoute(country, request);
  }
  return { stops: routeStops(country, cities, request, say), skipped };
}

/**
 * The days split by what each city offers (each at least one), and each city reached by a
 * journey or visited from the base before it.
 */
function routeStops(country: TripCountryData, cities: City[], request: TripRequest, say: Phrases): RouteStop[] {
  const weights = cities.map((city) => Math.max(1, capacity(city, request.preferences)));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const spare = request.duration - cities.length;
  const shares = weights.map((weight) => (spare * weight) / total);
  const days = shares.map((share) => 1 + Math.floor(share));
  // The days left go to the largest remainders, earlier cities first on ties.
  const order = shares
    .map((share, index) => ({ index, rest: share - Math.floor(share) }))
    .sort((a, b) => b.rest - a.rest);
  for (let left = request.duration - days.reduce((sum, count) => sum + count, 0), i = 0; left > 0; left--, i++) {
    days[order[i % order.length]!.index]!++;
  }
  let base = cities[0]!;
  return cities.map((city, index): RouteStop => {
    const previous = cities[index - 1];
    const leg = previous ? legBetween(country, base, city, say) : null;
    const visit = previous && !leg && base !== city;
    if (leg) base = city;
    return {
      city,
      days: days[index]!,
      leg,
      base,
      dayVisit: visit ? (connectionBetween(country, base, city) ?? null) : null,
    };
  });
}

/** The quickest journey from an airport with flights from the Philippines to a city that has none of its own. */
function fromGateway(country: TripCountryData, city: City): { gateway: City; leg: Leg } | null {
  if (isDomestic(country) || isGateway(country, city)) return null;
  const hoursOf = (leg: Leg) => (leg.hours ? leg.hours[0] : Infinity);
  let best: { gateway: City; leg: Leg } | null = null;
  for (const name of country.flights.gatewayCities) {
    const gateway = findCity(country, name);
    const leg = gateway && connectionBetween(country, gateway, city);
    if (gateway && leg && (!best || hoursOf(leg) < hoursOf(best.leg))) best = { gateway, leg };
  }
  return best;
}

const hourOf = (time: string | null) => (time === null ? null : Number(time.slice(0, 2)));

/** An early flight out of the Philippines leaves more of day 1; an afternoon or night one, none. */
function arrivalHours(departureTime: string | null): number {
  const hour = hourOf(departureTime);
  if (hour === null) return ARRIVAL_HOURS;
  if (hour < 8) return ARRIVAL_HOURS + 2;
  return hour < 13 ? ARRIVAL_HOURS : 0;
}

/** A morning flight home leaves no time on the last day; an evening one, more. */
function departureHours(returnTime: string | null): number {
  const hour = hourOf(returnTime);
  if (hour === null) return DEPARTURE_HOURS;
  if (hour < 12) return 0;
  return hour >= 18 ? DEPARTURE_HOURS + 2 : DEPARTURE_HOURS;
}

/** A journey priced elsewhere (the extra costs), described on the day it happens. */
const FREE_LEG: Leg = { description: '', cost: { budget: 0, experience: 0 } };

/** The quickest way's hours (the plan takes it), rounded up, for when a moving day's sightseeing can start. */
const journeyHours = (leg: Leg) =>
  Math.min(MAX_JOURNEY_HOURS, Math.ceil(leg.hours ? leg.hours[0] : MOVE_HOURS_LOST - 1));

export function daySlots(
  stops: readonly RouteStop[],
  country: TripCountryData,
  request: TripRequest,
  say: Phrases,
): DaySlot[] {
  const firstBase = stops[0]!.base;
  const lastBase = stops[stops.length - 1]!.base;
  const landing = fromGateway(country, firstBase);
  const leaving = fromGateway(country, lastBase);
  const slots: DaySlot[] = [];
  for (const stop of stops) {
    for (let i = 0; i < stop.days; i++) {
      const day = slots.length + 1;
      const arrives = day === 1;
      const departs = day === request.duration;
      const legs: DaySlot['legs'] = [];
      if (arrives && landing) {
        legs.push({
          leg: landing.leg,
          text: say('transport.fromGateway', {
            gateway: landing.gateway.name,
            city: firstBase.name,
            description: landing.leg.description,
          }),
        });
      }
      // At home the journey from and back to the origin is an extra cost; the day says how it goes.
      if (arrives && isDomestic(country)) {
        const journey = domesticCities(country, [stops[0]!])[0]!.gettingThere[request.originAirport];
        legs.push({
          leg: FREE_LEG,
          text: say('transport.fromHome', { city: firstBase.name, description: journey.description }),
        });
      }
      const move = i === 0 ? stop.leg : null;
      if (move) {
        const previous = stops[stops.indexOf(stop) - 1]!.base;
        legs.push({
          leg: move,
          text: say('transport.between', { from: previous.name, to: stop.city.name, description: move.description }),
        });
      }
      if (stop.dayVisit) {
        legs.push({
          leg: stop.dayVisit,
          both: true,
          text: say('transport.visitFromBase', {
            base: stop.base.name,
            city: stop.city.name,
            description: stop.dayVisit.description,
          }),
        });
      }
      if (departs && leaving) {
        legs.push({
          leg: leaving.leg,
          text: say('transport.toGateway', {
            gateway: leaving.gateway.name,
            city: lastBase.name,
            description: leaving.leg.description,
          }),
        });
      }
      if (departs && isDomestic(country)) {
        const journey = domesticCities(country, [stops[stops.length - 1]!])[0]!.gettingThere[request.originAirport];
        legs.push({ leg: FREE_LEG, text: say('transport.home', { description: journey.description }) });
      }
      let hours = FULL_DAY_HOURS;
      let start = DAY_START;
      if (arrives) {
        hours = Math.min(hours, arrivalHours(request.departureTime));
        start = Math.max(start, 19 * 60 - hours * 60);
      }
      if (departs) hours = Math.min(hours, departureHours(request.returnTime));
      if (move) {
        hours = Math.max(0, hours - MOVE_HOURS_LOST);
        start = Math.max(start, DAY_START + journeyHours(move) * 60 + 60);
      }
      slots.push({ day, city: stop.city, base: stop.base, arrives, departs, move, legs, hours, start });
    }
  }
  return slots;
}
