// api/data/local-secrets/<CC>.json: every destination has a city (the most
// visited have a second; the Philippines has Metro Manila, Cebu City, Davao City and the planner's Philippine destinations) of real places in all five categories, each inside its
// country, near its city, in the country's IANA time zone, with sources and a
// date; and the checks catch broken copies.
import { LOCAL_SECRET_CATEGORIES } from '@lakbay/validation/local-secrets-fields';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { TRIP_COUNTRIES, type DestinationCountry, type TripCountry } from './destination-data.js';
import { distanceMeters } from '../geo/geo.js';
import {
  isKnownTimeZone,
  loadLocalSecrets,
  parseLocalSecretsFile,
  readLocalSecretsFile,
} from './local-secrets-data.js';

/** Generous boxes around each country (mainland, main islands), in degrees: [south, north, west, east]. */
const COUNTRY_BOUNDS: Record<TripCountry, [number, number, number, number]> = {
  JP: [24, 46, 122, 146],
  KR: [33, 39, 124, 132],
  SG: [1.15, 1.48, 103.6, 104.1],
  TH: [5.5, 20.5, 97.3, 105.7],
  VN: [8.4, 23.4, 102.1, 109.5],
  AU: [-44, -10, 112, 154],
  US: [18, 72, -180, -66],
  MY: [0.8, 7.4, 99.6, 119.3],
  ID: [-11, 6, 95, 141],
  HK: [22.15, 22.57, 113.83, 114.45],
  AE: [22.6, 26.1, 51.5, 56.4],
  UK: [49.9, 60.9, -8.7, 1.8],
  FR: [41.3, 51.1, -5.2, 9.6],
  IT: [36.6, 47.1, 6.6, 18.6],
  ES: [27.6, 43.8, -18.2, 4.4],
  // The same box as api/data/destinations/PH.json's coordinates.
  PH: [4.5, 21.5, 116, 127],
};

/** The IANA zones each country's curated cities may use. */
const COUNTRY_ZONES: Record<TripCountry, string[]> = {
  JP: ['Asia/Tokyo'],
  KR: ['Asia/Seoul'],
  SG: ['Asia/Singapore'],
  TH: ['Asia/Bangkok'],
  VN: ['Asia/Ho_Chi_Minh'],
  AU: ['Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane', 'Australia/Perth', 'Australia/Adelaide'],
  US: ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'Pacific/Honolulu'],
  MY: ['Asia/Kuala_Lumpur', 'Asia/Kuching'],
  ID: ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'],
  HK: ['Asia/Hong_Kong'],
  AE: ['Asia/Dubai'],
  UK: ['Europe/London'],
  FR: ['Europe/Paris'],
  IT: ['Europe/Rome'],
  ES: ['Europe/Madrid', 'Atlantic/Canary'],
  PH: ['Asia/Manila'],
};

const CITY_RADIUS_METERS = 25_000;

/** Issue #18: a second curated city for the five destinations Filipinos visit most. */
const SECOND_CITIES: Array<[DestinationCountry, string]> = [
  ['JP', 'Osaka'],
  ['KR', 'Busan'],
  ['TH', 'Chiang Mai'],
  ['MY', 'Penang (George Town)'],
  ['VN', 'Hoi An'],
];

/**
 * The places whose map position no cited source confirms (commit b67eba7): placed from their
 * address or area, flagged `approximateLocation` so the app says so. A source found for one
 * removes it from here and from the data.
 */
const APPROXIMATE_LOCATIONS = [
  'jp-osaka-kuromon-market',
  'th-chiang-mai-wat-chedi-luang',
  'th-chiang-mai-wat-phra-singh',
  'th-chiang-mai-night-bazaar',
  'th-chiang-mai-warorot-market',
  'vn-hoi-an-tan-ky-old-house',
  'vn-hoi-an-fujian-assembly-hall',
  'vn-hoi-an-central-market',
  'vn-hoi-an-banh-mi-phuong',
  'vn-hoi-an-night-market',
  'vn-hoi-an-tra-que-village',
  'vn-hoi-an-an-bang-beach',
];

/** Issue #19: the Philippine cities and how many curated picks each must have at least. */
const PH_CITIES: Array<[string, number]> = [
  ['Metro Manila', 20],
  ['Cebu City', 8],
  ['Davao City', 8],
  ['Baguio', 6],
  ['Boracay', 6],
  ['El Nido', 6],
  ['Siargao', 6],
  ['Panglao and Tagbilaran (Bohol)', 6],
  ['La Union', 6],
  ['Siquijor', 6],
  ['Camiguin', 6],
  ['Batanes', 6],
  ['Ilocos Norte', 6],
  ['Puerto Princesa', 6],
  ['Coron', 6],
];

/**
 * The Philippine picks whose map position a cited source confirms; every other Philippine
 * pick is placed from its address or area and flagged `approximateLocation`.
 */
const PH_CONFIRMED_LOCATIONS = ['ph-cebu-city-carbon-market'];

