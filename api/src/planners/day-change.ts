// Changing one day of a plan without an AI service (docs/decisions/033-change-one-day.md).
// The traveler's wish ("more relaxed", "rainy-day plan", "more food spots", or
// their own words) is read for keywords in English and Filipino; the day's
// curated places are swapped for other curated places of the same city that fit
// the wish, its hours and what is left of the budget, other places first. A
// place another day of the plan names is never picked; of the day's own places,
// those that fit the wish may stay. Lines at no place (flights, journeys,
// check-out) stay as they were. Deterministic: the same plan and wish always give
// the same day.
import {
  dayTotal,
  daySchema,
  itineraryTotal,
  MEAL_KINDS,
  type Day,
  type Itinerary,
  type MealKind,
} from '@lakbay/validation/itinerary';
import {
  plannablePlaces,
  type City,
  type Place,
  type Preference,
  type TripCountryData,
} from '../domain/catalogue/destination-data.js';
import { hasPublicTransport } from '../domain/geo/travel.js';
import { minutesOfClock } from '../domain/geo/zoned-time.js';
import { AppError, badInput } from '../lib/errors.js';
import { LOCALES } from '../lib/i18n.js';
import { message } from '../lib/messages.js';
import type { Money } from './costs-and-tips.js';
import { dayWindow, mealFits, stayLine, type DayWindow } from './booked-day.js';
import { MEAL_MINUTES, mealWindows, scheduleDay, scheduleWords } from './day-schedule.js';
import { mealChooser, mealLine, usualMealLine } from './meal-choice.js';
import { normalisePlaceName, placeCatalogue } from './place-check.js';
import { dayChangeMessages, phrasesFor, type DayChange, type Phrases } from './planner.js';
import type { DaySlot } from './route-plan.js';
import { venuesOf } from './venues.js';

/** What a wish asks of the day's places. */
export interface Wish {
  /** Fewer hours, short and easy places first. */
  relaxed: boolean;
  /** Indoors: no nature, day trips or walks around a neighbourhood. */
  indoor: boolean;
  /** Free and cheap places first. */
  cheap: boolean;
  tags: Preference[];
  kinds: Place['kind'][];
  /** The wish's other words, matched against the places' names and descriptions. */
  words: string[];
}

/** A rule of the keyword table: words (normalised, a trailing * for any ending) and what they ask for. */
type WishRule = { words: string; wish: Partial<Omit<Wish, 'words'>> };

const WISH_RULES: WishRule[] = [
  {
    words: 'relax* slow* chill* easy rest* calm lazy pahinga magpahinga relaks dahan hinay maluwag',
    wish: { relaxed: true },
  },
  { words: 'rain* indoor* inside wet storm* typhoon* ulan maulan umuulan bagyo loob', wish: { indoor: true } },
  { words: 'cheap* budget free sav* mura tipid libre', wish: { cheap: true } },
  {
    words: 'food* eat* restaurant* dining dine cafe* snack* street kain* pagkain kainan foodtrip ulam',
    wish: { tags: ['food'], kinds: ['food', 'market'] },
  },
  { words: 'market* palengke', wish: { kinds: ['market'] } },
  { words: 'shop* mall* souvenir* pasalubong mamili pamimili', wish: { tags: ['shopping'], kinds: ['shopping'] } },
  {
    words: 'cultur* museum* temple* shrine* histor* art gallery kultura kasaysayan simbahan museo templo',
    wish: { tags: ['culture'] },
  },
  {
    words: 'adventur* hik* outdoor* active sport* trek* dive diving snorkel* bundok pakikipagsapalaran',
    wish: { tags: ['adventure'] },
  },
  { words: 'nature park* garden* green beach* island* kalikasan parke dagat', wish: { kinds: ['nature'] } },
  { words: 'landmark* sight* famous iconic tanawin', wish: { tags: ['landmarks'] } },
  { words: 'insta* photo* picture* view* litrato retrato', wish: { tags: ['instagrammable'] } },
];

/** Words that say nothing about places. */
const STOP_WORDS = new Set(
  'a an and the more less some day plan with for of to in on at please want like mas ng na sa at ang mga para gusto'.split(
    ' ',
  ),
);

const matchesRule = (word: string, rule: WishRule) =>
  rule.words
    .split(' ')
    .some((pattern) => (pattern.endsWith('*') ? word.startsWith(pattern.slice(0, -1)) : word === pattern));

