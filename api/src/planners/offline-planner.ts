// The planner that needs no AI service: it builds both itineraries from the
// curated destination data (api/data/destinations/<CC>.json) and the
// Philippine departure facts (api/data/philippines.json). Deterministic: the
// same request always gives the same plan (no randomness, no clock).
//
// How a plan is made:
// 1. Route. The chosen cities (a gateway city first, the rest in the order
//    given), or, with none chosen, the first gateway city plus the cities whose
//    places best match the preferences; more cities for longer trips. A city
//    reached by a known journey (its `arrival`, or the previous city's in
//    reverse) gets a travel day and its own stay; a city with no such journey
//    (a district of the same metropolis) is visited from the current base.
// 2. Days. Day 1 arrives from the Philippines, the last day flies home, and
//    moving days travel; each kind of day leaves fewer hours for sightseeing.
//    Places matching the preferences come first and fill each day's hours.
// 3. Money. Everything is converted from the local currency (and PHP) to the
//    requested currency with the dated rates of philippines.json and rounded
//    per cost, so the days, the extra costs and `totalBudget` add up exactly.
//    Without a dated rate for either currency the plan is in the local
//    currency: the peso costs (flights, travel tax, fees) become a tip instead
//    of extra costs, and a budget that cannot be converted is not checked.
//    Budget-Focused takes the cheapest stay, meals and transport and the free
//    or cheap places that still fit the budget. Experience-Focused spends half
//    of what the budget leaves on paid highlights, upgrades meals, stays,
//    transport and flights one by one while the total stays within the budget,
//    then spends what is left on more highlights. A budget too small for even
//    the cheapest plan still gets it, with a tip saying by how much it falls
//    short.
//    At home (the Philippines, PH.json) the costs outside the days are the
//    journeys from and back to the origin airport, its domestic terminal fee
//    and each visited city's local fees instead of flights, travel tax and
//    terminal fee; a journey with no sourced fare counts 0 and a tip says so.
// 4. Words. The fixed phrases (titles, activities, labels, tips) come from the
//    `planner` catalogue in the requested language; the curated data inside
//    them (names, descriptions, month notes) stays as curated, in English.
import {
  DOMESTIC_COUNTRY,
  isDomestic,
  loadCountry,
  monthEvents,
  loadDomestic,
  type City,
  type CountryData,
  type DestinationCountry,
  type DomesticCity,
  type DomesticData,
  type Place,
  type Preference,
  type TripCountry,
  type TripCountryData,
} from '../domain/catalogue/destination-data.js';
import type { Locale } from '../lib/i18n.js';
import {
  createMoney,
  departureCosts,
  domesticCosts,
  domesticTips,
  filipinoTips,
  formatAmount,
  listOf,
  pesoCostsTip,
  travelerTips,
  type FlightTier,
  type Money,
} from './costs-and-tips.js';
import { loadPhilippines, type PhilippinesFacts } from '../domain/catalogue/philippines-data.js';
import {
  phrasesFor,
  plannerError,
  type GeneratedTrip,
  type ItineraryKind,
  type Phrases,
  type PlanContext,
  type PlannerPhrase,
  type TripPlanner,
} from './planner.js';
import { ORIGIN_AIRPORTS, type TripRequest } from '../domain/itinerary/trip-request.js';
import {
  countUnverifiedPlaces,
  itineraryTotal,
  type Day,
  type ExtraCost,
  type Itinerary,
} from '../domain/itinerary/itinerary.js';
import { placeCatalogue, unverifiedPlacesIn, type PlaceCatalogue, type PlanLine } from './place-check.js';
import { changeDayOffline } from './day-change.js';
import { sentence } from '../domain/wording.js';

/** Where the planner reads its facts; tests may hand in their own. */
export interface PlannerData {
  country(code: DestinationCountry): CountryData;
  /** The Philippines' own destinations, for trips at home. */
  domestic(): DomesticData;
  philippines(): PhilippinesFacts;
}

