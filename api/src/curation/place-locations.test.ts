// Every planner place and eatery is on the map (issue #29 item 1): each has a
// position (cited, or approximate and how it was placed), an area and a best
// time (the schema requires them), lies within its city, and shares a point
// with another only when it says so; and the check finds each of those faults.
import { describe, expect, it } from 'vitest';
import {
  countrySchema,
  domesticSchema,
  loadCountry,
  TRIP_COUNTRIES,
  type CountryData,
} from '../domain/catalogue/destination-data.js';
import { eateryShortfalls, locationCounts, locationProblems } from './place-locations.js';

describe('where the places are', () => {
  it.each(TRIP_COUNTRIES.map((code) => [code]))(
    "%s: every place and eatery within its city, none on another's point",
    (code) => {
      expect(locationProblems(loadCountry(code))).toEqual([]);
    },
  );

  it('cites a source for some positions and says how every other one was placed', () => {
    const counts = TRIP_COUNTRIES.map((code) => locationCounts(loadCountry(code)));
    const sum = (key: keyof (typeof counts)[number]) => counts.reduce((total, count) => total + count[key], 0);
    expect(sum('cited') + sum('approximate')).toBe(sum('places') + sum('eateries'));
    expect(sum('cited')).toBeGreaterThan(100);
    expect(sum('eateries')).toBeGreaterThan(800);
  });

  it('refuses a place without a position, area or best time', () => {
    const japan = structuredClone(loadCountry('JP')) as CountryData & Record<string, unknown>;
    const { position: _position, ...unplaced } = japan.cities[0]!.places[0]!;
    const raw = { ...japan, cities: [{ ...japan.cities[0]!, places: [unplaced] }, ...japan.cities.slice(1)] };
    expect(countrySchema.safeParse(raw).success).toBe(false);
    const { area: _area, bestTime: _best, ...bare } = japan.cities[0]!.places[0]!;
    expect(countrySchema.safeParse({ ...raw, cities: [{ ...japan.cities[0]!, places: [bare] }] }).success).toBe(false);
    // A domestic place still needs its position inside the Philippines.
    const home = structuredClone(loadCountry('PH'));
    home.cities[0]!.places[0]!.position = { lat: 35.68, lng: 139.76, approximate: 'in Tokyo by mistake' };
    expect(domesticSchema.safeParse(home).success).toBe(true);
    expect(locationProblems(home)[0]).toMatch(/^PH Boracay \/ place .* km from the centre/);
  });

  it('finds a place outside its city and two places on one point that do not say so', () => {
    const japan = structuredClone(loadCountry('JP'));
    const tokyo = japan.cities.find((city) => city.name === 'Tokyo')!;
    const [first, second] = tokyo.places;
    second!.position = { ...first!.position };
    const osaka = japan.cities.find((city) => city.name === 'Osaka')!;
    tokyo.eateries[0]!.position = { ...osaka.center, approximate: 'in Osaka by mistake' };
    const problems = locationProblems(japan);
    expect(problems).toContain(
      `JP Tokyo / place ${second!.name}: same point as ${first!.name} (say samePlaceAs, or place it apart)`,
    );
    expect(problems.some((line) => line.startsWith(`JP Tokyo / eatery ${tokyo.eateries[0]!.name}:`))).toBe(true);
    second!.samePlaceAs = first!.name;
    expect(locationProblems(japan).some((line) => line.includes('same point'))).toBe(false);
  });

  it("finds a boat tour's stop whose tour is no day trip of its city", () => {
    const home = structuredClone(loadCountry('PH'));
    const coron = home.cities.find((city) => city.name === 'Coron')!;
    const barracuda = coron.places.find((place) => place.name === 'Barracuda Lake')!;
    expect(locationProblems(home)).toEqual([]);
    barracuda.onTour = 'Coron Baywalk';
    expect(locationProblems(home)).toEqual(['PH Coron / place Barracuda Lake: its tour is no day trip of the city']);
  });

  it('names the cities whose eateries fall short of their meals', () => {
    const japan = structuredClone(loadCountry('JP'));
    japan.cities[0]!.eateries = [];
    expect(eateryShortfalls(japan)).toContain('JP Tokyo: 0 eateries (0 for breakfast); wanted 10 (3)');
  });
});