/** Reads a wish for keywords; words no rule knows are kept to match names and descriptions. */
export function readWish(instruction: string): Wish {
  const wish: Wish = { relaxed: false, indoor: false, cheap: false, tags: [], kinds: [], words: [] };
  for (const word of normalisePlaceName(instruction).split(' ').filter(Boolean)) {
    const rules = WISH_RULES.filter((rule) => matchesRule(word, rule));
    for (const { wish: asked } of rules) {
      wish.relaxed ||= asked.relaxed ?? false;
      wish.indoor ||= asked.indoor ?? false;
      wish.cheap ||= asked.cheap ?? false;
      wish.tags.push(...(asked.tags ?? []).filter((tag) => !wish.tags.includes(tag)));
      wish.kinds.push(...(asked.kinds ?? []).filter((kind) => !wish.kinds.includes(kind)));
    }
    if (!rules.length && word.length >= 3 && !STOP_WORDS.has(word)) wish.words.push(word);
  }
  return wish;
}

const OUTDOOR_KINDS: readonly Place['kind'][] = ['nature', 'day-trip', 'neighbourhood'];
const INDOOR_WORDS = /museum|gallery|aquarium|indoor|mall|arcade|theat|covered|food hall|depachika|department store/;
const EASY_KINDS: readonly Place['kind'][] = ['nature', 'neighbourhood', 'food', 'market'];
/** A relaxed day keeps this share of the day's sightseeing hours, and no place takes longer than the maximum. */
const RELAXED_SHARE = 0.6;
const RELAXED_MAX_HOURS = 3;

/** How well a place fits the wish; 0: not at all. */
function fit(place: Place, wish: Wish, text: string): number {
  let score = 0;
  score += 2 * place.tags.filter((tag) => wish.tags.includes(tag)).length;
  if (wish.kinds.includes(place.kind)) score += 2;
  score += wish.words.filter((word) => text.includes(word)).length;
  if (wish.indoor && INDOOR_WORDS.test(text)) score += 2;
  if (wish.relaxed && EASY_KINDS.includes(place.kind)) score += 1;
  if (wish.relaxed && place.hours <= 2) score += 1;
  if (wish.cheap && place.cost.budget === 0) score += 1;
  return score;
}

/** A place's name as it may appear in a line: normalised, between spaces. */
const nameKey = (name: string) => ` ${normalisePlaceName(name)} `;

/** Every curated place of these cities that one of the lines names. */
function placesNamed(cities: readonly City[], lines: readonly string[]): { city: City; place: Place }[] {
  const text = lines.map((line) => nameKey(line)).join('|');
  return cities.flatMap((city) =>
    city.places.filter((place) => text.includes(nameKey(place.name))).map((place) => ({ city, place })),
  );
}

const dayLines = (day: Day) => [...day.activities, ...day.meals, day.title];

/** The city a day is in: the one whose places it names most, else where the planned route has it. */
function cityOf(country: TripCountryData, day: Day, planned: City | undefined): City | undefined {
  const counts = new Map<City, number>();
  for (const { city } of placesNamed(country.cities, dayLines(day))) counts.set(city, (counts.get(city) ?? 0) + 1);
  const [named] = [...counts].sort((a, b) => b[1] - a[1]);
  return named?.[0] ?? planned;
}

/** A phrase in every language a saved plan may be worded in. */
const inAnyLanguage = (phrase: (say: Phrases) => string) => LOCALES.map((locale) => phrase(phrasesFor(locale)));

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

export interface OfflineDayFacts {
  country: TripCountryData;
  money: Money;
  say: Phrases;
  /** Where the planned route has the day, and its sightseeing hours; none past the route's end. */
  slot: DaySlot | undefined;
}

/**
 * What the changed day may cost: what the budget leaves once the other days and
 * the costs outside the days are paid, and never less than the day costs now
 * (a plan already over its budget may keep the day's spending, not add to it).
 */
export function dayAllowance(itinerary: Itinerary, day: Day, budget: number | null): number {
  if (budget === null) return Infinity;
  return Math.max(dayTotal(day.costs), budget - (itineraryTotal(itinerary) - dayTotal(day.costs)));
}

