// A day on the map and the clock, for both planners: given the day's sights,
// it orders them (places best at dawn first, the rest by the shortest path
// from there, sunset views next, night views and night markets last), lays
// them on the clock from the day's start, opens each when it opens, puts each
// meal at a named place near the stops around it, and gives every stop the way
// to the next (walk, transit or taxi by distance, an estimate).
import type { MealKind, Stop, TimeSlot } from '@lakbay/validation/itinerary';
import type { TripCountryData } from '../domain/catalogue/destination-data.js';
import { WEEKDAYS, type OpeningHours, type Weekday } from '../domain/catalogue/opening-hours.js';
import type { LatLng } from '../domain/geo/geo.js';
import { pathKm, shortOrder, type Distance } from '../domain/geo/route.js';
import { travelBetween } from '../domain/geo/travel.js';
import { kmAcross, type Water } from '../domain/geo/water.js';
import { minutesOfClock } from '../domain/geo/zoned-time.js';
import { listOf } from './costs-and-tips.js';
import type { Phrases } from './planner.js';
import { isSpendingMoney, type BestTime, type Venue } from './venues.js';

/** One of the day's sights, before it has a time. */
export interface Sight {
  line: string;
  name: string;
  venue?: Venue | undefined;
  minutes: number;
  /** Per person, in the itinerary's currency. */
  cost: number;
}

/** The meal a chooser found: at a named place, or the plan's usual line when there is none. */
export interface MealChoice {
  line: string;
  venue?: Venue | undefined;
}

export interface DayFrame {
  /** Minutes after midnight when the day's first sight may start (breakfast is before it). */
  start: number;
  /**
   * Breakfast somewhere else than the day's sights (before a journey): at its time, with no way on
   * from it to the first sight.
   */
  breakfastApart?: boolean;
  /** By when the last sight should be over. */
  end: number;
  meals: readonly MealKind[];
  /** Trains and buses between stops (a budget plan in a city that has them); else a taxi. */
  preferTransit: boolean;
  /** The country's rivers and harbours in town: no walk crosses them. */
  waters: readonly Water[];
  /** The day's weekday, when the trip has dates: a place closed that day is flagged. */
  weekday?: Weekday | undefined;
  /** When each meal is served where the country eats later than usual (`mealWindows`); else MEAL_WINDOW. */
  mealWindows?: MealWindows | undefined;
  /** Each meal's share of the day's meal costs, per person in the itinerary's currency. */
  mealCost: (meal: MealKind) => number;
  /**
   * The meal at a named place on the way from `from` (where the traveler is) to `to` (the next sight), open
   * at `at` (minutes after midnight), or the usual line; called once per meal, in the day's order.
   */
  chooseMeal: (
    meal: MealKind,
    from: LatLng | undefined,
    to: LatLng | undefined,
    at: number,
    area?: string,
  ) => MealChoice;
  /** Whether a sight that is a place to eat (a market, a food street) is also the meal that falls due there. */
  sightsAreMeals?: boolean;
  /** The line for a meal eaten at one of the day's sights (a market, a food street). */
  mealAtSight: (meal: MealKind, sight: string) => string;
  /** The line for a meal eaten during a day trip, wherever it takes the traveler. */
  mealDuring: (meal: MealKind, trip: string) => string;
  /** The words for a stop's note about closed days. */
  closedNote: (days: Weekday[]) => string;
  /** The note on a place free to visit whose cost is money for its shops. */
  spendingNote: string;
}

/** The words a day's schedule writes in the plan's language, the same for every planner. */
export function scheduleWords(
  say: Phrases,
): Pick<DayFrame, 'mealAtSight' | 'mealDuring' | 'closedNote' | 'spendingNote'> {
  const labelOf = (meal: MealKind) => say(`meal.${meal}`);
  return {
    mealAtSight: (meal, sight) => say('meal.atPlace', { meal: labelOf(meal), name: sight }),
    mealDuring: (meal, trip) => say('meal.during', { meal: labelOf(meal), trip }),
    closedNote: (days) =>
      say('stop.closedOn', {
        days: listOf(
          days.map((day) => say(`weekday.${day}`)),
          say,
        ),
      }),
    spendingNote: say('stop.spending'),
  };
}