export const curatedData: PlannerData = { country: loadCountry, domestic: loadDomestic, philippines: loadPhilippines };

/** The destination data of a request: a foreign country's, or the Philippines' for a trip at home. */
export function destinationOf(code: TripCountry, data: PlannerData): TripCountryData {
  return code === DOMESTIC_COUNTRY ? data.domestic() : data.country(code);
}

/**
 * What every plan of a request is made from, in both planners: the destination's facts, the Philippine
 * facts (rates, fees), money in the traveler's currency and the phrases of `locale`. A data file that
 * cannot be read is the planner's `noData`.
 */
export function planFacts(request: TripRequest, data: PlannerData, locale: Locale = 'en') {
  let country: TripCountryData;
  let philippines: PhilippinesFacts;
  try {
    country = destinationOf(request.destinationCountry, data);
    philippines = data.philippines();
  } catch {
    throw plannerError('noData');
  }
  const say = phrasesFor(locale);
  return { country, philippines, say, money: createMoney(philippines, country.currency, request, say) };
}

type Tier = 'budget' | 'experience';
type StayLevel = 'budget' | 'experienceLow' | 'experienceMid' | 'experienceHigh';

interface Levels {
  stay: StayLevel;
  meals: Tier;
  transport: Tier;
  flights: FlightTier;
  /** How places are ranked and what they cost. */
  places: Tier;
}

/** A journey between two cities. */
interface Leg {
  description: string;
  cost: { budget: number; experience: number };
  /** A journey we know must happen but have no fare for. */
  unpriced?: boolean;
}

interface Stop {
  city: City;
  days: number;
  /** How to get here from the previous stop; null for the first stop and for visits from the current base. */
  leg: Leg | null;
  /** Where the traveler sleeps while visiting this stop. */
  base: City;
}

interface Slot {
  day: number;
  city: City;
  base: City;
  arrives: boolean;
  departs: boolean;
  /** The journey to a new city this day, if any. */
  move: Leg | null;
  /** Every journey this day: the move, and from or back to the gateway on the first and last day. */
  legs: { leg: Leg; text: string }[];
  hours: number;
}

// Sightseeing hours: a full day, and what arriving, moving or leaving takes away.
const FULL_DAY_HOURS = 9;
const ARRIVAL_HOURS = 3;
const MOVE_HOURS_LOST = 4;
const DEPARTURE_HOURS = 3;

export function createOfflinePlanner(data: PlannerData = curatedData): TripPlanner {
  return {
    name: 'offline',
    async changeDay(change, context = {}) {
      const { request } = change;
      const { country, say, money } = planFacts(request, data, context.locale);
      const slot = plannedSlot(country, request, say, change.day);
      return changeDayOffline(change, { country, money, say, slot });
    },
    async generate(request: TripRequest, context: PlanContext = {}) {
      context.onProgress?.('budget-started');
      context.onProgress?.('experience-started');
      const trip = planTrip(request, context.locale, data);
      // The same path as the AI planner's days, so clients show one UI whichever planner answers.
      for (const plan of ['budget', 'experience'] as const) {
        trip[`${plan}Itinerary`].days.forEach((day, index) => context.onDay?.({ plan, index, day }));
      }
      context.onProgress?.('budget-done');
      context.onProgress?.('experience-done');
      return trip;
    },
  };
}

/** Both itineraries for a request, synchronously, worded in `locale`. */
export function planTrip(request: TripRequest, locale: Locale = 'en', data: PlannerData = curatedData): GeneratedTrip {
  const { country, philippines, say, money } = planFacts(request, data, locale);
  const { stops, skipped } = chooseRoute(country, request, say);
  const slots = daySlots(stops, country, request, say);
  const places = placeCatalogue(country);
  const context: TripContext = { request, country, philippines, money, say, stops, slots, skipped, places };
  return {
    budgetItinerary: budgetItinerary(context),
    experienceItinerary: experienceItinerary(context),
  };
}

