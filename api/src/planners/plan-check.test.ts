// The one plan checker (issue #29): the offline planner's plans pass it by
// construction, for every destination; it finds each kind of mistake a model
// makes; and Gemini's plans, repaired, pass what can be mended.
import type { Itinerary } from '@lakbay/validation/itinerary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCountry, TRIP_COUNTRIES, type TripCountry } from '../domain/catalogue/destination-data.js';
import { distanceMeters } from '../domain/geo/geo.js';
import { travelBetween } from '../domain/geo/travel.js';
import { waterBetween } from '../domain/geo/water.js';
import { tripRequestSchema, type TripRequest } from '../domain/itinerary/trip-request.js';
import { createGeminiPlanner } from './gemini-planner.js';
import { modelPlanFromPrompt, startGeminiStandIn, streamedPlan, type GeminiStandIn } from './gemini-stand-in.js';
import { planTrip } from './offline-planner.js';
import { checkPlan, overlap, repeatedTips } from './plan-check.js';
import { mealChooser } from './meal-choice.js';
import { venuesOf } from './venues.js';

const request = (country: TripCountry, duration: number, preferences: string[] = ['food', 'culture']): TripRequest =>
  tripRequestSchema.parse({
    originAirport: 'MNL',
    destinationCountry: country,
    travelMonth: 4,
    currency: 'PHP',
    duration,
    budget: 200_000,
    preferences,
  });

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Each day of both offline plans of a trip of `duration` days, for every destination. */
const everyPlannedDay = (duration: number, preferences?: string[]) =>
  TRIP_COUNTRIES.flatMap((code) => {
    const trip = planTrip(request(code, duration, preferences));
    return [trip.budgetItinerary, trip.experienceItinerary].flatMap((plan) => plan.days.map((day) => ({ code, day })));
  });