export interface ScheduledDay {
  /** The sights' lines, in the day's order. */
  activities: string[];
  /** The sights the day had no time left for: not in the day. */
  dropped: Sight[];
  /** The meals' lines, in the day's order. */
  meals: string[];
  stops: Stop[];
}

const SLOT_ORDER: Record<BestTime, number> = { morning: 0, any: 1, afternoon: 1, evening: 2, night: 3 };
export const MEAL_MINUTES: Record<MealKind, number> = { breakfast: 45, lunch: 60, dinner: 75 };
export type MealWindows = Record<MealKind, { from: number; due: number; latest: number }>;

/** A meal is due 45 minutes after it is first served and eaten by two hours after. */
const servedFrom = (from: number) => ({ from, due: from + 45, latest: from + 120 });

/** The earliest each meal is served, and the time after which it is due before the next sight. */
export const MEAL_WINDOW: MealWindows = {
  breakfast: { from: 7 * 60 + 30, due: 0, latest: 10 * 60 },
  lunch: servedFrom(11 * 60 + 30),
  dinner: servedFrom(18 * 60),
};

/** A country's meal windows: later where its restaurants serve lunch and dinner later (Spain's `mealsServedFrom`). */
export function mealWindows(country: TripCountryData): MealWindows {
  const served = 'mealsServedFrom' in country ? country.mealsServedFrom : undefined;
  if (!served) return MEAL_WINDOW;
  return {
    ...MEAL_WINDOW,
    lunch: servedFrom(minutesOfClock(served.lunch)),
    dinner: servedFrom(minutesOfClock(served.dinner)),
  };
}

/** A sunset view waits for the late afternoon, a night view for the dark. */
const EARLIEST: Record<BestTime, number> = {
  morning: 0,
  any: 0,
  afternoon: 12 * 60,
  evening: 16 * 60 + 30,
  night: 19 * 60 + 30,
};
/** How many sights are moved, one at a time, to avoid a conflict: more rarely helps and costs a layout per order. */
const MAX_REORDERS = 2;
/** Waiting this long for doors to open or for the evening is worth a better order. */
const MAX_WAIT = 60;
/** A new order of the day's sights is worth it only when the day's way is at least this much shorter. */
const MIN_SHORTER_KM = 0.2;
/** No sight starts later than this. */
const LATEST_START = 22 * 60 + 30;
/**
 * While orders are compared, a meal out also takes the way to a place to eat and on: the place is only
 * chosen in the final layout, and an order that just fits without it would miss its evening there.
 */
const MEAL_DETOUR = 15;
/** Breakfast on a moving day: the journey leaves at nine (the route's day start). */
const BREAKFAST_BEFORE_JOURNEY = 8 * 60;
/** A sight before an evening one keeps dinner waiting only if it is over by then. */
const EVENING_SIGHT_BY = 19 * 60 + 30;
/** When an outing best in the evening or at night is back in town (a sunset parade, a desert camp's dinner). */
export const OUTING_BACK = 21 * 60 + 30;

export const clock = (minutes: number) => {
  const rounded = Math.round(minutes / 5) * 5;
  const day = ((rounded % 1440) + 1440) % 1440;
  return `${String(Math.floor(day / 60)).padStart(2, '0')}:${String(day % 60).padStart(2, '0')}`;
};

/** The part of the day a time falls in. */
export function slotAt(minutes: number): TimeSlot {
  if (minutes < 12 * 60) return 'morning';
  if (minutes < 17 * 60) return 'afternoon';
  if (minutes < 20 * 60) return 'evening';
  return 'night';
}

