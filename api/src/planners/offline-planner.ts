// The planner that needs no AI service: it builds both itineraries from the
// curated destination data (api/data/destinations/<CC>.json) and the
// Philippine departure facts (api/data/philippines.json). Deterministic: the
// same request always gives the same plan (no randomness, no clock).
//
// How a plan is made:
// 1. Route (route-plan.ts): which cities, for how many days, and the journeys
//    between them from the city the traveler is in.
// 2. Sights (sight-selection.ts): each day keeps to one part of town, starting
//    from the best-ranked sight left and adding the nearest; a day trip takes
//    a whole day. A day is left free only when the route's places are used up,
//    and the tips say so.
// 3. The day on the map and the clock (day-schedule.ts): dawn sights first,
//    the shortest way through the rest, sunset and night ones last, each meal
//    at a named place near the stops around it, the way between stops.
// 4. Money. Everything is converted from the local currency (and PHP) to the
//    requested currency with the dated rates of philippines.json and rounded
//    per cost, so the days, the extra costs and `totalBudget` add up exactly.
//    Without a dated rate for either currency the plan is in the local
//    currency: the peso costs (flights, travel tax, fees) become a tip instead
//    of extra costs, and a budget that cannot be converted is not checked.
//    Budget-Focused takes the cheapest stay, meals and transport and the free
//    or cheap places that still fit the budget. Experience-Focused spends half
//    of what the budget leaves on paid highlights, upgrades meals, stays,
//    transport and flights one by one while the total stays within the budget,
//    then spends what is left on more highlights. The Budget-Focused plan takes
//    the places the Experience-Focused one visits last, so the two differ. A
//    budget too small for even the cheapest plan still gets it, with a tip
//    saying by how much it falls short.
//    At home (the Philippines, PH.json) the costs outside the days are the
//    journeys from and back to the origin airport, its domestic terminal fee
//    and each visited city's local fees instead of flights, travel tax and
//    terminal fee; a journey with no sourced fare counts 0 and a tip says so.
// 5. Words. The fixed phrases (titles, activities, labels, tips) come from the
//    `planner` catalogue in the requested language; the curated data inside
//    them (names, descriptions, month notes) stays as curated, in English.
import type { Day, ExtraCost, Itinerary, MealKind, Stop } from '@lakbay/validation/itinerary';
import { countUnverifiedPlaces, itineraryTotal } from '@lakbay/validation/itinerary';
import {
  DOMESTIC_COUNTRY,
  isDomestic,
  loadCountry,
  loadDomestic,
  monthEvents,
  type City,
  type CountryData,
  type DestinationCountry,
  type DomesticData,
  type TripCountry,
  type TripCountryData,
} from '../domain/catalogue/destination-data.js';
import { loadPhilippines, type PhilippinesFacts } from '../domain/catalogue/philippines-data.js';
import { hasPublicTransport } from '../domain/geo/travel.js';
import { ORIGIN_AIRPORTS, type TripRequest } from '../domain/itinerary/trip-request.js';
import { sentence } from '../domain/wording.js';
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
import { changeDayOffline } from './day-change.js';
import { mealWindows, scheduleDay, scheduleWords } from './day-schedule.js';
import { mealChooser, mealLine, usualMealLine, type MealChooser } from './meal-choice.js';
import { placeCatalogue, unverifiedPlacesIn, type PlaceCatalogue, type PlanLine } from './place-check.js';
import { mentionsEvent } from './plan-check.js';
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
import { chooseRoute, daySlots, domesticCities, type DaySlot, type RouteStop } from './route-plan.js';
import { selectSights, type Selection, type Tier } from './sight-selection.js';
import { venuesOf, type Venue, type Venues } from './venues.js';

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

type StayLevel = 'budget' | 'experienceLow' | 'experienceMid' | 'experienceHigh';

interface Levels {
  stay: StayLevel;
  meals: Tier;
  transport: Tier;
  flights: FlightTier;
  /** How places are ranked and what they cost. */
  places: Tier;
}

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
  const venues = venuesOf(country);
  const context: TripContext = { request, country, philippines, money, say, stops, slots, skipped, places, venues };
  // The Experience-Focused plan first: the Budget-Focused one takes its places last, so the two differ.
  const experience = experienceItinerary(context);
  const visited = new Set(experience.days.flatMap((day) => (day.stops ?? []).flatMap((stop) => stop.placeId ?? [])));
  return { budgetItinerary: budgetItinerary(context, visited), experienceItinerary: experience };
}