/** Where day `day` of the planned route is and how many hours it leaves for sightseeing. */
function plannedSlot(country: TripCountryData, request: TripRequest, say: Phrases, day: number): Slot | undefined {
  return daySlots(chooseRoute(country, request, say).stops, country, request, say)[day - 1];
}

interface TripContext {
  request: TripRequest;
  country: TripCountryData;
  philippines: PhilippinesFacts;
  money: Money;
  say: Phrases;
  stops: Stop[];
  slots: Slot[];
  skipped: string[];
  places: PlaceCatalogue;
}

// ---------------------------------------------------------------------------
// Route

const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

function findCity(country: TripCountryData, name: string): City | undefined {
  return country.cities.find((city) => sameName(city.name, name));
}

/** Where a trip can start and end: a city with international flights, or any domestic one (each says how to reach it). */
const isGateway = (country: TripCountryData, city: City) =>
  isDomestic(country) || country.flights.gatewayCities.some((name) => sameName(name, city.name));

const matchesPreferences = (place: Place, preferences: readonly Preference[]) =>
  place.tags.some((tag) => preferences.includes(tag));

/** City-states: their "cities" are districts of one city, visited from one base. */
const CITY_STATES: readonly TripCountry[] = ['SG', 'HK'];

/**
 * The journey from one city to the next: the next city's `arrival`, else the
 * previous one's in reverse. With neither, a district or nearby area is
 * visited from the current base (null), but another gateway city is a real
 * journey our data does not price.
 */
function legBetween(country: TripCountryData, from: City, to: City, say: Phrases): Leg | null {
  if (isDomestic(country)) return domesticLeg(country, from, to, say);
  if (to.arrival) return to.arrival;
  if (from.arrival) {
    return {
      description: say('transport.backTheWayYouCame', { city: from.name, description: from.arrival.description }),
      cost: from.arrival.cost,
    };
  }
  if (!isGateway(country, to) || CITY_STATES.includes(country.code)) return null;
  return {
    description: say('transport.unpriced', { from: from.name, to: to.name }),
    cost: { budget: 0, experience: 0 },
    unpriced: true,
  };
}

/** Between two Philippine destinations: a curated connection either way, else a journey our data does not price. */
function domesticLeg(country: DomesticData, from: City, to: City, say: Phrases): Leg {
  const connection = country.connections.find(
    ({ between: [a, b] }) =>
      (sameName(a, from.name) && sameName(b, to.name)) || (sameName(a, to.name) && sameName(b, from.name)),
  );
  if (connection) return { description: connection.description, cost: connection.cost };
  return {
    description: say('transport.unpricedDomestic', { from: from.name, to: to.name }),
    cost: { budget: 0, experience: 0 },
    unpriced: true,
  };
}

/**
 * The cities a trip at home is reached through, for a planner that picks its own route (Gemini): the chosen
 * ones in order, or the first city reachable from the origin airport.
 */
export function domesticEnds(country: DomesticData, request: TripRequest): DomesticCity[] {
  const chosen = request.cities.flatMap((name) => country.cities.filter((city) => sameName(city.name, name)));
  return chosen.length ? chosen : [country.cities.find((city) => city === startCity(country, request))!];
}

/** The domestic cities a route visits, in order, with their journeys and fees. */
function domesticCities(country: DomesticData, stops: Stop[]): DomesticCity[] {
  return stops.map((stop) => country.cities.find((city) => city === stop.city)!);
}

/** Where a trip with no chosen cities starts: the first international gateway, or the first city reachable from home. */
function startCity(country: TripCountryData, request: TripRequest): City {
  if (isDomestic(country)) {
    return country.cities.find((city) => city.gettingThere[request.originAirport].oneWayPHP) ?? country.cities[0]!;
  }
  const gateway = country.flights.gatewayCities.map((name) => findCity(country, name)).find(Boolean);
  return gateway ?? country.cities[0]!;
}