/** Whether a place best at `best` suits a visit at `minutes`: the checker's rule, and the scheduler's aim. */
export function suitsTime(best: BestTime, minutes: number): boolean {
  const slot = slotAt(minutes);
  if (best === 'any') return true;
  if (best === 'morning') return slot === 'morning';
  if (best === 'afternoon') return slot === 'afternoon' || slot === 'evening';
  if (best === 'evening') return slot === 'evening' || (slot === 'afternoon' && minutes >= 16 * 60);
  return slot === 'night' || slot === 'evening';
}

/**
 * Whether an outing that takes the day (from `start`, `minutes` long with the way there and back) is out at
 * its time: at some moment that suits it, with an hour of the outing still left.
 */
export function outingSuitsTime(best: BestTime, start: number, minutes: number): boolean {
  for (let at = start; at + 60 <= start + minutes; at += 15) if (suitsTime(best, at)) return true;
  return false;
}

type Span = { start: number; end: number };
/** Each place's hours read into minutes once: a day is laid out many times while its order is chosen. */
const spansByHours = new WeakMap<OpeningHours, Map<Weekday | 'any', Span[]>>();

/** The spans a place is open on `weekday` (or on any day, when the day is not known), in minutes. */
function openSpans(open: OpeningHours, weekday: Weekday | undefined): Span[] | null {
  if ('always' in open) return null;
  let byDay = spansByHours.get(open);
  if (!byDay) spansByHours.set(open, (byDay = new Map()));
  let spans = byDay.get(weekday ?? 'any');
  if (!spans) {
    const days = weekday ? [weekday] : WEEKDAYS;
    spans = days.flatMap((day) =>
      open.weekly[day].map((span) => {
        const [start, end] = span.split('-').map(minutesOfClock) as [number, number];
        return { start, end: end <= start ? end + 1440 : end };
      }),
    );
    byDay.set(weekday ?? 'any', spans);
  }
  return spans;
}

/** Whether a visit from `start` for `minutes` falls within the place's hours; true when they are not known. */
export function isOpenFor(open: OpeningHours | null, start: number, minutes: number, weekday?: Weekday): boolean {
  if (!open) return true;
  const spans = openSpans(open, weekday);
  if (spans === null) return true;
  return spans.some((span) => start >= span.start && start + Math.min(minutes, 60) <= span.end);
}

/**
 * Whether a place's regular hours hold a whole visit of `minutes` that starts between `from` and `until`
 * (minutes after midnight) on some day: a palace that closes at 17:00 is no sight for an evening arrival.
 */
export function canVisitBetween(open: OpeningHours | null, from: number, until: number, minutes: number): boolean {
  if (!open) return true;
  const spans = openSpans(open, undefined);
  if (spans === null) return true;
  return spans.some((span) => {
    const start = Math.max(span.start, from);
    return start <= until && start + minutes <= span.end;
  });
}

/** The days of the week a place keeps closed, from its regular hours. */
export function closedDays(open: OpeningHours | null): Weekday[] {
  if (!open || 'always' in open) return [];
  const closed = WEEKDAYS.filter((day) => open.weekly[day].length === 0);
  return closed.length === WEEKDAYS.length ? [] : closed;
}

/** When a place opens on the day (the earliest span), if its hours are known. */
function opensAt(open: OpeningHours | null, weekday: Weekday | undefined): number | null {
  if (!open) return null;
  const spans = openSpans(open, weekday);
  if (!spans?.length) return null;
  return Math.min(...spans.map((span) => span.start));
}

const bestOf = (sight: Sight): BestTime => sight.venue?.bestTime ?? 'any';
/** A show's times, in minutes after midnight; none for a sight without one. */
const showtimesOf = (sight: Sight): number[] => (sight.venue?.place?.showtimes ?? []).map(minutesOfClock);
/** How early to be there for a show (a place on the promenade). */
const SHOW_LEAD = 10;
/** Best in the evening or at night: such a food place is dinner, such an outing leaves after lunch. */
const isLate = (sight: Sight) => bestOf(sight) === 'evening' || bestOf(sight) === 'night';
const leavesInTheMorning = (sight: Sight) => Boolean(sight.venue?.dayTrip) && !isLate(sight);
const pointOf = (sight: Sight) => sight.venue?.position;