/** Where day `day` of the planned route is and how many hours it leaves for sightseeing. */
function plannedSlot(country: TripCountryData, request: TripRequest, say: Phrases, day: number): DaySlot | undefined {
  return daySlots(chooseRoute(country, request, say).stops, country, request, say)[day - 1];
}

interface TripContext {
  request: TripRequest;
  country: TripCountryData;
  philippines: PhilippinesFacts;
  money: Money;
  say: Phrases;
  stops: RouteStop[];
  slots: DaySlot[];
  skipped: string[];
  places: PlaceCatalogue;
  venues: Venues;
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

/** Breakfast, lunch and dinner: arriving leaves dinner, leaving leaves breakfast and lunch. */
function mealsOf(slot: DaySlot): MealKind[] {
  if (slot.arrives && slot.departs) return ['lunch'];
  if (slot.arrives) return ['dinner'];
  if (slot.departs) return ['breakfast', 'lunch'];
  return ['breakfast', 'lunch', 'dinner'];
}

/** What each meal takes of a day's meal costs. */
const MEAL_SHARE: Record<MealKind, number> = { breakfast: 0.2, lunch: 0.35, dinner: 0.45 };

interface FixedCosts {
  accommodation: number;
  meals: number;
  transportation: number;
}

function fixedCosts(slot: DaySlot, levels: Levels, money: Money): FixedCosts {
  const legs = slot.legs.reduce((sum, { leg, both }) => sum + leg.cost[levels.transport] * (both ? 2 : 1), 0);
  const meals = mealsOf(slot).reduce((sum, meal) => sum + MEAL_SHARE[meal], 0);
  return {
    accommodation: slot.departs ? 0 : money.local(nightly(slot.base, levels.stay)),
    meals: money.local(slot.city.mealsDaily[levels.meals] * meals),
    transportation: money.local(slot.city.gettingAround.daily[levels.transport] + legs),
  };
}

const sumFixed = (costs: FixedCosts[]) =>
  costs.reduce((sum, cost) => sum + cost.accommodation + cost.meals + cost.transportation, 0);
const sumExtras = (extras: ExtraCost[]) => extras.reduce((sum, cost) => sum + cost.amount, 0);

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

/** The sights of every day for one plan (sight-selection.ts). */
function selectPlaces(context: TripContext, tier: Tier, allowance: number, avoid?: ReadonlySet<string>): Selection {
  const { slots, request, venues, money } = context;
  return selectSights({ slots, preferences: request.preferences, venues, money, tier, allowance, avoid });
}

/** The cheapest plan, taking the places the Experience-Focused plan visits (`avoid`) last. */
/**
 * What the sights may cost: what the budget leaves. A budget that cannot pay even the cheapest stays, meals
 * and journeys sets no limit on them: the plan is over it anyway and says by how much, and days with sights
 * serve the traveler better than empty ones.
 */
function sightAllowance(context: TripContext, fixedTotal: number): number {
  const left = budgetOf(context) - fixedTotal;
  return left > 0 ? left : Infinity;
}

function budgetItinerary(context: TripContext, avoid: ReadonlySet<string>): Itinerary {
  const { fixed, extras, total } = costsFor(context, BUDGET_LEVELS);
  const selection = selectPlaces(context, 'budget', sightAllowance(context, total), avoid);
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
  const highlights = selectPlaces(context, 'experience', sightAllowance(context, costs.total) / 2);
  for (const upgrade of UPGRADES) {
    const upgraded = { ...levels, ...upgrade };
    const upgradedCosts = costsFor(context, upgraded);
    if (upgradedCosts.total + highlights.total <= budget) {
      levels = upgraded;
      costs = upgradedCosts;
    }
  }
  const selection = selectPlaces(context, 'experience', sightAllowance(context, costs.total));
  return itineraryFrom(context, 'experience', { levels, fixed: costs.fixed, extras: costs.extras, selection });
}

/**
 * The days between the first and the last with no sight, their cities, and whether that is because the
 * route's places are used up (else the budget left nothing for the rest).
 */
function freeDays(context: TripContext, plan: Plan) {
  const days = context.slots.filter(
    (slot, index) => !slot.arrives && !slot.departs && !plan.selection.sights[index]!.length,
  );
  const visited = new Set(plan.selection.sights.flat());
  const cities = [...new Set(days.map((slot) => slot.city.name))];
  const usedUp = cities.every((city) => context.venues.city(city).places.every((venue) => visited.has(venue)));
  return { days: days.map((slot) => slot.day), cities, usedUp };
}

/** "Tokyo, Kyoto, Japan": the cities the route visits and the country; only the country when they are too many to name. */
function destinationOfRoute({ stops, country }: TripContext): string {
  const named = `${[...new Set(stops.map((stop) => stop.city.name))].join(', ')}, ${country.name}`;
  return named.length <= MAX_DESTINATION ? named : country.name;
}

/** The longest destination an itinerary may have. */
const MAX_DESTINATION = 200;

function itineraryFrom(context: TripContext, kind: ItineraryKind, plan: Plan): Itinerary {
  const { request, say } = context;
  const meals = mealChooser(context.venues, {
    tier: plan.levels.meals,
    usual: (meal, city, area) => usualMealLine(say, plan.levels.meals, meal, city, area),
    line: (meal, venue) => mealLine(say, meal, venue),
    // A food place the plan visits as a sight is not also a place for another meal.
    sights: new Set(plan.selection.sights.flat().map((venue) => venue.id)),
  });
  const days = context.slots.map((slot, index) => dayFrom(context, slot, plan, index, meals));
  const partial = { days, extraCosts: plan.extras };
  const total = itineraryTotal(partial);
  const unverifiedPlaceCount = countUnverifiedPlaces(days);
  return {
    destination: destinationOfRoute(context),
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

function dayFrom(context: TripContext, slot: DaySlot, plan: Plan, index: number, meals: MealChooser): Day {
  const { request, say } = context;
  const sights = plan.selection.sights[index]!;
  const stay = plan.levels.stay === 'budget' ? slot.base.stay.budget : slot.base.stay.experience;
  const origin = ORIGIN_AIRPORTS.find((airport) => airport.code === request.originAirport)!;
  const airport = { origin: origin.label, code: origin.code };
  const before: string[] = [];
  const after: string[] = [];
  const home = isDomestic(context.country);
  if (slot.arrives) {
    const where = say('stay.in', { type: stay.type, area: stay.area });
    const trip = { ...airport, stay: where, city: slot.city.name };
    before.push(
      request.departureTime
        ? say(home ? 'activity.travelFromAt' : 'activity.flyAt', { ...trip, time: request.departureTime })
        : say(home ? 'activity.travelFrom' : 'activity.fly', trip),
    );
  }
  if (slot.move) {
    before.push(say('activity.travel', { city: slot.city.name, description: firstSentence(slot.move.description) }));
  }
  if (slot.departs) {
    after.push(
      request.returnTime
        ? say(home ? 'activity.travelHomeAt' : 'activity.checkOutAt', { ...airport, time: request.returnTime })
        : say(home ? 'activity.travelHome' : 'activity.checkOut', airport),
    );
  }
  const costs = placeCosts(context, plan.selection.spend[index]!);
  const schedule = scheduleDay(
    sights.map((venue, i) => ({
      line: `${venue.name}: ${venue.place!.description}`,
      name: venue.name,
      venue,
      minutes: venue.minutes,
      cost: costs[i]!,
    })),
    {
      start: slot.start,
      end: slot.start + slot.hours * 60,
      meals: mealsOf(slot),
      preferTransit: plan.levels.transport === 'budget' && hasPublicTransport(slot.city.gettingAround.description),
      waters: context.venues.waters,
      mealWindows: mealWindows(context.country),
      mealCost: (meal) => Math.round(plan.fixed[index]!.meals * mealShareOfDay(slot, meal)),
      // Breakfast on a moving day is before the journey, in the city the traveler leaves.
      breakfastApart: Boolean(slot.move),
      chooseMeal: (meal, from, to, at, area) =>
        meals.choose(
          meal === 'breakfast' && slot.move ? previousBase(context, slot) : slot.city,
          meal,
          from,
          to,
          at,
          area,
        ),
      ...scheduleWords(say),
    },
  );
  const activities = [...before, ...schedule.activities, ...after];
  if (!sights.length && !slot.departs && !slot.arrives)
    activities.push(say('activity.freeTime', { city: slot.city.name }));
  // Every place, eatery and stay area comes from the curated data, so each goes by its id:
  // names such as "Flamenco show" or "Town centre" recur from city to city. The check still runs,
  // so a place our catalogue lacked would show.
  const named: PlanLine[] = schedule.stops.map((stop) => ({
    text: stop.line,
    place: { name: stop.name, id: stop.placeId },
  }));
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
  const transport = [...slot.legs.map(({ text }) => text), around, routeSummary(schedule.stops, say)].filter(Boolean);
  const fixed = plan.fixed[index]!;
  return {
    day: slot.day,
    title: dayTitle(slot, sights, say, home),
    activities,
    accommodation,
    transportation: clip(transport.join(' '), 500),
    meals: schedule.meals,
    costs: {
      accommodation: fixed.accommodation,
      meals: fixed.meals,
      // The tickets of the sights the day kept (a sight it had no time left for is not paid for).
      activities: plan.selection.costs[index]! - schedule.dropped.reduce((sum, sight) => sum + sight.cost, 0),
      transportation: fixed.transportation,
    },
    ...(unverifiedPlaces.length ? { unverifiedPlaces } : {}),
    ...(schedule.stops.length ? { stops: schedule.stops } : {}),
  };
}

/** Where the traveler slept the night before a day. */
const previousBase = (context: TripContext, slot: DaySlot) => context.slots[slot.day - 2]?.base ?? slot.base;

/** Each sight's ticket in the requested currency, rounded so that they add up to the day's activities cost. */
function placeCosts(context: TripContext, spend: readonly number[]): number[] {
  let local = 0;
  let before = 0;
  return spend.map((price) => {
    local += price;
    const total = context.money.local(local);
    const cost = total - before;
    before = total;
    return cost;
  });
}

/** A meal's share of what the day's meals cost (the shares of the meals the day has add up to one). */
function mealShareOfDay(slot: DaySlot, meal: MealKind): number {
  const total = mealsOf(slot).reduce((sum, each) => sum + MEAL_SHARE[each], 0);
  return MEAL_SHARE[meal] / total;
}

/** "Between today's stops: about 6 km in all, 45 minutes on the way", when the day has a way to go. */
function routeSummary(stops: readonly Stop[], say: Phrases): string {
  const ways = stops.flatMap((stop) => (stop.next ? [stop.next] : []));
  if (!ways.length) return '';
  const km = ways.reduce((sum, way) => sum + way.km, 0);
  const minutes = ways.reduce((sum, way) => sum + way.minutes, 0);
  return say('transport.route', { km: Math.max(1, Math.round(km)), minutes });
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0]!;

function dayTitle(slot: DaySlot, sights: readonly Venue[], say: Phrases, home: boolean): string {
  const city = { city: slot.city.name };
  const highlight = sights[0] ? `: ${sights[0].name}` : '';
  if (slot.arrives && slot.departs) return clip(`${say('title.dayTrip', city)}${highlight}`, 200);
  if (slot.arrives) return clip(`${say('title.arrive', city)}${highlight}`, 200);
  if (slot.departs) return clip(say(home ? 'title.lastDayHome' : 'title.lastDay', city), 200);
  if (slot.move) return clip(`${say('title.travel', city)}${highlight}`, 200);
  return clip(sights.length ? `${slot.city.name}${highlight}` : say('title.ownPace', city), 200);
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
  // An event a month note already names ("Golden Week begins 29 April") is not said twice.
  for (const event of monthEvents(country, request.travelMonth, [...visited])) {
    if (month.notes.some((note) => mentionsEvent(note, event))) continue;
    list.push(sentence(`${event.name}${event.where ? ` (${event.where})` : ''}${event.note ? `: ${event.note}` : ''}`));
  }
  // At home, a tip about a destination this trip does not visit (Boracay's fees on a Palawan trip) is left out.
  const elsewhere = country.cities.map((city) => city.name).filter((name) => isDomestic(country) && !visited.has(name));
  list.push(...travelerTips(country).filter((tip) => !elsewhere.some((name) => tip.includes(name))));
  const free = freeDays(context, plan);
  if (free.days.length) {
    list.push(
      say(free.usedUp ? 'tip.freeDays' : 'tip.freeDaysBudget', {
        count: free.days.length,
        days: listOf(free.days.map(String), say),
        cities: listOf(free.cities, say),
      }),
    );
  }
  const unsourced = context.stops.filter((stop) => !stop.city.sourced).map((stop) => stop.city.name);
  if (unsourced.length) {
    list.push(
      say(unsourced.length === 1 ? 'tip.unsourcedOne' : 'tip.unsourcedMany', { cities: listOf(unsourced, say) }),
    );
  }
  return [...new Set(list)].slice(0, 40).map((tip) => clip(tip, 1000));
}