/** The day of `change` planned again from the curated places (see the top of this file). */
export function changeDayOffline(change: DayChange, facts: OfflineDayFacts): Day {
  const { itinerary, kind } = change;
  const { country, money, slot } = facts;
  if (itinerary.currency !== money.currency) throw badInput(dayChangeMessages.currency);
  const day = itinerary.days.find((entry) => entry.day === change.day)!;
  const city = cityOf(country, day, slot?.city);
  if (!city) throw badInput(dayChangeMessages.destination);

  const wish = readWish(change.instruction);
  const asksSomething = wish.tags.length + wish.kinds.length + wish.words.length > 0 || wish.indoor;
  const named = (days: Day[]) => new Set(placesNamed(country.cities, days.flatMap(dayLines)).map(({ place }) => place));
  const before = named([day]);
  const used = named(itinerary.days.filter((entry) => entry !== day));
  const spent = day.costs.accommodation + day.costs.meals + day.costs.transportation;
  const allowance = dayAllowance(itinerary, day, money.budget) - spent;
  const window = dayWindow(slot, change.fixed, change.day);
  const windows = mealWindows(country);
  // The day's hours for sights: its window less the lunch and dinner eaten within it.
  const mealsWithin = mealKindsOf(day).filter(
    (meal) => meal !== 'breakfast' && windows[meal].from < window.end && windows[meal].latest > window.start,
  );
  const mealMinutes = mealsWithin.reduce((sum, meal) => sum + MEAL_MINUTES[meal], 0);
  const hours = ((window.end - window.start - mealMinutes) / 60) * (wish.relaxed ? RELAXED_SHARE : 1);

  const candidates = plannablePlaces(city)
    .map((place, index) => {
      const text = normalisePlaceName(`${place.name} ${place.description}`);
      const preferred = place.tags.some((tag) => change.request.preferences.includes(tag)) ? 1 : 0;
      return { place, index, score: fit(place, wish, text), fresh: before.has(place) ? 0 : 1, preferred };
    })
    .filter(({ place, score }) => !used.has(place) && (score > 0 || !asksSomething))
    .filter(({ place }) => !(wish.indoor && OUTDOOR_KINDS.includes(place.kind)))
    .filter(({ place }) => !(wish.relaxed && (place.kind === 'day-trip' || place.hours > RELAXED_MAX_HOURS)))
    .sort((a, b) => {
      const cost = (entry: typeof a) => entry.place.cost[kind] * (kind === 'budget' || wish.cheap ? 1 : -1);
      return (
        b.score - a.score || b.fresh - a.fresh || b.preferred - a.preferred || cost(a) - cost(b) || a.index - b.index
      );
    });

  /** The best-fitting places of `pool` within the day's hours and what is left of the budget. */
  const choose = (pool: typeof candidates): Place[] => {
    const chosen: Place[] = [];
    let [hoursLeft, moneyLeft, local] = [hours, allowance, 0];
    for (const { place } of pool) {
      const cost = money.local(local + place.cost[kind]) - money.local(local);
      if (place.hours > hoursLeft || cost > moneyLeft) continue;
      chosen.push(place);
      hoursLeft -= place.hours;
      moneyLeft -= cost;
      local += place.cost[kind];
    }
    return chosen;
  };
  // Places the clock puts past a booked flight out are left out; when that leaves none, the next best are tried.
  let pool = candidates;
  let schedule: ReturnType<typeof scheduleChanged>;
  for (;;) {
    const chosen = choose(pool);
    const unchanged = chosen.length === before.size && chosen.every((place) => before.has(place));
    if (pool !== candidates && !chosen.length)
      throw badInput(message(dayChangeMessages.noTimeLeft, { day: change.day }));
    if (!chosen.length || unchanged)
      throw new AppError('BAD_USER_INPUT', message(dayChangeMessages.nothingFits, { city: city.name }));
    schedule = scheduleChanged(change, facts, city, chosen, window);
    if (schedule.kept.length) break;
    pool = pool.filter(({ place }) => !chosen.includes(place));
  }
  const activitiesCost = schedule.kept.reduce((sum, place) => sum + place.cost[kind], 0);
  return daySchema.parse({
    ...day,
    ...(change.fixed?.stay ? { accommodation: stayLine(change.fixed.stay) } : {}),
    title: titleOf(day, city, schedule.kept[0]!),
    activities: activitiesOf(day, city, schedule.activities, slot?.departs ?? false),
    meals: schedule.meals.length ? schedule.meals : day.meals,
    costs: { ...day.costs, activities: money.local(activitiesCost) },
    stops: schedule.stops,
  });
}

/** The meals a saved day has, read from their labels in either language ("Lunch: …", "Tanghalian: …"). */
function mealKindsOf(day: Day): MealKind[] {
  return MEAL_KINDS.filter((meal) =>
    day.meals.some((line) =>
      inAnyLanguage((say) => `${say(`meal.${meal}`)}: `).some((label) => line.startsWith(label)),
    ),
  );
}

/** The venues of the chosen places, in their order. */
function venuesFor(country: TripCountryData, city: City, chosen: readonly Place[]) {
  const venues = venuesOf(country);
  const catalogue = placeCatalogue(country);
  return chosen.map((place) => venues.byId.get(catalogue.idOf(city.name, place.name))!);
}