/**
 * The sights in the day's order: grouped by the part of the day they suit (dawn first, night last),
 * each group by a short path on from where the previous one ended. Sights without a position keep
 * their place in their group's order, after those with one.
 */
export function orderSights(sights: readonly Sight[], waters: readonly Water[] = []): Sight[] {
  const distance = kmAcross(waters);
  const groups = new Map<number, Sight[]>();
  // A day trip that leaves in the morning is the day's first: the town's sights come after it.
  const outings = sights.filter(leavesInTheMorning);
  for (const sight of sights.filter((each) => !leavesInTheMorning(each))) {
    const rank = SLOT_ORDER[bestOf(sight)];
    groups.set(rank, [...(groups.get(rank) ?? []), sight]);
  }
  const ordered: Sight[] = [...outings];
  let from: LatLng | undefined;
  for (const rank of [...groups.keys()].sort((a, b) => a - b)) {
    const group = groups.get(rank)!;
    const placed = group.filter((sight) => pointOf(sight));
    const order = shortOrder(
      placed.map((sight) => pointOf(sight)!),
      from,
      distance,
    );
    ordered.push(...order.map((index) => placed[index]!), ...group.filter((sight) => !pointOf(sight)));
    const last = ordered.filter((sight) => pointOf(sight)).at(-1);
    from = last && pointOf(last);
  }
  return shortenKeepingTimes(ordered, distance);
}

/** Whether the parts of the day keep their order: a morning's day trip first, dawn sights next, night ones last. */
const keepsTimesOfDay = (order: readonly Sight[]) =>
  order.every(
    (sight, index) =>
      index === 0 ||
      (!leavesInTheMorning(sight) &&
        (leavesInTheMorning(order[index - 1]!) || SLOT_ORDER[bestOf(sight)] >= SLOT_ORDER[bestOf(order[index - 1]!)])),
  );

/**
 * Moves single sights to where the whole day's path is shorter, as long as the parts of the day keep their
 * order (dawn sights stay first, night ones last): the groups above were each ordered on their own.
 */
function shortenKeepingTimes(order: Sight[], distance: Distance): Sight[] {
  const length = (sights: readonly Sight[]) =>
    pathKm(
      sights.flatMap((sight) => (pointOf(sight) ? [pointOf(sight)!] : [])),
      distance,
    );
  let best = length(order);
  for (let improved = true; improved;) {
    improved = false;
    for (let i = 0; i < order.length; i++) {
      for (let j = 0; j < order.length; j++) {
        if (i === j || !pointOf(order[i]!)) continue;
        const moved = [...order];
        moved.splice(j, 0, ...moved.splice(i, 1));
        if (!keepsTimesOfDay(moved)) continue;
        const shorter = length(moved);
        if (shorter < best - 1e-9) {
          order = moved;
          best = shorter;
          improved = true;
        }
      }
    }
  }
  return order;
}

interface Draft {
  stops: Stop[];
  meals: string[];
  /** Sights the day's hours cannot open (a place closed all that day), or that fall outside their time. */
  conflicts: number;
  /** Minutes spent waiting for a place to open, or for its time of day. */
  waited: number;
  /** Sights the day has no time left for (counted among the conflicts). */
  dropped: Sight[];
  /** The sights that met closed doors, the wrong time of day or a long wait, or found no time left. */
  troubled: ReadonlySet<Sight>;
  km: number;
}

/**
 * The day's food places (a Kyoto alley's dinner, a khao soi lunch) and the meal each is: the first food
 * place in the order for each meal of the day it serves, dinner first for those best in the evening. They
 * wait for their meal, so "Pontocho alley dinner" is dinner, not a stop at 16:30 before another dinner.
 */
