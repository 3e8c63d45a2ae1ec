// Which sights each day of an offline plan visits. Each day starts from the
// best-ranked sight left in its city and adds the sights nearest to the day so
// far (the same area first), so a day stays in one part of town; a day trip
// takes a free day of its own, and leaves the town what it does not take (the
// morning before an outing for the evening, the evening after a day out).
// Ranking: places matching the traveler's interests first; Budget-Focused free
// and cheap first, Experience-Focused paid highlights first; places the other
// plan already visits after the rest of their kind, so the two plans differ
// where the data allows.
import { distanceMeters, type LatLng } from '../domain/geo/geo.js';
import { WALK_KM } from '../domain/geo/travel.js';
import type { Preference } from '../domain/catalogue/destination-data.js';
import type { Money } from './costs-and-tips.js';
import { canVisitBetween, MEAL_MINUTES, OUTING_BACK } from './day-schedule.js';
import { matchesPreferences, type DaySlot } from './route-plan.js';
import type { Venue, Venues } from './venues.js';

export type Tier = 'budget' | 'experience';

export interface Selection {
  sights: Venue[][];
  /** What each sight costs, local currency (its price for the plan's kind, or the budget way). */
  spend: number[][];
  /** Per day, rounded in the requested currency. */
  costs: number[];
  total: number;
}

export interface SelectionInput {
  slots: readonly DaySlot[];
  preferences: readonly Preference[];
  venues: Venues;
  money: Money;
  tier: Tier;
  /** The most the sights may cost in all, in the requested currency. */
  allowance: number;
  /** Sights the other plan visits: taken after the others of their kind. */
  avoid?: ReadonlySet<string>;
}

/** A day's sights stay within this distance of the day's centre, while there are others to choose. */
const DAY_SPREAD_KM = 6;
/** How much one place down the ranking weighs against one kilometre farther. */
const RANK_KM = 0.35;
const SAME_AREA_KM = 1;
/** A place the other plan visits counts as this much farther, so each plan finds places of its own nearby. */
const AVOID_KM = 3;
/** Distance to a day with nothing in it yet: none (every place counts the same). */
const UNKNOWN_KM = 3;
/** At most this many places best in the evening or at night on one day; the morning's places fit before lunch. */
const MAX_EVENING = 2;
const MORNING_MINUTES = 3.5 * 60;
/** Sights by day end, and the evening ends, for the hours a day has. */
const EVENING_FROM = 17 * 60;
const DAY_END = 21 * 60 + 30;
/** A day with this many hours of sights by day is free for a day trip. */
const FULL_DAY_SIGHT_HOURS = 7;
/** A morning place needs the day to start by then. */
const LATEST_MORNING_START = 10 * 60;

function ranked(places: readonly Venue[], input: SelectionInput): Venue[] {
  const { tier, avoid, preferences } = input;
  return places
    .map((venue, index) => ({
      venue,
      index,
      match: venue.place && matchesPreferences(venue.place, preferences) ? 1 : 0,
      fresh: avoid?.has(venue.id) ? 0 : 1,
    }))
    .sort((a, b) => {
      if (a.match !== b.match) return b.match - a.match;
      if (a.fresh !== b.fresh) return b.fresh - a.fresh;
      const costA = a.venue.place!.cost;
      const costB = b.venue.place!.cost;
      // Budget: free and cheap first. Experience: the paid highlights first.
      const byCost = tier === 'budget' ? costA.budget - costB.budget : costB.experience - costA.experience;
      return byCost || a.index - b.index;
    })
    .map((entry) => entry.venue);
}

const kmTo = (venue: Venue, point: LatLng | undefined) =>
  point ? distanceMeters(venue.position, point) / 1000 : UNKNOWN_KM;

function centreOf(chosen: readonly Venue[]): LatLng | undefined {
  const placed = chosen.map((venue) => venue.position);
  if (!placed.length) return undefined;
  return {
    lat: placed.reduce((sum, point) => sum + point.lat, 0) / placed.length,
    lng: placed.reduce((sum, point) => sum + point.lng, 0) / placed.length,
  };
}

