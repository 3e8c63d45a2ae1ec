// One day laid out on the clock, from sights made up for the case (the plans over every destination are in
// plan-check.test.ts).
import { describe, expect, it } from 'vitest';
import type { Place, TripCountryData } from '../domain/catalogue/destination-data.js';
import { mealWindows, scheduleDay, type DayFrame, type Sight } from './day-schedule.js';
import type { Venue } from './venues.js';

const sight = (
  name: string,
  lat: number,
  lng: number,
  minutes: number,
  food = false,
  bestTime: Venue['bestTime'] = 'any',
): Sight => {
  const venue: Venue = {
    id: name,
    name,
    key: name.toLowerCase(),
    city: 'Madrid',
    position: { lat, lng, approximate: false },
    bestTime,
    minutes,
    open: null,
    meals: food ? ['lunch', 'dinner'] : [],
    priceLevel: 1,
    ...(food ? { place: { kind: 'food' } as Place } : {}),
    dayTrip: false,
  };
  return { line: name, name, venue, minutes, cost: 0 };
};

const frame: DayFrame = {
  start: 9 * 60,
  end: 22 * 60 + 30,
  meals: ['lunch', 'dinner'],
  preferTransit: false,
  waters: [],
  mealCost: () => 0,
  chooseMeal: (meal) => ({ line: `${meal}: somewhere near` }),
  mealAtSight: (meal, at) => `${meal}: ${at}`,
  mealDuring: (meal, trip) => `${meal}: during ${trip}`,
  closedNote: () => '',
  spendingNote: '',
};