function mealPlaces(order: readonly Sight[], frame: DayFrame): Map<MealKind, Sight> {
  const reserved = new Map<MealKind, Sight>();
  if (frame.sightsAreMeals === false || order.some((sight) => sight.venue?.dayTrip)) return reserved;
  // The ones best in the evening choose first: dinner is theirs.
  for (const sight of [...order.filter(isLate), ...order.filter((each) => !isLate(each))]) {
    const venue = sight.venue;
    // One best in the morning (a pho breakfast crawl) stays a morning sight.
    if (venue?.place?.kind !== 'food' || venue.bestTime === 'morning') continue;
    const meal = (isLate(sight) ? (['dinner', 'lunch'] as const) : (['lunch', 'dinner'] as const)).find(
      (each) => venue.meals.includes(each) && frame.meals.includes(each) && !reserved.has(each),
    );
    if (meal) reserved.set(meal, sight);
  }
  return reserved;
}

/**
 * Lays the sights, in this order, on the clock, with the day's meals where they fall. Without `choose`
 * (while orders are compared) meals take their time but no place is picked.
 */
function layOut(order: readonly Sight[], frame: DayFrame, choose?: DayFrame['chooseMeal']): Draft {
  const stops: Stop[] = [];
  const meals: string[] = [];
  let conflicts = 0;
  let waited = 0;
  const dropped: Sight[] = [];
  const troubled = new Set<Sight>();
  let now = frame.start;
  let at: LatLng | undefined;
  const pending = new Set(frame.meals);
  const windows = frame.mealWindows ?? MEAL_WINDOW;
  const points: LatLng[] = [];
  const reserved = mealPlaces(order, frame);

  const moveTo = (point: LatLng | undefined) => {
    const last = stops.at(-1);
    if (point && at && last) {
      const way = travelBetween(at, point, frame);
      // The way on belongs to a stop on the map; from one the data cannot place, it is not known.
      if (last.position) last.next = way;
      now += way.minutes;
    }
    if (point) {
      at = point;
      points.push(point);
    }
  };

  const eat = (meal: MealKind, nearNext: LatLng | undefined) => {
    // Meals keep their order: a lunch still to eat comes before a dinner due before a night out.
    if (meal === 'dinner' && pending.has('lunch')) eat('lunch', nearNext);
    pending.delete(meal);
    const place = reserved.get(meal);
    if (place) {
      // The day's food place is this meal: the traveler goes there when it falls due.
      meals.push(frame.mealAtSight(meal, place.name));
      visit(place, meal);
      return;
    }
    if (!choose) {
      // While orders are compared, a meal only takes its time and a short detour.
      now = Math.max(now, windows[meal].from) + MEAL_MINUTES[meal] + (meal === 'breakfast' ? 0 : MEAL_DETOUR);
      return;
    }
    // Back from a day trip the traveler is nowhere known: the meal is sought near where the day began in town.
    const here = at ? stops.at(-1)?.area : undefined;
    const choice = choose(meal, at ?? points[0], nearNext, Math.max(now, windows[meal].from), here);
    meals.push(choice.line);
    if (!choice.venue) {
      now = Math.max(now, windows[meal].from) + MEAL_MINUTES[meal];
      return;
    }
    moveTo(choice.venue.position);
    // The meal waits for its hour, and for the doors.
    now = Math.max(now, windows[meal].from, opensAt(choice.venue.open, frame.weekday) ?? 0);
    stops.push(stopAt(choice.venue, { kind: 'meal', meal, line: choice.line, minutes: MEAL_MINUTES[meal] }));
    now += MEAL_MINUTES[meal];
  };

  const stopAt = (
    venue: Venue | undefined,
    what: { kind: Stop['kind']; meal?: MealKind; line: string; minutes: number; name?: string; cost?: number },
  ): Stop => {
    const closed = closedDays(venue?.open ?? null);
    const spending = what.kind === 'activity' && (what.cost ?? 0) > 0 && venue?.place && isSpendingMoney(venue.place);
    const note = [closed.length ? frame.closedNote(closed) : '', spending ? frame.spendingNote : ''].filter(Boolean);
    return {
      kind: what.kind,
      line: what.line,
      ...(what.meal ? { meal: what.meal } : {}),
      ...(venue ? { placeId: venue.id } : {}),
      name: venue?.name ?? what.name ?? what.line,
      ...(venue?.area ? { area: venue.area } : {}),
      ...(venue?.position ? { position: venue.position } : {}),
      slot: slotAt(now),
      start: clock(now),
      minutes: what.minutes,
      cost: what.cost ?? (what.meal ? frame.mealCost(what.meal) : 0),
      ...(note.length ? { note: note.join('; ') } : {}),
    };
  };

  /**
   * When a visit reached at `reached` can start: once the doors open and its time of day (the sunset) comes.
   * A place best in the evening or at night is waited for until it opens, as it is for the dark, though the
   * day's sights should be over by then (a Sunday walking street that opens at 17:00 on an arrival day).
   */
  const startsFrom = (sight: Sight, reached: number) => {
    const opens = opensAt(sight.venue?.open ?? null, frame.weekday);
    const waitsUntil = isLate(sight) ? LATEST_START : frame.end;
    const start = Math.max(
      opens !== null && opens > reached && opens < waitsUntil ? opens : reached,
      EARLIEST[bestOf(sight)],
    );
    // A show is waited for: the visit starts just before the next one (none left: as it is, and missed).
    const show = showtimesOf(sight).find((time) => time - SHOW_LEAD >= start);
    return show === undefined ? start : show - SHOW_LEAD;
  };

  /** Goes to the sight, waits for its doors and its time of day, and spends its time there (and the meal's). */
  function visit(sight: Sight, atSight?: MealKind) {
    moveTo(pointOf(sight));
    // Wait for the doors to open, for the sunset, for the night, for the meal's hour.
    const before = now;
    now = Math.max(startsFrom(sight, now), atSight ? windows[atSight].from : 0);
    waited += now - before;
    const shows = showtimesOf(sight);
    const closed =
      !isOpenFor(sight.venue?.open ?? null, now, sight.minutes, frame.weekday) ||
      (shows.length > 0 && !shows.some((time) => time >= now && time < now + sight.minutes));
    const untimely = !suitsTime(bestOf(sight), now);
    conflicts += Number(closed) + Number(untimely);
    if (closed || untimely || now - before > MAX_WAIT) troubled.add(sight);
    const stop = stopAt(sight.venue, {
      kind: 'activity',
      line: sight.line,
      minutes: sight.minutes,
      name: sight.name,
      cost: sight.cost,
    });
    stops.push(atSight ? { ...stop, meal: atSight } : stop);
    now += Math.max(sight.minutes, atSight ? MEAL_MINUTES[atSight] : 0);
  }
  const reservedSights = new Set(reserved.values());
  const lastEvening = order.findLastIndex((sight) => bestOf(sight) === 'evening');

  if (pending.has('breakfast')) {
    // Before a journey, breakfast is before the traveler sets off (the day's first hours are the way).
    now = frame.breakfastApart
      ? BREAKFAST_BEFORE_JOURNEY
      : Math.max(windows.breakfast.from, frame.start - MEAL_MINUTES.breakfast - 15);
    // Breakfast is near the day's first sight, or in town before a day out of town.
    const first = order.find(pointOf);
    eat('breakfast', first && !frame.breakfastApart && !first.venue?.dayTrip ? pointOf(first) : undefined);
    if (frame.breakfastApart) {
      at = undefined;
      points.length = 0;
    }
    now = Math.max(now, frame.start);
  }
  for (const [index, sight] of order.entries()) {
    if (reservedSights.has(sight)) continue;
    let atSight: MealKind | undefined;
    const point = pointOf(sight);
    if (sight.venue?.dayTrip) {
      // A day trip is the day: its time includes the way there and back, and a meal whose hour falls
      // while the traveler is out is eaten on the way. One best in the evening or at night leaves after
      // lunch in town and is back at night; a meal due after the return is eaten back in town.
      const leaves = Math.max(now, frame.start, isLate(sight) ? OUTING_BACK - sight.minutes : 0);
      const back = leaves + sight.minutes;
      if (pending.has('lunch') && leaves >= windows.lunch.latest) eat('lunch', undefined);
      for (const meal of ['lunch', 'dinner'] as const) {
        if (!pending.has(meal) || back <= windows[meal].due) continue;
        pending.delete(meal);
        meals.push(frame.mealDuring(meal, sight.name));
      }
      now = leaves;
      if (!outingSuitsTime(bestOf(sight), now, sight.minutes)) {
        conflicts++;
        troubled.add(sight);
      }
      stops.push(
        stopAt(sight.venue, {
          kind: 'activity',
          line: sight.line,
          minutes: sight.minutes,
          name: sight.name,
          cost: sight.cost,
        }),
      );
      now += sight.minutes;
      at = undefined;
      continue;
    }
    // A sight that is itself a place to eat (a market, a food street) is the meal it is visited for.
    // When the traveler would get there from where they are; too late in the night, the sight is left out.
    const arrivalAt = () => now + (point && at ? travelBetween(at, point, frame).minutes : 0);
    const arrival = arrivalAt();
    if (arrival > LATEST_START) {
      dropped.push(sight);
      troubled.add(sight);
      continue;
    }
    const standIn = (['lunch', 'dinner'] as const).find(
      (meal) =>
        frame.sightsAreMeals !== false &&
        pending.has(meal) &&
        sight.venue?.meals.includes(meal) &&
        arrival >= windows[meal].from - 30 &&
        arrival <= windows[meal].due + 90,
    );
    // A meal falls due before a sight once its hour has come, or when the sight would keep the traveler past it;
    // but a sight for the evening, reached while it is still evening, comes before dinner, and so does a short
    // one on the way to it.
    const eveningFirst =
      (bestOf(sight) === 'evening' && suitsTime('evening', arrival)) ||
      (bestOf(sight) !== 'night' && arrival + sight.minutes <= EVENING_SIGHT_BY && index < lastEvening);
    const dueBy = (reached: number) =>
      (['lunch', 'dinner'] as const).find(
        (meal) =>
          pending.has(meal) &&
          !(meal === 'dinner' && eveningFirst) &&
          (reached >= windows[meal].due ||
            (reached >= windows[meal].from - 30 && reached + sight.minutes > windows[meal].latest) ||
            (meal === 'dinner' && bestOf(sight) === 'night')),
      );
    if (standIn) {
      pending.delete(standIn);
      meals.push(frame.mealAtSight(standIn, sight.name));
      atSight = standIn;
    } else {
      // Every meal due by then: a late lunch, and dinner too before a sight for the night.
      // (Due by when the visit starts: waiting for a sunset from the morning, lunch comes first.)
      for (let due = dueBy(startsFrom(sight, arrival)); due; due = dueBy(startsFrom(sight, arrivalAt()))) {
        eat(due, point);
      }
    }
    visit(sight, atSight);
  }
  for (const meal of ['lunch', 'dinner'] as const) if (pending.has(meal)) eat(meal, undefined);
  return {
    stops,
    meals,
    conflicts: conflicts + dropped.length,
    waited,
    km: pathKm(points, kmAcross(frame.waters)),
    dropped,
    troubled,
  };
}