const today = () => new Date().toISOString().slice(0, 10);

/** A fresh, freely editable copy of a data file. */
const rawFile = (code: TripCountry) => JSON.parse(JSON.stringify(readLocalSecretsFile(code)));

function problems(code: TripCountry, mutate: (file: ReturnType<typeof rawFile>) => void): string[] {
  const file = rawFile(code);
  mutate(file);
  try {
    parseLocalSecretsFile(file);
    return [];
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    return error.issues.map((issue) => issue.message);
  }
}

describe('local secrets data', () => {
  const cities = loadLocalSecrets();

  it('covers the main city of all 15 destinations and the Philippines, each with places in most categories', () => {
    expect(new Set(cities.map((city) => city.country))).toEqual(new Set(TRIP_COUNTRIES));
    for (const city of cities) {
      expect(city.places.length, city.name).toBeGreaterThanOrEqual(6);
      expect(new Set(city.places.map((place) => place.category)).size, city.name).toBeGreaterThanOrEqual(3);
    }
    const categories = new Set(cities.flatMap((city) => city.places.map((place) => place.category)));
    expect(categories).toEqual(new Set(LOCAL_SECRET_CATEGORIES));
  });

  it('puts every place inside its country and near its city, in a known time zone of that country', () => {
    for (const city of cities) {
      expect(isKnownTimeZone(city.timeZone), city.timeZone).toBe(true);
      expect(COUNTRY_ZONES[city.country], city.name).toContain(city.timeZone);
      const [south, north, west, east] = COUNTRY_BOUNDS[city.country];
      for (const { id, coordinates, timeZone } of [
        ...city.places,
        { id: city.name, ...city, coordinates: city.center },
      ]) {
        expect(coordinates.lat, id).toBeGreaterThanOrEqual(south);
        expect(coordinates.lat, id).toBeLessThanOrEqual(north);
        expect(coordinates.lng, id).toBeGreaterThanOrEqual(west);
        expect(coordinates.lng, id).toBeLessThanOrEqual(east);
        expect(distanceMeters(city.center, coordinates), id).toBeLessThan(CITY_RADIUS_METERS);
        expect(timeZone, id).toBe(city.timeZone);
      }
    }
  });

  it('gives every place an address, a description, a tip, sources with URLs and the date it was checked', () => {
    for (const place of cities.flatMap((city) => city.places)) {
      expect(place.address.length, place.id).toBeGreaterThan(5);
      expect(place.description.length, place.id).toBeGreaterThan(20);
      expect(place.insiderTip.length, place.id).toBeGreaterThan(20);
      expect(place.sources.length, place.id).toBeGreaterThan(0);
      for (const source of place.sources) expect(source.url, place.id).toMatch(/^https?:\/\//);
      // A real day, between the first curation and today.
      expect(new Date(`${place.lastChecked}T00:00:00Z`).toISOString().slice(0, 10), place.id).toBe(place.lastChecked);
      expect(place.lastChecked >= '2026-11-22' && place.lastChecked <= today(), place.id).toBe(true);
    }
  });

  it('has a second city, checked on 2026-11-26, in each of the five most visited destinations', () => {
    for (const [country, name] of SECOND_CITIES) {
      const inCountry = cities.filter((city) => city.country === country);
      expect(inCountry.length, country).toBeGreaterThanOrEqual(2);
      const city = inCountry.find((candidate) => candidate.name === name);
      expect(city, name).toBeDefined();
      expect(city!.places.length, name).toBeGreaterThanOrEqual(8);
      expect(new Set(city!.places.map((place) => place.category)).size, name).toBeGreaterThanOrEqual(3);
      for (const place of city!.places) {
        expect(place.id, place.id).toMatch(new RegExp(`^${country.toLowerCase()}-`));
        expect(place.city, place.id).toBe(name);
        expect(place.lastChecked, place.id).toBe('2026-11-26');
      }
      // Each city's places sit nearer its own centre than any other city's of the country.
      for (const place of city!.places) {
        const nearest = inCountry
          .map((candidate) => ({ candidate, distance: distanceMeters(candidate.center, place.coordinates) }))
          .sort((a, b) => a.distance - b.distance)[0]!.candidate;
        expect(nearest.name, place.id).toBe(name);
      }
    }
  });

  it('covers Metro Manila (20 or more picks), Cebu City, Davao City and the Philippine destinations, checked since 2026-11-27 (issue #19)', () => {
    const philippine = cities.filter((city) => city.country === 'PH');
    expect(philippine.map((city) => city.name)).toEqual(PH_CITIES.map(([name]) => name));
    for (const [name, atLeast] of PH_CITIES) {
      const city = philippine.find((candidate) => candidate.name === name)!;
      expect(city.countryName, name).toBe('Philippines');
      expect(city.places.length, name).toBeGreaterThanOrEqual(atLeast);
      expect(new Set(city.places.map((place) => place.category)).size, name).toBeGreaterThanOrEqual(3);
      for (const place of city.places) {
        // Checked for issue #19 on 2026-11-27; the places corrected for issue #30 were checked again later.
        expect(place.lastChecked >= '2026-11-27', place.id).toBe(true);
        expect(place.timeZone, place.id).toBe('Asia/Manila');
        // Each place sits nearer its own city's centre than any other Philippine city's.
        const nearest = philippine
          .map((candidate) => ({ candidate, distance: distanceMeters(candidate.center, place.coordinates) }))
          .sort((a, b) => a.distance - b.distance)[0]!.candidate;
        expect(nearest.name, place.id).toBe(name);
      }
    }
    // Metro Manila reaches beyond Manila itself: Binondo, Quiapo, Quezon City, Marikina, Pasig and Makati.
    const manila = philippine.find((city) => city.name === 'Metro Manila')!;
    const addresses = manila.places.map((place) => place.address).join(' | ');
    for (const area of ['Binondo', 'Quiapo', 'Intramuros', 'Quezon City', 'Marikina', 'Pasig', 'Makati']) {
      expect(addresses, area).toContain(area);
    }
  });

  it('dates every source of the Philippine file: the date a page states, or the day an undated page was read', () => {
    const file = rawFile('PH') as { sources: Array<{ id: string; url: string; date: string; undated?: true }> };
    expect(file.sources.length).toBeGreaterThan(0);
    for (const source of file.sources) {
      expect(source.url, source.id).toMatch(/^https?:\/\//);
      expect(source.date, source.id).toMatch(/^\d{4}(-\d{2}(-\d{2})?)?$/);
      if (source.undated) expect(source.date, source.id).toBe('2026-11-27');
      else expect(source.date <= '2026-11-27', source.id).toBe(true);
    }
    // Every Philippine pick cites at least one source, which resolves to a URL and a date.
    for (const place of cities.filter((city) => city.country === 'PH').flatMap((city) => city.places)) {
      for (const source of place.sources) expect(source.date, place.id).toMatch(/^\d{4}/);
    }
  });

  it('flags exactly the places whose map position no source confirms, each with an address to check', () => {
    const places = cities.flatMap((city) => city.places);
    const flagged = places.filter((place) => place.approximateLocation).map((place) => place.id);
    const philippine = places
      .filter((place) => place.country === 'PH' && !PH_CONFIRMED_LOCATIONS.includes(place.id))
      .map((place) => place.id);
    expect(flagged.sort()).toEqual([...APPROXIMATE_LOCATIONS, ...philippine].sort());
    for (const place of places) expect(typeof place.approximateLocation, place.id).toBe('boolean');
    for (const place of places.filter((candidate) => candidate.approximateLocation)) {
      // The card sends the traveler to the address: it must name a street or an area, not just the city.
      expect(place.address.length, place.id).toBeGreaterThan(10);
      expect(place.address, place.id).toContain(',');
    }
  });

  it('explains approximateLocation in the same about text in every file', () => {
    const abouts = new Set(TRIP_COUNTRIES.map((code) => rawFile(code).about as string));
    expect(abouts.size).toBe(1);
    expect([...abouts][0]).toContain('`approximateLocation: true`');
  });

  it('refuses broken copies with a message naming the problem', () => {
    expect(problems('JP', () => {})).toEqual([]);
    expect(problems('JP', (file) => (file.cities[0].places[0].sources = ['NOPE']))).toContain(
      'Tokyo: unknown source NOPE',
    );
    expect(problems('JP', (file) => (file.cities[0].places[0].destinationPlace = 'Tokyo Tower'))).toContain(
      'jp-tokyo-sensoji: no destination place named "Tokyo Tower"',
    );
    expect(problems('JP', (file) => (file.cities[0].places[1].id = file.cities[0].places[0].id))).toContain(
      'duplicate place id jp-tokyo-sensoji',
    );
    expect(problems('JP', (file) => delete file.cities[0].places[1].description)).toContain(
      'jp-tokyo-shibuya-crossing: needs a description',
    );
    expect(problems('JP', (file) => (file.cities[0].places[0].hiddenGem = true))).toContain(
      'Tokyo: mark exactly one hidden gem',
    );
    expect(problems('JP', (file) => (file.cities[0].timeZone = 'Asia/Atlantis'))).toContain('unknown IANA time zone');
    expect(problems('JP', (file) => (file.cities[0].places[0].category = 'bar')).length).toBe(1);
    expect(problems('FR', (file) => (file.cities[0].places[1].hours.weekly.mon = ['9:00-18:00']))).toContain(
      'a span is HH:MM-HH:MM',
    );
    expect(problems('JP', (file) => (file.cities[0].places[0].rating = 4.3)).length).toBe(1);
    // Only `true` is written; a place without the flag simply leaves it out.
    expect(problems('JP', (file) => (file.cities[0].places[0].approximateLocation = false)).length).toBe(1);
    expect(problems('JP', (file) => (file.cities[0].places[0].approximateLocation = true))).toEqual([]);
  });
});