describe("a day's schedule", () => {
  it("orders the sights around the day's food place, so its meal is on the way and not out and back", () => {
    // Two museums side by side, a palace 2 km west, and Plaza Mayor's calamari sandwich between them: the
    // shortest way through the sights alone (the museums, then the palace) sent the traveler from the Prado to
    // Plaza Mayor at lunch and back to the Thyssen beside the Prado.
    const prado = sight('Prado', 40.4138, -3.6921, 180);
    const thyssen = sight('Thyssen', 40.416, -3.6949, 120);
    const palace = sight('Royal Palace', 40.418, -3.7143, 120);
    const plazaMayor = sight('Plaza Mayor', 40.4155, -3.7074, 60, true);
    const day = scheduleDay([prado, thyssen, palace, plazaMayor], frame);
    const names = day.stops.map((stop) => stop.name);
    expect(day.meals).toContain('lunch: Plaza Mayor');
    expect(Math.abs(names.indexOf('Prado') - names.indexOf('Thyssen'))).toBe(1);
  });

  it.each([
    ['a night view', 'night'],
    ['a sunset view', 'evening'],
  ] as const)('eats lunch at its hour on a day whose one sight is %s, and dinner before or after it', (_, bestTime) => {
    // Paris: a day with only the Eiffel Tower at night ate dinner at 18:00 and "lunch" at 19:35; Florence:
    // Piazzale Michelangelo at sunset at 16:30, then lunch at 17:45.
    const view = sight('View', 40.4138, -3.6921, 60, false, bestTime);
    const cafe = sight('Cafe', 40.4142, -3.6925, 60).venue!;
    const day = scheduleDay([view], {
      ...frame,
      chooseMeal: (meal) => ({ line: `${meal}: Cafe`, venue: { ...cafe, meals: ['lunch', 'dinner'] } }),
    });
    const at = (name: string) => {
      const stop = day.stops.find((each) => each.meal === name || each.name === name)!;
      return Number(stop.start.slice(0, 2)) * 60 + Number(stop.start.slice(3));
    };
    expect(day.meals).toEqual(['lunch: Cafe', 'dinner: Cafe']);
    expect(at('lunch')).toBeLessThan(14 * 60);
    expect(at('lunch')).toBeLessThan(at('dinner'));
    expect(at('View')).toBeGreaterThanOrEqual(16 * 60);
  });

  it('waits for an evening market to open though the day ends before it', () => {
    // Chiang Mai's Sunday Walking Street (17:00-22:00) on an arrival day that ends at 16:30 was put at 16:30,
    // before its stalls are out: the plan checker counted a visit outside its hours.
    const market = sight('Walking Street', 18.7878, 98.9932, 180, false, 'evening');
    const sunday = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: ['17:00-22:00'] };
    const day = scheduleDay([{ ...market, venue: { ...market.venue!, open: { weekly: sunday } } }], {
      ...frame,
      start: 14 * 60,
      end: 16 * 60 + 30,
    });
    expect(day.stops.find((stop) => stop.name === 'Walking Street')?.start).toBe('17:00');
  });

  it("is at a show just before it starts, and eats at Spain's hours", () => {
    // Hong Kong's Symphony of Lights (20:00) was planned from 19:30 to 20:00: over as the show began.
    const show = sight('Symphony of Lights', 22.2935, 114.1705, 30, false, 'night');
    const symphony = { ...show, venue: { ...show.venue!, place: { showtimes: ['20:00'] } as Place } };
    const walk = sight('Promenade', 22.2936, 114.171, 60);
    const evening = scheduleDay([walk, symphony], { ...frame, start: 18 * 60, meals: [] });
    expect(evening.stops.find((stop) => stop.name === 'Symphony of Lights')?.start).toBe('19:50');
    // Past the last show, the visit is a conflict: the order that reaches it in time wins.
    const late = scheduleDay([symphony], { ...frame, start: 20 * 60 + 30, meals: [] });
    expect(late.stops.find((stop) => stop.name === 'Symphony of Lights')?.start).toBe('20:30');

    // Spain serves lunch from 13:00 and dinner from 20:00.
    const museum = sight('Prado', 40.4138, -3.6921, 180);
    const park = sight('Retiro', 40.4153, -3.6845, 120);
    const bar = sight('Bar', 40.4142, -3.6925, 60).venue!;
    const spanish = scheduleDay([museum, park], {
      ...frame,
      mealWindows: mealWindows({ mealsServedFrom: { lunch: '13:00', dinner: '20:00' } } as TripCountryData),
      chooseMeal: (meal) => ({ line: `${meal}: Bar`, venue: { ...bar, meals: ['lunch', 'dinner'] } }),
    });
    const meal = (kind: string) => spanish.stops.find((stop) => stop.meal === kind)!.start;
    expect(meal('lunch') >= '13:00' && meal('dinner') >= '20:00').toBe(true);
  });

  it('starts with the place that opens early when two close alike, so neither meets closed doors', () => {
    // Seoul: Insadong's shops first by the shortest way left Gyeongbokgung (until 17:00) for 17:15; the place
    // that closed first and could start at 9:00 had to lead, the lane best in the afternoon to follow it.
    const daily = (span: string) => ({
      weekly: { mon: [span], tue: [span], wed: [span], thu: [span], fri: [span], sat: [span], sun: [span] },
    });
    const withHours = (base: Sight, span: string): Sight => ({ ...base, venue: { ...base.venue!, open: daily(span) } });
    const lanes = withHours(sight('Bukchon', 37.5826, 126.983, 90, false, 'afternoon'), '10:00-17:00');
    const garden = withHours(sight('Changdeokgung', 37.5794, 126.991, 150), '09:00-17:30');
    const palace = withHours(sight('Gyeongbokgung', 37.5796, 126.977, 150), '09:00-17:00');
    const crafts = sight('Insadong', 37.574, 126.985, 150);
    const day = scheduleDay([lanes, garden, palace, crafts], { ...frame, start: 9 * 60 + 5 });
    const startOf = (name: string) => day.stops.find((stop) => stop.name === name)!.start;
    expect(startOf('Gyeongbokgung')).toBe('09:05');
    expect(startOf('Bukchon') < '16:00' && startOf('Changdeokgung') < '16:30').toBe(true);
  });
});