describe('the offline planner passes the plan checker', () => {
  it.each(TRIP_COUNTRIES.map((code) => [code]))('%s: six days, both plans', (code) => {
    const asked = request(code, 6);
    const trip = planTrip(asked);
    const country = loadCountry(code);
    const reports = [trip.budgetItinerary, trip.experienceItinerary].map((itinerary) =>
      checkPlan(itinerary, country, asked.travelMonth),
    );
    for (const [index, report] of reports.entries()) {
      const itinerary = [trip.budgetItinerary, trip.experienceItinerary][index]!;
      expect(report.repeatedPlaces, code).toBe(0);
      // A day is left free only when the route's places are used up (Boracay, reached from nowhere else we
      // price), and the plan says so.
      if (report.freeDays)
        expect(
          itinerary.tips.some((tip) =>
            /^This plan leaves days? [\d, and]+ free: it has used every curated place/.test(tip),
          ),
          code,
        ).toBe(true);
      expect(report.timeConflicts, code).toBe(0);
      expect(report.hoursConflicts, code).toBe(0);
      expect(report.wrongCity, code).toBe(0);
      expect(report.walksAcrossWater, code).toBe(0);
      expect(report.repeatedTips, code).toBe(0);
      // Every sight and every meal at a named place is on the map.
      expect(report.placedStops, code).toBe(report.stops);
      // Each day's stops keep the clock.
      for (const day of itinerary.days) {
        const times = (day.stops ?? []).map((stop) => minutesOf(stop.start));
        expect(times, `${code} day ${day.day}`).toEqual([...times].sort((a, b) => a - b));
      }
    }
    // The two plans differ, unless the route's places are all used (Boracay's nine): then both visit them all.
    if (!reports[0]!.freeDays)
      expect(overlap(reports[0]!.sightIds, reports[1]!.sightIds), code).toBeLessThanOrEqual(0.75);
  });

  it('keeps the dawn sights first and the night ones last on a full Tokyo day', () => {
    const { budgetItinerary } = planTrip(request('JP', 5, ['landmarks', 'culture', 'food']));
    const tokyo = loadCountry('JP').cities.find((city) => city.name === 'Tokyo')!;
    const best = new Map(tokyo.places.map((place) => [place.name, place.bestTime]));
    for (const day of budgetItinerary.days.slice(1, -1)) {
      const sights = (day.stops ?? []).filter((stop) => stop.kind === 'activity');
      const order = sights.map(
        (stop) => ({ morning: 0, any: 1, afternoon: 1, evening: 2, night: 3 })[best.get(stop.name) ?? 'any'],
      );
      expect(order, `day ${day.day}`).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it('makes a food place among the sights the meal it serves, at its hour, and the day has no other', () => {
    const kyoto = tripRequestSchema.parse({ ...request('JP', 5), cities: ['Kyoto'] });
    const days = [planTrip(kyoto).budgetItinerary, planTrip(kyoto).experienceItinerary].flatMap((plan) => plan.days);
    const pontocho = days.find((day) => day.stops?.some((stop) => stop.name === 'Pontocho alley dinner'))!;
    const dinner = pontocho.stops!.find((stop) => stop.name === 'Pontocho alley dinner')!;
    expect(dinner.meal).toBe('dinner');
    expect(minutesOf(dinner.start)).toBeGreaterThanOrEqual(18 * 60);
    expect(pontocho.meals.filter((meal) => meal.startsWith('Dinner'))).toEqual(['Dinner: Pontocho alley dinner']);
    // Over every destination: one lunch and one dinner a day at most, wherever they are eaten.
    for (const { code, day } of everyPlannedDay(6)) {
      for (const meal of ['lunch', 'dinner'] as const)
        expect((day.stops ?? []).filter((stop) => stop.meal === meal).length, `${code} ${meal}`).toBeLessThanOrEqual(1);
    }
  });

  it('sends an outing for the evening out after lunch in town, with a morning in town before it, and keeps an evening sight before dinner', () => {
    // The desert safari ends with the camp's dinner: it leaves in the afternoon, not at 09:00; the morning
    // before it was left empty, and is now the town's.
    const dubai = planTrip(request('AE', 4)).experienceItinerary.days.find((day) =>
      day.stops?.some((stop) => stop.name.startsWith('Desert safari')),
    )!;
    const safari = dubai.stops!.at(-1)!;
    expect(safari.name).toBe('Desert safari with dune bashing and BBQ dinner');
    expect(safari.start).toBe('15:30');
    const morning = dubai.stops!.filter((stop) => stop.kind === 'activity' && stop !== safari);
    expect(morning.length).toBeGreaterThan(0);
    for (const stop of morning)
      expect(minutesOf(stop.start) + stop.minutes).toBeLessThanOrEqual(minutesOf(safari.start));
    expect(dubai.meals.filter((meal) => meal.startsWith('Lunch:'))).toHaveLength(1);
    expect(dubai.meals.some((meal) => meal.startsWith('Lunch: during'))).toBe(false);
    expect(dubai.meals.at(-1)).toBe('Dinner: during the Desert safari with dune bashing and BBQ dinner');
    // Robertson Quay's riverside walk is for the evening: dinner waits for it.
    const { experienceItinerary } = planTrip(request('SG', 4));
    const day = experienceItinerary.days.find((each) =>
      each.stops?.some((stop) => stop.name === 'Robertson Quay walk'),
    )!;
    const kinds = day.stops!.map((stop) => (stop.name === 'Robertson Quay walk' ? 'walk' : stop.meal));
    expect(kinds.slice(-2)).toEqual(['walk', 'dinner']);
    const walk = day.stops!.at(-2)!;
    expect(minutesOf(walk.start)).toBeGreaterThanOrEqual(16 * 60 + 30);
  });

  it('never makes a meal a long detour: between two stops, at most 3 km out of the way', () => {
    // Seoul: lunch between Lotte World Tower and COEX (3 km apart) was in Myeongdong, 9 km back across town.
    const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => distanceMeters(a, b) / 1000;
    const detours: string[] = [];
    const nearLines: [string, string][] = [];
    for (const { code, day } of everyPlannedDay(8, ['food', 'culture', 'shopping'])) {
      const stops = day.stops ?? [];
      // Where no named place is near, the meal says where the traveler is: the area of one of the day's stops.
      for (const line of day.meals.filter((meal) => / near /.test(meal))) {
        nearLines.push([line, stops.find((stop) => line.endsWith(` near ${stop.area}`))?.area ?? '(none)']);
      }
      stops.forEach((stop, index) => {
        const [before, after] = [stops[index - 1], stops[index + 1]];
        // (A breakfast before a journey has no way on: the meal after it is in another city.)
        if (stop.kind !== 'meal' || !before?.next || !before.position || !after?.position || !stop.position) return;
        const detour = km(before.position, stop.position) + km(stop.position, after.position);
        if (detour - km(before.position, after.position) > 3.05) detours.push(`${code} day ${day.day}: ${stop.line}`);
      });
    }
    expect(detours).toEqual([]);
    expect(nearLines.length).toBeGreaterThan(0);
    expect(nearLines.filter(([line, area]) => !line.endsWith(` near ${area}`))).toEqual([]);
  });

  it.each([
    ['ID', 'Tirta Empul water temple'],
    ['KR', 'O’sulloc Tea Museum and green tea fields'],
  ] as const)(
    "spends a day among a region's sights near each other, not a day on one short visit out of its centre (%s)",
    (code, name) => {
      // Bali is one "city" 70 km across, centred on Denpasar: Tirta Empul (27 km out, a 90-minute visit) was a
      // day out of town of its own, and the rest of that day was empty; so was Jeju's tea museum, 35 km from
      // Jeju City, with the west coast's beaches beside it.
      // Not the day home, whose hours before the flight hold one sight.
      const days = [4, 8].flatMap((duration) =>
        [undefined, ['landmarks', 'adventure', 'instagrammable']].flatMap((preferences) =>
          everyPlannedDay(duration, preferences).filter((entry) => entry.code === code && entry.day.day < duration),
        ),
      );
      const withIt = days.filter(({ day }) => day.stops?.some((stop) => stop.name === name));
      expect(withIt.length).toBeGreaterThan(0);
      for (const { day } of withIt) {
        expect(day.stops!.filter((stop) => stop.kind === 'activity' && !stop.meal).length).toBeGreaterThan(1);
      }
    },
  );

  it('spends the evening after a day out in town', () => {
    // Back from Nara at 15:00, the plan had nothing until dinner and nothing after it.
    const days = everyPlannedDay(8).filter(
      ({ code, day }) => code === 'JP' && day.stops?.some((stop) => stop.name.startsWith('Nara day trip')),
    );
    expect(days.length).toBeGreaterThan(0);
    for (const { day } of days) {
      const [trip, ...after] = day.stops!.filter((stop) => stop.kind === 'activity');
      const back = minutesOf(trip!.start) + trip!.minutes;
      expect(after.length).toBeGreaterThan(0);
      for (const stop of after) expect(minutesOf(stop.start)).toBeGreaterThanOrEqual(back);
    }
  });

  it('spends the evening after a day out where doors are open after dark', () => {
    // Back from Chiang Mai's elephant sanctuary at 17:00, the plan sent the traveler to Bo Sang's umbrella
    // workshops until 20:00, with no place for dinner. After a day out, a place good at any time fills the
    // evening only if its hours say it is open then or, unknown, it is a market, a neighbourhood or food.
    const closedAfterDark: string[] = [];
    let evenings = 0;
    for (const duration of [6, 8]) {
      for (const { code, day } of everyPlannedDay(duration, ['food', 'culture', 'adventure'])) {
        const venues = venuesOf(loadCountry(code));
        const activities = (day.stops ?? []).filter((stop) => stop.kind === 'activity');
        const outing = activities.findIndex((stop) => venues.byId.get(stop.placeId ?? '')?.dayTrip);
        if (outing < 0 || minutesOf(activities[outing]!.start) > 10 * 60) continue;
        for (const stop of activities.slice(outing + 1)) {
          evenings++;
          const venue = venues.byId.get(stop.placeId ?? '');
          const fine =
            venue?.bestTime !== 'any' || venue.open || ['market', 'neighbourhood', 'food'].includes(venue.place!.kind);
          if (!fine) closedAfterDark.push(`${code}: ${day.title}: ${stop.name} at ${stop.start}`);
        }
      }
    }
    expect(evenings).toBeGreaterThan(0);
    expect(closedAfterDark).toEqual([]);
  });

  it("eats at the country's hours: in Spain, lunch from 13:00 and dinner from 20:00", () => {
    // Spain's plans had dinner at 18:00, when its restaurants have not started serving, beside a tip that
    // says Spain dines after nine.
    const meals = everyPlannedDay(8).flatMap(({ code, day }) =>
      code === 'ES' ? (day.stops ?? []).filter((stop) => stop.meal === 'lunch' || stop.meal === 'dinner') : [],
    );
    expect(meals.length).toBeGreaterThan(10);
    for (const stop of meals) {
      expect(minutesOf(stop.start), `${stop.meal} ${stop.start}`).toBeGreaterThanOrEqual(
        stop.meal === 'lunch' ? 13 * 60 : 20 * 60,
      );
    }
    // Elsewhere, the usual hours: Italy's dinners from 18:00.
    const italianDinner = everyPlannedDay(8)
      .flatMap(({ code, day }) => (code === 'IT' ? (day.stops ?? []) : []))
      .find((stop) => stop.meal === 'dinner')!;
    expect(minutesOf(italianDinner.start)).toBeLessThan(20 * 60);
  });

  it('has breakfast in town before a day out of town', () => {
    // Kuala Lumpur's Putrajaya day: breakfast was sought near Putrajaya, 25 km out, found none and said
    // "local eateries"; the traveler eats in town before setting off.
    const trip = planTrip(request('MY', 8, ['landmarks', 'adventure', 'instagrammable']));
    const putrajaya = [trip.budgetItinerary, trip.experienceItinerary]
      .flatMap((itinerary) => itinerary.days)
      .find((day) => day.title === 'Kuala Lumpur: Putrajaya day trip')!;
    const breakfast = putrajaya.stops![0]!;
    expect(breakfast.meal).toBe('breakfast');
    const kualaLumpur = loadCountry('MY').cities.find((city) => city.name === 'Kuala Lumpur')!;
    expect(distanceMeters(breakfast.position!, kualaLumpur.center)).toBeLessThan(6_000);
  });

  it('never serves a place named for one meal at another ("Dinner: Borgo Pio lunch")', () => {
    const mismatched: string[] = [];
    for (const { code, day } of everyPlannedDay(8, ['food', 'culture', 'shopping'])) {
      for (const line of day.meals) {
        const [meal, place = ''] = line.split(/: (.*)/s);
        const named = ['breakfast', 'lunch', 'dinner'].filter((word) =>
          new RegExp(`\\b${word}\\b`, 'i').test(place.split(' (')[0]!),
        );
        if (named.length && !named.includes(meal!.toLowerCase())) mismatched.push(`${code}: ${line}`);
      }
    }
    expect(mismatched).toEqual([]);
  });

  it("says when a stop's cost is money for its shops, not a ticket", () => {
    // Florence's Ponte Vecchio showed ₱21,341 beside a bridge that is free to walk.
    const trip = planTrip({ ...request('IT', 7, ['culture', 'food', 'landmarks']), budget: 84_000, travelMonth: 5 });
    const bridge = trip.experienceItinerary.days
      .flatMap((day) => day.stops ?? [])
      .find((stop) => stop.name === 'Ponte Vecchio')!;
    expect(bridge.cost).toBeGreaterThan(0);
    expect(bridge.note).toBe('Free to visit: the cost is money to spend in its shops');
    // A ticketed sight says nothing of the kind.
    const paid = trip.experienceItinerary.days
      .flatMap((day) => day.stops ?? [])
      .filter((stop) => stop.name === "Castel Sant'Angelo" || stop.name === 'Pantheon');
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.filter((stop) => stop.note?.includes('shops'))).toEqual([]);
  });

  it('never sends a Budget-Focused plan to eat at a place priced for a splurge', () => {
    // Tokyo's Park Hyatt breakfast (price level 4) was a budget plan's breakfast once the cheap ones were eaten.
    for (const code of TRIP_COUNTRIES) {
      const dear = new Set(
        loadCountry(code).cities.flatMap((city) =>
          city.eateries.filter((eatery) => eatery.priceLevel > 2).map((eatery) => eatery.name),
        ),
      );
      const { budgetItinerary } = planTrip(request(code, 8, ['food', 'culture', 'shopping']));
      const meals = budgetItinerary.days.flatMap((day) => (day.stops ?? []).filter((stop) => stop.kind === 'meal'));
      expect(meals.length, code).toBeGreaterThan(0);
      expect(
        meals.filter((stop) => dear.has(stop.name)).map((stop) => stop.name),
        code,
      ).toEqual([]);
    }
  });

  it('eats on a day trip only the meals due while the traveler is out, and dinner back in town after one that ends early', () => {
    // Ho Chi Minh City's Cu Chi Tunnels take 09:00 to 15:00: lunch on the way, dinner in town at its hour.
    const cuChi = planTrip({ ...request('VN', 5), travelMonth: 2 }).budgetItinerary.days.find((day) =>
      day.stops?.some((stop) => stop.name === 'Cu Chi Tunnels'),
    )!;
    expect(cuChi.meals).toContain('Lunch: during the Cu Chi Tunnels');
    expect(cuChi.meals).not.toContain('Dinner: during the Cu Chi Tunnels');
    const dinner = cuChi.stops!.find((stop) => stop.meal === 'dinner')!;
    expect(minutesOf(dinner.start)).toBeGreaterThanOrEqual(18 * 60);
    // Everywhere: a meal said to be eaten during an outing falls within it.
    for (const { code, day } of everyPlannedDay(6)) {
      for (const stop of day.stops ?? []) {
        const end = minutesOf(stop.start) + stop.minutes;
        if (day.meals.includes(`Dinner: during the ${stop.name}`))
          expect(end, `${code} ${stop.name}`).toBeGreaterThan(18 * 60 + 45);
        if (day.meals.includes(`Lunch: during the ${stop.name}`))
          expect(end, `${code} ${stop.name}`).toBeGreaterThan(12 * 60 + 15);
      }
    }
  });
});

describe('islands reached by boat', () => {
  it("takes the boat tour, never a road to one of the tour's stops", () => {
    // Siargao's plans went from Naked Island to Daku Island by taxi, and Coron's to Barracuda Lake.
    const home = loadCountry('PH');
    const tourStops = new Set(
      home.cities.flatMap((city) => city.places.filter((place) => place.onTour).map((place) => place.name)),
    );
    expect(tourStops).toContain('Daku Island');
    const planned = [['Siargao'], ['Coron'], ['El Nido', 'Coron']].flatMap((cities) =>
      [4, 11].flatMap((travelMonth) => {
        const trip = planTrip(
          tripRequestSchema.parse({
            ...request('PH', 5, ['adventure', 'instagrammable', 'food']),
            cities,
            travelMonth,
          }),
        );
        return [trip.budgetItinerary, trip.experienceItinerary].flatMap((plan) =>
          plan.days.flatMap((day) => (day.stops ?? []).map((stop) => stop.name)),
        );
      }),
    );
    expect(planned.filter((name) => tourStops.has(name))).toEqual([]);
    expect(planned).toContain('Island hopping to Naked, Daku and Guyam islands');
  });
});

describe('a river or harbour in town', () => {
  const bangkok = loadCountry('TH');
  const hongKong = loadCountry('HK');
  const placeOf = (code: 'TH' | 'HK', name: string) => {
    const place = loadCountry(code)
      .cities.flatMap((city) => [...city.places, ...city.eateries])
      .find((entry) => entry.name === name)!;
    return { lat: place.position.lat, lng: place.position.lng };
  };
  const watPho = placeOf('TH', 'Wat Pho (Reclining Buddha)');
  const watArun = placeOf('TH', 'Wat Arun');
  const clockTower = placeOf('HK', 'Former Kowloon-Canton Railway Clock Tower');

  it('lies between the places on its two banks, and not between those on one', () => {
    expect(waterBetween(watPho, watArun, bangkok.waters)?.name).toBe('Chao Phraya River (Bangkok)');
    expect(waterBetween(watPho, placeOf('TH', 'Grand Palace and Wat Phra Kaew'), bangkok.waters)).toBeUndefined();
    expect(waterBetween(watPho, placeOf('TH', 'Yaowarat (Chinatown) street food'), bangkok.waters)).toBeUndefined();
    expect(waterBetween(clockTower, placeOf('HK', 'IFC Mall and rooftop garden'), hongKong.waters)?.name).toBe(
      'Victoria Harbour',
    );
    expect(waterBetween(clockTower, placeOf('HK', 'Langham Place'), hongKong.waters)).toBeUndefined();
  });

  it('is crossed by the ferry, not on foot, however close the other bank is', () => {
    // Wat Arun is 500 m from Wat Pho, across the Chao Phraya: a plan once said "walk 9 min".
    const across = travelBetween(watPho, watArun, { preferTransit: false, waters: bangkok.waters });
    expect(across.mode).toBe('transit');
    const dry = travelBetween(watPho, watArun, { preferTransit: false });
    expect(across.minutes).toBeGreaterThanOrEqual(dry.minutes + 10);
  });

  it('keeps breakfast on the side of the day it starts on', () => {
    // A Mong Kok day that began at Tsim Sha Tsui's clock tower sent the traveler to breakfast in Central first.
    const venues = venuesOf(hongKong);
    const mongKok = hongKong.cities.find((city) => city.name === 'Mong Kok')!;
    const meals = mealChooser(venues, {
      tier: 'experience',
      usual: () => 'Breakfast: local cafes',
      line: (_meal, venue) => venue.name,
      sights: new Set(),
    });
    const breakfast = meals.choose(mongKok, 'breakfast', undefined, clockTower, 8 * 60).venue!;
    expect(waterBetween(breakfast.position, clockTower, hongKong.waters), breakfast.name).toBeUndefined();
  });

  it('is never walked across in a plan, as the checker counts it', () => {
    const { budgetItinerary } = planTrip({
      ...request('TH', 5, ['food', 'culture', 'instagrammable']),
      travelMonth: 3,
    });
    const day = budgetItinerary.days.find((entry) => entry.stops?.some((stop) => stop.name === 'Wat Arun'))!;
    const stops = day.stops!.map((stop) =>
      stop.next ? { ...stop, next: { ...stop.next, mode: 'walk' as const } } : stop,
    );
    const walked = checkPlan({ ...budgetItinerary, days: [{ ...day, stops }] }, bangkok, 3);
    expect(walked.walksAcrossWater).toBeGreaterThan(0);
    expect(checkPlan(budgetItinerary, bangkok, 3).walksAcrossWater).toBe(0);
  });
});

describe('the plan checker finds what breaks the rules', () => {
  const asked = request('JP', 4);
  const { budgetItinerary } = planTrip(asked);
  const country = loadCountry('JP');
  const clean = checkPlan(budgetItinerary, country, asked.travelMonth);

  it('a place visited twice', () => {
    const sight = budgetItinerary.days[1]!.stops!.find((stop) => stop.kind === 'activity')!;
    const last = budgetItinerary.days.at(-2)!;
    const twice: Itinerary = {
      ...budgetItinerary,
      days: budgetItinerary.days.map((day) => (day === last ? { ...day, stops: [...(day.stops ?? []), sight] } : day)),
    };
    expect(checkPlan(twice, country, asked.travelMonth).repeatedPlaces).toBe(clean.repeatedPlaces + 1);
  });

  it('a sight in another city, at the wrong time of day, or while it is closed', () => {
    const day = budgetItinerary.days[1]!;
    const stops = day.stops!;
    const osaka = country.cities.find((city) => city.name === 'Osaka')!;
    const castle = osaka.places.find((place) => place.name === 'Osaka Castle and park')!;
    const stray = {
      ...stops.find((stop) => stop.kind === 'activity')!,
      placeId: 'jp-osaka-osaka-castle-and-park',
      name: castle.name,
      position: { lat: castle.position!.lat, lng: castle.position!.lng, approximate: false },
    };
    // Fushimi Inari suits the early morning; Senso-ji's museum-less grounds are open all day.
    const nightOwl = {
      ...stray,
      placeId: 'jp-kyoto-fushimi-inari-taisha',
      name: 'Fushimi Inari Taisha',
      start: '21:30',
    };
    const broken = { ...budgetItinerary, days: [{ ...day, stops: [...stops, stray, nightOwl] }] };
    const report = checkPlan(broken, country, asked.travelMonth);
    expect(report.wrongCity).toBeGreaterThanOrEqual(2);
    expect(report.timeConflicts).toBeGreaterThanOrEqual(1);
  });

  it('a tip said twice, as text or as the same event of the month', () => {
    const golden = country.months['4']!.events.find((event) => event.name.includes('Golden Week'))!;
    expect(repeatedTips(['Carry cash.', 'Carry cash.'])).toBe(1);
    expect(repeatedTips(['Golden Week begins 29 April: book early.', `${golden.name}: ${golden.note}`], [golden])).toBe(
      1,
    );
    expect(
      repeatedTips(
        ['London Marathon (London).', 'Fly into London Heathrow.'],
        [{ name: 'London Marathon', where: 'London' }],
      ),
    ).toBe(0);
  });
});

describe("Gemini's plans, repaired by the checker's rules", () => {
  let standIn: GeminiStandIn;
  beforeAll(async () => {
    // A model that knows the places but not the map: listed order, another city's place, a repeat.
    standIn = await startGeminiStandIn((call) => streamedPlan(modelPlanFromPrompt(call.prompt), { delayMs: 0 }));
  });
  afterAll(() => standIn.stop());

  it('orders each day by route and clock, drops the stray and the repeat, and places every known stop', async () => {
    const gemini = createGeminiPlanner({
      apiKey: 'stand-in',
      model: 'stand-in',
      baseUrl: standIn.baseUrl,
      retry: { attempts: 1, initialDelay: 0.01, maxDelay: 0.05 },
    });
    const asked = { ...request('JP', 4), cities: ['Tokyo', 'Kyoto'] };
    const trip = await gemini.generate(asked);
    const country = loadCountry('JP');
    const answer = modelPlanFromPrompt(standIn.calls[0]!.prompt);
    for (const itinerary of [trip.budgetItinerary, trip.experienceItinerary]) {
      const report = checkPlan(itinerary, country, asked.travelMonth);
      // The model put a Kyoto place on day 2 and day 1's first place again on day 4: both went.
      expect(report.wrongCity).toBe(0);
      expect(report.repeatedPlaces).toBe(0);
      expect(report.placedStops).toBe(report.stops);
      const day2 = itinerary.days[1]!;
      expect(day2.activities.length).toBe(answer.days[1]!.activities.length - 1);
      // Ordered by the clock and by the map.
      for (const day of itinerary.days) {
        const times = (day.stops ?? []).map((stop) => minutesOf(stop.start));
        expect(times).toEqual([...times].sort((a, b) => a - b));
      }
      // The meal it named at a curated eatery is on the map; the ones at no place stay as lines.
      expect(itinerary.days[0]!.stops!.some((stop) => stop.kind === 'meal' && stop.placeId)).toBe(true);
      expect(itinerary.days[1]!.meals).toContain('Dinner: a local restaurant');
    }
  });
});