function chooseRoute(
  country: TripCountryData,
  request: TripRequest,
  say: Phrases,
): { stops: Stop[]; skipped: string[] } {
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
    const start = startCity(country, request);
    const wanted = Math.min(Math.ceil(request.duration / 4), 5);
    const matches = (city: City) =>
      city.places.filter((place) => matchesPreferences(place, request.preferences)).length * (city.sourced ? 2 : 1);
    // Places we know how to reach come first, then the best matches.
    const others = country.cities
      .filter((city) => city !== start && city.places.length > 0)
      .map((city, index) => ({
        city,
        index,
        priced: legBetween(country, start, city, say)?.unpriced ? 0 : 1,
        score: matches(city),
      }))
      // At home, only places we know how to reach from the start: no unpriced flights between islands.
      .filter((entry) => entry.priced || !isDomestic(country))
      .sort((a, b) => b.priced - a.priced || b.score - a.score || a.index - b.index)
      .map((entry) => entry.city);
    cities = [start, ...others.slice(0, wanted - 1)];
  }

  // Even split of the days, the remainder to the first cities.
  const share = Math.floor(request.duration / cities.length);
  const extra = request.duration % cities.length;
  let base = cities[0]!;
  const stops = cities.map((city, index): Stop => {
    const previous = cities[index - 1];
    const leg = previous ? legBetween(country, previous, city, say) : null;
    if (leg) base = city;
    return { city, days: share + (index < extra ? 1 : 0), leg, base };
  });
  return { stops, skipped };
}