/** Hours a visit takes, with the way there from the day so far (walking close by, a ride beyond). */
const hoursWith = (venue: Venue, from: LatLng | undefined) => {
  const km = kmTo(venue, from);
  return venue.minutes / 60 + (km <= WALK_KM ? (km * 1.3) / 4.5 : 10 / 60 + (km * 1.3) / 20);
};

/** The sight that best continues a day: close to its centre, in its area, high in the ranking. */
function nearestFitting(
  queue: readonly Venue[],
  centre: LatLng | undefined,
  area: string | undefined,
  limitKm: number,
  fits: (venue: Venue, spent: number) => boolean,
  avoid: ReadonlySet<string> | undefined,
): { venue: Venue; spent: number } | undefined {
  let best: { venue: Venue; score: number; spent: number } | undefined;
  queue.forEach((venue, rank) => {
    if (venue.dayTrip) return;
    const km = kmTo(venue, centre);
    if (km > limitKm) return;
    const spent = hoursWith(venue, centre);
    if (!fits(venue, spent)) return;
    const score =
      km + rank * RANK_KM - (area && venue.area === area ? SAME_AREA_KM : 0) + (avoid?.has(venue.id) ? AVOID_KM : 0);
    if (!best || score < best.score) best = { venue, score, spent };
  });
  return best;
}

const isEvening = (venue: Venue) => venue.bestTime === 'evening' || venue.bestTime === 'night';

/** Kinds of place still open after dark when their hours are not known: a market, a neighbourhood, a food street. */
const OPEN_AFTER_DARK = new Set(['market', 'neighbourhood', 'food']);

/**
 * Whether a place good at any time can fill the evening after a day out: its hours allow a visit after 17:00, or,
 * unknown, it is a kind open after dark (a crafts village's workshops are not, at 17:00 back from the elephants).
 */
const suitsEvening = (venue: Venue, dayEnd: number) =>
  venue.open
    ? canVisitBetween(venue.open, EVENING_FROM, dayEnd, venue.minutes)
    : OPEN_AFTER_DARK.has(venue.place?.kind ?? '');

/** When a day's sightseeing must be over: the flight home on the last day, else the late evening. */
const dayEndOf = (slot: DaySlot) => (slot.departs ? slot.start + slot.hours * 60 : DAY_END);

/**
 * The hours a day has for sights: by day (from its start to the late afternoon, less lunch) and in the
 * evening (until about 21:30, less dinner), for sunset views, night markets and night views.
 */
export function sightHours(slot: DaySlot): { day: number; evening: number } {
  const end = dayEndOf(slot);
  if (slot.hours <= 0) return { day: 0, evening: 0 };
  const dayEnd = Math.min(EVENING_FROM, end);
  const lunch = slot.start < 13 * 60 && dayEnd > 12 * 60 ? MEAL_MINUTES.lunch : 0;
  const day = Math.max(0, dayEnd - slot.start - lunch) / 60;
  const evening = Math.max(0, end - Math.max(EVENING_FROM, slot.start) - (slot.departs ? 0 : MEAL_MINUTES.dinner)) / 60;
  return { day: Math.min(day, slot.hours), evening };
}