/** By when a visit must start at a place best at that time of day: the end of the last slot that suits it. */
const LATEST_SUITED: Record<BestTime, number> = {
  morning: 12 * 60,
  afternoon: 20 * 60,
  any: Infinity,
  evening: Infinity,
  night: Infinity,
};

/**
 * The sights in the same parts of the day, each part with the places whose day ends earliest first: those
 * that close soonest, and those best in the afternoon before those good at any hour.
 */
function closingFirst(order: readonly Sight[]): Sight[] {
  const closes = (sight: Sight) => {
    const spans = sight.venue?.open ? openSpans(sight.venue.open, undefined) : null;
    const closing = spans?.length ? Math.max(...spans.map((span) => span.end)) : Infinity;
    return Math.min(closing, LATEST_SUITED[bestOf(sight)]);
  };
  // A stable sort: places of unknown hours keep the shortest way's order. Of two that close alike, the one
  // that can start earlier goes first (a palace from 9:00 before a lane best in the afternoon).
  return [...order].sort(
    (a, b) =>
      SLOT_ORDER[bestOf(a)] - SLOT_ORDER[bestOf(b)] ||
      closes(a) - closes(b) ||
      EARLIEST[bestOf(a)] - EARLIEST[bestOf(b)],
  );
}

/**
 * A food place that is the day's lunch or dinner is visited when the meal falls due, wherever the day then
 * is; the sights' order was chosen without it (an Edinburgh morning went up Arthur's Seat, back down to the
 * Grassmarket's pub for lunch, and back to Holyroodhouse beside the hill). Each sight is moved where the
 * whole laid-out way, meal places included, is shorter, as long as the parts of the day keep their order and
 * no new conflict or long wait comes of it.
 */