/**
 * The changed day on the clock, and the places it kept. A booked flight out ends the day: a sight the clock
 * put past it (an evening outing waits for the dark) is left out and the day laid out again; none kept when
 * every one falls past it.
 */
function scheduleChanged(
  change: DayChange,
  facts: OfflineDayFacts,
  city: City,
  chosen: readonly Place[],
  window: DayWindow,
) {
  const schedule = scheduleOnce(change, facts, city, chosen, window);
  if (!window.booked.end) return { ...schedule, kept: chosen };
  const late = new Set(
    schedule.stops
      .filter((stop) => stop.kind === 'activity' && minutesOfClock(stop.start!) + stop.minutes! > window.end)
      .map((stop) => stop.name),
  );
  if (!late.size) return { ...schedule, kept: chosen };
  const names = venuesFor(facts.country, city, chosen).map((venue) => venue.name);
  const kept = chosen.filter((_, index) => !late.has(names[index]!));
  if (!kept.length) return { ...schedule, kept };
  return { ...scheduleOnce(change, facts, city, kept, window), kept };
}

/**
 * The changed day on the map and the clock, as a planned day is (day-schedule.ts): its meals at named places
 * the other days do not already eat at.
 */
function scheduleOnce(
  change: DayChange,
  facts: OfflineDayFacts,
  city: City,
  chosen: readonly Place[],
  window: DayWindow,
) {
  const { country, money, say, slot } = facts;
  const venues = venuesOf(country);
  const sights = venuesFor(country, city, chosen);
  const otherDays = change.itinerary.days.filter((entry) => entry.day !== change.day);
  const meals = mealChooser(venues, {
    tier: change.kind,
    usual: (meal, where, area) => usualMealLine(say, change.kind, meal, where, area),
    line: (meal, venue) => mealLine(say, meal, venue),
    sights: new Set(sights.map((venue) => venue.id)),
    // Nothing another day names: its meals' places, nor its sights.
    eaten: otherDays.flatMap((entry) => (entry.stops ?? []).map((stop) => stop.name)),
  });
  const day = change.itinerary.days.find((entry) => entry.day === change.day)!;
  const kinds = mealKindsOf(day);
  const windows = mealWindows(country);
  const dayMeals = day.meals.length ? kinds.filter((meal) => mealFits(meal, window, windows)) : [];
  return scheduleDay(
    sights.map((venue, index) => ({
      line: clip(`${venue.name}: ${chosen[index]!.description}`, 500),
      name: venue.name,
      venue,
      minutes: venue.minutes,
      cost: money.local(chosen[index]!.cost[change.kind]),
    })),
    {
      start: window.start,
      end: window.end,
      meals: dayMeals,
      preferTransit: change.kind === 'budget' && hasPublicTransport(city.gettingAround.description),
      waters: venues.waters,
      mealWindows: windows,
      breakfastApart: Boolean(slot?.move),
      mealCost: (meal) =>
        Math.round(day.costs.meals / Math.max(1, dayMeals.length)) * (dayMeals.includes(meal) ? 1 : 0),
      chooseMeal: (meal, from, to, at, area) => meals.choose(city, meal, from, to, at, area),
      ...scheduleWords(say),
    },
  );
}

/** The day's title with the new highlight ("Tokyo: Ueno Park"); a title without one stays as it was. */
function titleOf(day: Day, city: City, highlight: Place): string {
  const ownPace = inAnyLanguage((say) => say('title.ownPace', { city: city.name }));
  if (ownPace.includes(day.title)) return clip(`${city.name}: ${highlight.name}`, 200);
  const colon = day.title.indexOf(': ');
  return colon === -1 ? day.title : clip(`${day.title.slice(0, colon)}: ${highlight.name}`, 200);
}

/** Lines at no place stay where they were; the new places take the old ones' place (before a last day's check-out). */
function activitiesOf(day: Day, city: City, lines: readonly string[], departs: boolean): string[] {
  const freeTime = inAnyLanguage((say) => say('activity.freeTime', { city: city.name }));
  const isPlace = (line: string) => placesNamed([city], [line]).length > 0;
  const kept = day.activities.filter((line) => !isPlace(line) && !freeTime.includes(line));
  const firstPlace = day.activities.findIndex(isPlace);
  const before =
    firstPlace === -1
      ? departs
        ? kept.length - 1
        : kept.length
      : day.activities.slice(0, firstPlace).filter((line) => kept.includes(line)).length;
  return [...kept.slice(0, Math.max(0, before)), ...lines, ...kept.slice(Math.max(0, before))];
}