function daySlots(stops: Stop[], country: TripCountryData, request: TripRequest, say: Phrases): Slot[] {
  const firstBase = stops[0]!.base;
  const lastBase = stops[stops.length - 1]!.base;
  const slots: Slot[] = [];
  for (const stop of stops) {
    for (let i = 0; i < stop.days; i++) {
      const day = slots.length + 1;
      const arrives = day === 1;
      const departs = day === request.duration;
      const legs: Slot['legs'] = [];
      if (arrives && !isGateway(country, firstBase) && firstBase.arrival) {
        legs.push({
          leg: firstBase.arrival,
          text: say('transport.fromAirport', { city: firstBase.name, description: firstBase.arrival.description }),
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
      if (move)
        legs.push({ leg: move, text: say('transport.to', { city: stop.city.name, description: move.description }) });
      if (departs && !isGateway(country, lastBase) && lastBase.arrival) {
        legs.push({
          leg: lastBase.arrival,
          text: say('transport.backToAirport', { description: lastBase.arrival.description }),
        });
      }
      if (departs && isDomestic(country)) {
        const journey = domesticCities(country, [stops[stops.length - 1]!])[0]!.gettingThere[request.originAirport];
        legs.push({ leg: FREE_LEG, text: say('transport.home', { description: journey.description }) });
      }
      let hours = FULL_DAY_HOURS;
      if (arrives) hours = Math.min(hours, arrivalHours(request.departureTime));
      if (departs) hours = Math.min(hours, departureHours(request.returnTime));
      hours = Math.max(0, hours - (move ? MOVE_HOURS_LOST : 0));
      slots.push({ day, city: stop.city, base: stop.base, arrives, departs, move, legs, hours });
    }
  }
  return slots;
}

/** A journey priced elsewhere (the extra costs), described on the day it happens. */
const FREE_LEG: Leg = { description: '', cost: { budget: 0, experience: 0 } };

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

// ---------------------------------------------------------------------------
// Costs

function nightly(city: City, level: StayLevel): number {
  const { budget, experience } = city.stay;
  if (level === 'budget') return budget.nightly[0];
  if (level === 'experienceLow') return experience.nightly[0];
  if (level === 'experienceHigh') return experience.nightly[1];
  return (experience.nightly[0] + experience.nightly[1]) / 2;
}

type Meal = 'breakfast' | 'lunch' | 'dinner';

/** Breakfast, lunch and dinner: arriving leaves dinner, leaving leaves breakfast and lunch. */
function mealsOf(slot: Slot): Meal[] {
  if (slot.arrives && slot.departs) return ['lunch'];
  if (slot.arrives) return ['dinner'];
  if (slot.departs) return ['breakfast', 'lunch'];
  return ['breakfast', 'lunch', 'dinner'];
}

interface FixedCosts {
  accommodation: number;
  meals: number;
  transportation: number;
}

function fixedCosts(slot: Slot, levels: Levels, money: Money): FixedCosts {
  const legs = slot.legs.reduce((sum, { leg }) => sum + leg.cost[levels.transport], 0);
  return {
    accommodation: slot.departs ? 0 : money.local(nightly(slot.base, levels.stay)),
    meals: money.local((slot.city.mealsDaily[levels.meals] * mealsOf(slot).length) / 3),
    transportation: money.local(slot.city.gettingAround.daily[levels.transport] + legs),
  };
}

const sumFixed = (costs: FixedCosts[]) =>
  costs.reduce((sum, cost) => sum + cost.accommodation + cost.meals + cost.transportation, 0);
const sumExtras = (extras: ExtraCost[]) => extras.reduce((sum, cost) => sum + cost.amount, 0);

// ---------------------------------------------------------------------------
// Places

interface Selection {
  places: Place[][];
  /** Per day, rounded in the requested currency. */
  costs: number[];
  total: number;
}

function ranked(city: City, request: TripRequest, tier: Tier): Place[] {
  return city.places
    .map((place, index) => ({ place, index, match: matchesPreferences(place, request.preferences) ? 1 : 0 }))
    .sort((a, b) => {
      if (a.match !== b.match) return b.match - a.match;
      // Budget: free and cheap first. Experience: the paid highlights first.
      const byCost =
        tier === 'budget'
          ? a.place.cost.budget - b.place.cost.budget
          : b.place.cost.experience - a.place.cost.experience;
      return byCost || a.index - b.index;
    })
    .map((entry) => entry.place);
}

/** Fills each day's hours with the best-ranked places not yet visited, spending at most `allowance`. */
function selectPlaces(context: TripContext, tier: Tier, allowance: number): Selection {
  const queues = new Map<City, Place[]>();
  const places: Place[][] = [];
  const costs: number[] = [];
  let left = Math.max(0, allowance);
  for (const slot of context.slots) {
    let queue = queues.get(slot.city);
    if (!queue) queues.set(slot.city, (queue = ranked(slot.city, context.request, tier)));
    const chosen: Place[] = [];
    let hours = slot.hours;
    let local = 0;
    let cost = 0;
    for (let i = 0; i < queue.length && hours >= 0.5;) {
      const place = queue[i]!;
      // A long day trip may take a whole free day even if it runs past the usual hours.
      const fits = place.hours <= hours || (chosen.length === 0 && hours === FULL_DAY_HOURS);
      const nextCost = context.money.local(local + place.cost[tier]);
      if (fits && nextCost - cost <= left) {
        chosen.push(place);
        queue.splice(i, 1);
        hours -= place.hours;
        left -= nextCost - cost;
        local += place.cost[tier];
        cost = nextCost;
      } else {
        i++;
      }
    }
    places.push(chosen);
    costs.push(cost);
  }
  return { places, costs, total: costs.reduce((sum, cost) => sum + cost, 0) };
}

// ---------------------------------------------------------------------------
// Itineraries

interface Plan {
  levels: Levels;
  fixed: FixedCosts[];
  extras: ExtraCost[];
  selection: Selection;
}

const BUDGET_LEVELS: Levels = {
  stay: 'budget',
  meals: 'budget',
  transport: 'budget',
  flights: 'budget',
  places: 'budget',
};

/** Experience upgrades, most valued first; each is taken only while the plan stays within the budget. */
const UPGRADES: Partial<Levels>[] = [
  { meals: 'experience' },
  { stay: 'experienceLow' },
  { transport: 'experience' },
  { flights: 'experience' },
  { stay: 'experienceMid' },
  { stay: 'experienceHigh' },
];

/** What the trip costs outside its days: flights and Philippine departure costs, or at home the journeys and local fees. */
function outsideCosts(context: TripContext, tier: FlightTier): ExtraCost[] {
  const { country } = context;
  return isDomestic(country)
    ? domesticCosts({ ...context, tier, cities: domesticCities(country, context.stops) })
    : departureCosts({ ...context, country, tier });
}

function costsFor(context: TripContext, levels: Levels) {
  const fixed = context.slots.map((slot) => fixedCosts(slot, levels, context.money));
  const extras = outsideCosts(context, levels.flights);
  return { fixed, extras, total: sumFixed(fixed) + sumExtras(extras) };
}

/** The budget in the plan's currency; with no rate to convert it, no limit (the tips say it was not checked). */
const budgetOf = (context: TripContext) => context.money.budget ?? Infinity;

function budgetItinerary(context: TripContext): Itinerary {
  const { fixed, extras, total } = costsFor(context, BUDGET_LEVELS);
  const selection = selectPlaces(context, 'budget', budgetOf(context) - total);
  return itineraryFrom(context, 'budget', { levels: BUDGET_LEVELS, fixed, extras, selection });
}

/**
 * Half of what the budget leaves after the cheapest plan goes to paid
 * highlights, then upgrades are taken in order while the total fits, then
 * whatever is left buys more highlights.
 */
function experienceItinerary(context: TripContext): Itinerary {
  const budget = budgetOf(context);
  let levels: Levels = { ...BUDGET_LEVELS, places: 'experience' };
  let costs = costsFor(context, levels);
  const highlights = selectPlaces(context, 'experience', (budget - costs.total) / 2);
  for (const upgrade of UPGRADES) {
    const upgraded = { ...levels, ...upgrade };
    const upgradedCosts = costsFor(context, upgraded);
    if (upgradedCosts.total + highlights.total <= budget) {
      levels = upgraded;
      costs = upgradedCosts;
    }
  }
  const selection = selectPlaces(context, 'experience', budget - costs.total);
  return itineraryFrom(context, 'experience', { levels, fixed: costs.fixed, extras: costs.extras, selection });
}

function itineraryFrom(context: TripContext, kind: ItineraryKind, plan: Plan): Itinerary {
  const { request, country } = context;
  const days = context.slots.map((slot, index) => dayFrom(context, slot, plan, index));
  const partial = { days, extraCosts: plan.extras };
  const total = itineraryTotal(partial);
  const unverifiedPlaceCount = countUnverifiedPlaces(days);
  return {
    destination: `${[...new Set(context.stops.map((stop) => stop.city.name))].join(', ')}, ${country.name}`,
    totalBudget: total,
    currency: context.money.currency,
    duration: request.duration,
    startDate: null,
    overview: overview(context, kind, total),
    tips: tips(context, kind, plan, total, unverifiedPlaceCount),
    ...partial,
    unverifiedPlaceCount,
  };
}

function dayFrom(context: TripContext, slot: Slot, plan: Plan, index: number): Day {
  const { request, say } = context;
  const places = plan.selection.places[index]!;
  const stay = plan.levels.stay === 'budget' ? slot.base.stay.budget : slot.base.stay.experience;
  const origin = ORIGIN_AIRPORTS.find((airport) => airport.code === request.originAirport)!;
  const airport = { origin: origin.label, code: origin.code };
  const activities: string[] = [];
  const home = isDomestic(context.country);
  if (slot.arrives) {
    const where = say('stay.in', { type: stay.type, area: stay.area });
    const trip = { ...airport, stay: where, city: slot.city.name };
    activities.push(
      request.departureTime
        ? say(home ? 'activity.travelFromAt' : 'activity.flyAt', { ...trip, time: request.departureTime })
        : say(home ? 'activity.travelFrom' : 'activity.fly', trip),
    );
  }
  if (slot.move) {
    activities.push(
      say('activity.travel', { city: slot.city.name, description: firstSentence(slot.move.description) }),
    );
  }
  // Every place, meal spot and stay area comes from the curated data, so each goes by its id:
  // names such as "Flamenco show" or "Town centre" recur from city to city. The check still runs,
  // so a place our catalogue lacked would show.
  const curated = (place: Place) => ({ name: place.name, id: context.places.idOf(slot.city.name, place.name) });
  const named: PlanLine[] = places.map((place) => ({
    text: `${place.name}: ${place.description}`,
    place: curated(place),
  }));
  activities.push(...named.map((line) => line.text));
  if (!places.length && !slot.departs && !slot.arrives) {
    activities.push(say('activity.freeTime', { city: slot.city.name }));
  }
  if (slot.departs) {
    activities.push(
      request.returnTime
        ? say(home ? 'activity.travelHomeAt' : 'activity.checkOutAt', { ...airport, time: request.returnTime })
        : say(home ? 'activity.travelHome' : 'activity.checkOut', airport),
    );
  }
  const tier = plan.levels.meals;
  const foodPlaces = places.filter((place) => place.kind === 'food' || place.kind === 'market');
  const meals = mealsOf(slot).map((key, i) => {
    const meal = say(`meal.${key}`);
    const place = foodPlaces[i];
    if (!place) return say(`meal.${tier}`, { meal, city: slot.city.name });
    const line = `${meal}: ${place.name}`;
    named.push({ text: line, place: curated(place) });
    return line;
  });
  const accommodation = slot.departs ? say('stay.none') : say('stay.in', { type: cap(stay.type), area: stay.area });
  if (!slot.departs) {
    named.push({ text: accommodation, place: { name: stay.area, id: context.places.idOf(slot.base.name, stay.area) } });
  }
  const unverifiedPlaces = unverifiedPlacesIn(named, context.places);
  const gettingAround = slot.city.gettingAround.description;
  const around =
    slot.city === slot.base
      ? say('transport.around', { city: slot.city.name, description: gettingAround })
      : say('transport.fromBase', { base: slot.base.name, description: gettingAround });
  const transport = [...slot.legs.map(({ text }) => text), around];
  const fixed = plan.fixed[index]!;
  return {
    day: slot.day,
    title: dayTitle(slot, places, say, home),
    activities,
    accommodation,
    transportation: clip(transport.join(' '), 500),
    meals,
    costs: {
      accommodation: fixed.accommodation,
      meals: fixed.meals,
      activities: plan.selection.costs[index]!,
      transportation: fixed.transportation,
    },
    ...(unverifiedPlaces.length ? { unverifiedPlaces } : {}),
  };
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0]!;

function dayTitle(slot: Slot, places: Place[], say: Phrases, home: boolean): string {
  const city = { city: slot.city.name };
  const highlight = places[0] ? `: ${places[0].name}` : '';
  if (slot.arrives && slot.departs) return clip(`${say('title.dayTrip', city)}${highlight}`, 200);
  if (slot.arrives) return clip(`${say('title.arrive', city)}${highlight}`, 200);
  if (slot.departs) return clip(say(home ? 'title.lastDayHome' : 'title.lastDay', city), 200);
  if (slot.move) return clip(`${say('title.travel', city)}${highlight}`, 200);
  return clip(places.length ? `${slot.city.name}${highlight}` : say('title.ownPace', city), 200);
}

function overview(context: TripContext, kind: ItineraryKind, total: number): string {
  const { request, country, money, say } = context;
  const month = country.months[String(request.travelMonth)]!;
  const route = context.stops.map((stop) => {
    const days = say('overview.days', { count: stop.days });
    return stop.base === stop.city
      ? `${stop.city.name} (${days})`
      : say('overview.stopFromBase', { city: stop.city.name, days, base: stop.base.name });
  });
  const interests = request.preferences.map((preference) => say(`interest.${preference}`));
  const visited = context.stops.map((stop) => stop.city.name);
  const events = monthEvents(country, request.travelMonth, visited).map((event) => event.name);
  return [
    say(isDomestic(country) ? 'overview.introDomestic' : 'overview.intro', {
      duration: request.duration,
      kind: say(`kind.${kind}`),
      country: country.name,
      // travelMonth is validated to 1–12.
      month: say(`month.${request.travelMonth}` as PlannerPhrase),
      route: route.reduce((first, next) => say('list.then', { first, next })),
    }),
    say('overview.builtAround', {
      interests: listOf(interests, say),
      style: say(kind === 'budget' ? 'overview.styleBudget' : 'overview.styleExperience'),
    }),
    `${month.season}: ${month.weather}`,
    events.length ? say('overview.events', { events: listOf(events, say) }) : '',
    isDomestic(country)
      ? say('overview.totalDomestic', { total: money.format(total), origin: request.originAirport })
      : money.convertsPesos
        ? say('overview.total', { total: money.format(total), origin: request.originAirport })
        : say('overview.totalLocal', { total: money.format(total), country: country.name }),
  ]
    .filter(Boolean)
    .join(' ');
}

function tips(
  context: TripContext,
  kind: ItineraryKind,
  plan: Plan,
  total: number,
  unverifiedPlaceCount: number,
): string[] {
  const { request, country, money, say } = context;
  const budget = money.budget;
  const list: string[] = [];
  if (unverifiedPlaceCount) list.push(say('tip.unverifiedPlaces', { count: unverifiedPlaceCount }));
  if (budget === null) {
    list.push(
      say('tip.budgetUnchecked', {
        budget: formatAmount(request.budget, request.currency),
        currency: money.currency,
      }),
    );
  } else if (total <= budget) {
    list.push(
      say('tip.withinBudget', {
        total: money.format(total),
        budget: money.format(budget),
        left: money.format(budget - total),
      }),
    );
  } else if (kind === 'budget') {
    list.push(
      say('tip.shortfall', {
        total: money.format(total),
        budget: money.format(budget),
        short: money.format(total - budget),
      }),
    );
  } else {
    list.push(say('tip.overBudget', { over: money.format(total - budget), budgetKind: say('kind.budget') }));
  }
  if (kind === 'experience' && plan.levels.stay === 'budget' && budget !== null && total <= budget) {
    list.push(say('tip.biggerBudget'));
  }
  if (context.skipped.length) {
    list.push(say('tip.skipped', { duration: request.duration, cities: listOf(context.skipped, say) }));
  }
  for (const stop of context.stops) {
    if (stop.leg?.unpriced) list.push(say('tip.unpriced', { city: stop.city.name }));
  }
  const { country: destination } = context;
  list.push(
    ...(isDomestic(destination)
      ? domesticTips({ ...context, cities: domesticCities(destination, context.stops) })
      : filipinoTips({ ...context, country: destination })),
  );
  const rates = money.rateTip();
  if (rates) list.push(rates);
  // Trips at home are priced in pesos or converted from them: nothing is ever left out of the total.
  const pesoCosts = isDomestic(destination)
    ? null
    : pesoCostsTip({ ...context, country: destination, tier: plan.levels.flights });
  if (pesoCosts) list.push(pesoCosts);
  const month = country.months[String(request.travelMonth)]!;
  list.push(...month.notes);
  const visited = new Set(context.stops.map((stop) => stop.city.name));
  for (const event of monthEvents(country, request.travelMonth, [...visited])) {
    list.push(sentence(`${event.name}${event.where ? ` (${event.where})` : ''}${event.note ? `: ${event.note}` : ''}`));
  }
  // At home, a tip about a destination this trip does not visit (Boracay's fees on a Palawan trip) is left out.
  const elsewhere = country.cities.map((city) => city.name).filter((name) => isDomestic(country) && !visited.has(name));
  list.push(...travelerTips(country).filter((tip) => !elsewhere.some((name) => tip.includes(name))));
  const unsourced = context.stops.filter((stop) => !stop.city.sourced).map((stop) => stop.city.name);
  if (unsourced.length) {
    list.push(
      say(unsourced.length === 1 ? 'tip.unsourcedOne' : 'tip.unsourcedMany', { cities: listOf(unsourced, say) }),
    );
  }
  return [...new Set(list)].slice(0, 40).map((tip) => clip(tip, 1000));
}