function shortenAroundMealPlaces(order: Sight[], draft: Draft, frame: DayFrame): Sight[] {
  if (mealPlaces(order, frame).size === 0) return order;
  const acceptable = (tried: Draft) =>
    tried.conflicts <= draft.conflicts && tried.waited <= Math.max(draft.waited, MAX_WAIT);
  for (let improved = true; improved;) {
    improved = false;
    for (let from = 0; from < order.length && !improved; from++) {
      if (!pointOf(order[from]!)) continue;
      for (let to = 0; to < order.length; to++) {
        if (to === from) continue;
        const moved = [...order];
        moved.splice(to, 0, ...moved.splice(from, 1));
        if (!keepsTimesOfDay(moved)) continue;
        const tried = layOut(moved, frame);
        if (acceptable(tried) && tried.km < draft.km - MIN_SHORTER_KM) {
          ({ order, draft } = { order: moved, draft: tried });
          improved = true;
          break;
        }
      }
    }
  }
  return order;
}

/**
 * The day laid out: the sights ordered (see `orderSights`), then, where a sight would meet closed doors,
 * the wrong time of day or a long wait, that sight moved to the place in the order that avoids it at the
 * least extra distance.
 */
export function scheduleDay(sights: readonly Sight[], frame: DayFrame): ScheduledDay {
  const worse = (a: Draft, b: Draft) =>
    a.conflicts !== b.conflicts
      ? a.conflicts > b.conflicts
      : a.waited !== b.waited
        ? a.waited > b.waited
        : a.km > b.km + 1e-9;
  const settled = (candidate: Draft) => candidate.conflicts === 0 && candidate.waited <= MAX_WAIT;
  let order = orderSights(sights, frame.waters);
  let draft = layOut(order, frame);
  if (!settled(draft)) {
    // A second start when the shortest way meets closed doors: the places that close earliest first.
    const early = closingFirst(order);
    const tried = layOut(early, frame);
    if (worse(draft, tried)) ({ order, draft } = { order: early, draft: tried });
  }
  for (let attempt = 0; !settled(draft) && attempt < MAX_REORDERS; attempt++) {
    let best = { order, draft };
    // Only the sights in trouble are moved: each to every other place in the order.
    for (let from = 0; from < order.length; from++) {
      if (!draft.troubled.has(order[from]!)) continue;
      for (let to = 0; to < order.length; to++) {
        if (to === from) continue;
        const moved = [...order];
        moved.splice(to, 0, ...moved.splice(from, 1));
        const tried = layOut(moved, frame);
        if (worse(best.draft, tried)) best = { order: moved, draft: tried };
        // An order with nothing left to fix will do.
        if (settled(best.draft)) break;
      }
      if (settled(best.draft)) break;
    }
    if (best.order === order) break;
    ({ order, draft } = best);
  }
  order = shortenAroundMealPlaces(order, draft, frame);
  const final = layOut(order, frame, frame.chooseMeal);
  return {
    activities: final.stops.filter((stop) => stop.kind === 'activity').map((stop) => stop.line),
    dropped: final.dropped,
    meals: final.meals,
    stops: final.stops,
  };
}