export function selectSights(input: SelectionInput): Selection {
  const { slots, venues, money, tier } = input;
  const queues = new Map<string, Venue[]>();
  const sights: Venue[][] = [];
  const spend: number[][] = [];
  const costs: number[] = [];
  let left = Math.max(0, input.allowance);

  const queueOf = (city: string) => {
    let queue = queues.get(city);
    if (!queue) queues.set(city, (queue = ranked(venues.city(city).places, input)));
    return queue;
  };
  // Cities seen from one base share their places: a day whose own city is used up goes next door.
  const neighbours = (slot: DaySlot) => [
    ...new Set(
      slots.filter((other) => other.base === slot.base && other.city !== slot.city).map((other) => other.city.name),
    ),
  ];

  for (const slot of slots) {
    const own = queueOf(slot.city.name);
    const others = neighbours(slot).map(queueOf);
    const chosen: Venue[] = [];
    const paid: number[] = [];
    const room = sightHours(slot);
    const dayEnd = dayEndOf(slot);
    const fullDay = room.day >= FULL_DAY_SIGHT_HOURS;
    /** The morning is a day trip's: no place best in the morning fits after it. */
    let morningTaken = false;
    let local = 0;
    let cost = 0;
    /** What a sight costs this plan: its price for the plan's kind, or the budget way when that is all that fits. */
    const priceOf = (venue: Venue): number | null => {
      for (const price of [venue.place!.cost[tier], venue.place!.cost.budget]) {
        if (money.local(local + price) - cost <= left) return price;
      }
      return null;
    };
    const take = (venue: Venue, spent: number) => {
      const price = priceOf(venue)!;
      const next = money.local(local + price);
      chosen.push(venue);
      paid.push(price);
      const from = [own, ...others].find((list) => list.includes(venue))!;
      from.splice(from.indexOf(venue), 1);
      if (isEvening(venue) || spent > room.day) room.evening -= spent;
      else room.day -= spent;
      left -= next - cost;
      local += price;
      cost = next;
    };
    const fits = (venue: Venue, spent: number) => {
      if (priceOf(venue) === null) return false;
      if (!canVisitBetween(venue.open, slot.start, dayEnd, venue.minutes)) return false;
      if (venue.bestTime === 'morning') {
        if (morningTaken) return false;
        // The morning's places must all fit before lunch.
        const morning = chosen.filter((v) => v.bestTime === 'morning').reduce((sum, v) => sum + v.minutes, 0);
        return slot.start <= LATEST_MORNING_START && morning + venue.minutes <= MORNING_MINUTES && spent <= room.day;
      }
      if (isEvening(venue)) return chosen.filter(isEvening).length < MAX_EVENING && spent <= room.evening;
      // A place good at any time may also fill the evening (a market, a neighbourhood after dark).
      // After a day out, the evening is all there is: only what is open then.
      return (
        spent <= room.day ||
        (venue.bestTime === 'any' && spent <= room.evening && (!morningTaken || suitsEvening(venue, dayEnd)))
      );
    };
    const open = () => room.day >= 0.5 || room.evening >= 0.5;
    const queue = own.some((venue) => !venue.dayTrip && fits(venue, venue.minutes / 60))
      ? own
      : [...own, ...others.flat()];

    // A day trip takes a free day, when it ranks near the top of what is left; what it leaves of the day is
    // the town's. One best in the evening leaves after lunch in town (the penguins at sunset): the morning
    // before it. Any other leaves in the morning: the evening after it (back from Nara at 15:00, Dotonbori
    // after dark), not the afternoon, which the way back and a rest take.
    const dayTrip = queue.slice(0, 3).find((venue) => venue.dayTrip && priceOf(venue) !== null);
    if (dayTrip && fullDay) {
      take(dayTrip, 0);
      if (isEvening(dayTrip)) {
        room.day = Math.max(0, OUTING_BACK - dayTrip.minutes - slot.start - MEAL_MINUTES.lunch) / 60;
        room.evening = 0;
      } else {
        const back = slot.start + dayTrip.minutes;
        room.day = 0;
        room.evening = Math.max(0, dayEnd - Math.max(EVENING_FROM, back) - MEAL_MINUTES.dinner) / 60;
        morningTaken = true;
      }
    }
    if (room.day > 0 || room.evening > 0) {
      // The queue is ranked: matching places first, of those the ones the other plan does not visit.
      const seed = queue.find((venue) => !venue.dayTrip && fits(venue, venue.minutes / 60));
      if (seed) take(seed, seed.minutes / 60);
      for (const pool of [() => own, () => [...own, ...others.flat()]]) {
        while (seed && open()) {
          const centre = centreOf(chosen.filter((venue) => !venue.dayTrip));
          // Near the day's centre first; then farther, the more so while the day is still half empty
          // (islands, spread-out regions: Ubud is 9 km from its rice terraces).
          const limits =
            room.day > FULL_DAY_SIGHT_HOURS / 2
              ? [DAY_SPREAD_KM, DAY_SPREAD_KM * 3]
              : [DAY_SPREAD_KM, DAY_SPREAD_KM * 2];
          const best = limits
            .map((limit) => nearestFitting(pool(), centre, seed.area, limit, fits, input.avoid))
            .find(Boolean);
          if (!best) break;
          take(best.venue, best.spent);
        }
      }
    }
    sights.push(chosen);
    spend.push(paid);
    costs.push(cost);
  }
  return { sights, spend, costs, total: costs.reduce((sum, cost) => sum + cost, 0) };
}
