// The finder over the real curated data with a pinned clock: radius by true
// distance, nearest first, category filter, Open/Closed in each place's own
// zone, the tip cards of the nearest city, the empty answer, and the messages.
import { english } from '../../lib/messages.js';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { AppError } from '../../lib/errors.js';
import { distanceMeters } from '../../domain/geo/geo.js';
import { RADIUS } from '@lakbay/validation/local-secrets-fields';
import { createLocalSecretsService, localSecretsMessages, tileOrigin } from './local-secrets.js';
import { loadDomestic } from '../../domain/catalogue/destination-data.js';
import { loadLocalSecrets } from '../../domain/catalogue/local-secrets-data.js';

const TOKYO_STATION = { latitude: 35.6812, longitude: 139.7671 };
/** Dotonbori, by the Glico sign: Osaka's Minami, about 400 km from Tokyo. */
const DOTONBORI = { latitude: 34.6687, longitude: 135.5013 };
// Tuesday 2026-11-24, 12:00 in Tokyo (03:00 UTC): 22:00 on Monday in New York.
const NOON_IN_TOKYO = new Date('2026-11-24T03:00:00Z');
const finder = (now = NOON_IN_TOKYO) => createLocalSecretsService({ now: () => now });
/** The Philippine destinations of the planner with Local Secrets, and the curated city that covers each (issue #19). */
const PH_DESTINATION_CITIES: Array<[string, string]> = [
  ['Baguio', 'Baguio'],
  ['Boracay', 'Boracay'],
  ['El Nido', 'El Nido'],
  ['Siargao', 'Siargao'],
  ['Bohol', 'Panglao and Tagbilaran (Bohol)'],
  ['La Union', 'La Union'],
  ['Siquijor', 'Siquijor'],
  ['Camiguin', 'Camiguin'],
  ['Batanes', 'Batanes'],
  ['Ilocos Norte', 'Ilocos Norte'],
  ['Puerto Princesa', 'Puerto Princesa'],
  ['Coron', 'Coron'],
];

async function messageOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError && error.code === 'BAD_USER_INPUT') return error.message;
    throw error;
  }
  throw new Error('no error');
}

describe('local secrets finder', async () => {
  it('finds places within the radius by true distance, nearest first', async () => {
    const { places } = await finder().find({ ...TOKYO_STATION, radius: 5000 });
    expect(places.length).toBeGreaterThanOrEqual(5);
    const distances = places.map((place) => place.distanceMeters);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const place of places) {
      const exact = distanceMeters({ lat: TOKYO_STATION.latitude, lng: TOKYO_STATION.longitude }, place.coordinates);
      expect(place.distanceMeters).toBe(Math.round(exact));
      expect(exact).toBeLessThanOrEqual(5000);
    }
    // Shibuya Crossing is about 6.5 km from Tokyo Station: outside 5 km, inside 10 km.
    expect(places.map((place) => place.name)).not.toContain('Shibuya Scramble Crossing');
    const wider = (await finder().find({ ...TOKYO_STATION, radius: 10_000 })).places.map((place) => place.name);
    expect(wider).toContain('Shibuya Scramble Crossing');
  });

  it('uses the spec default radius of 5000 m and filters by category', async () => {
    const service = finder();
    expect(await service.find(TOKYO_STATION)).toEqual(await service.find({ ...TOKYO_STATION, radius: RADIUS.default }));
    const shops = (await service.find({ ...TOKYO_STATION, category: 'shopping', radius: 10_000 })).places;
    expect(shops.map((place) => place.name)).toEqual(['Akihabara Electric Town', 'Ameyoko']);
    expect(await service.find({ ...TOKYO_STATION, category: '' })).toEqual(await service.find(TOKYO_STATION));
  });

  it("computes openNow from the place's hours in its own zone at the request time; null when unknown", async () => {
    const atNoon = (await finder().find({ ...TOKYO_STATION, radius: 10_000 })).places;
    const byName = (name: string) => atNoon.find((place) => place.name === name)!;
    expect(byName('Tokyo National Museum')).toMatchObject({ openNow: true, hoursToday: '09:30–17:00' });
    expect(byName('Senso-ji')).toMatchObject({ openNow: true, hoursToday: 'Open 24 hours' });
    expect(byName('Tokyo Skytree')).toMatchObject({ openNow: null, hoursToday: null });
    // The same museum at 20:00 Tokyo time.
    const evening = (await finder(new Date('2026-11-24T11:00:00Z')).find(TOKYO_STATION)).places;
    expect(evening.find((place) => place.name === 'Tokyo National Museum')!.openNow).toBe(false);
    // New York at the same instant is Monday 22:00: Central Park (06:00-01:00) is open, the Met is closed.
    const nyc = (await finder().find({ latitude: 40.7794, longitude: -73.9632, radius: 3000 })).places;
    expect(nyc.find((place) => place.name === 'Central Park')!.openNow).toBe(true);
    expect(nyc.find((place) => place.name === 'The Metropolitan Museum of Art')!.openNow).toBe(false);
  });

  it('answers with the spec fields and the tip cards of the nearest city', async () => {
    const { places, tips } = await finder().find(TOKYO_STATION);
    expect(Object.keys(places[0]!)).toEqual(
      expect.arrayContaining([
        'name',
        'type',
        'address',
        'description',
        'coordinates',
        'rating',
        'openNow',
        'priceLevel',
        'tips',
      ]),
    );
    expect(tips).toMatchObject({
      city: 'Tokyo',
      country: 'Japan',
      thisMonth: expect.stringMatching(/^November: /),
      hiddenGem: { name: 'Omoide Yokocho' },
    });
    expect(tips!.bestTimeToVisit).toMatch(/cherry blossoms/);
    expect(tips!.localEtiquette).toMatch(/Tipping/);
  });

  it('finds Osaka places, nearest first, in a search in Osaka, and none of Tokyo', async () => {
    const { places, tips } = await finder().find({ ...DOTONBORI, radius: 5000 });
    expect(places.map((place) => place.name).slice(0, 3)).toEqual(['Dotonbori', 'Kuromon Market', 'Tsutenkaku Tower']);
    expect(places.length).toBeGreaterThanOrEqual(5);
    expect(places.every((place) => place.city === 'Osaka' && place.country === 'JP')).toBe(true);
    const distances = places.map((place) => place.distanceMeters);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(places[0]).toMatchObject({ id: 'jp-osaka-dotonbori', distanceMeters: 0, timeZone: 'Asia/Tokyo' });
    // Osaka Castle is about 3 km away and its keep keeps regular hours: open at noon on a Tuesday.
    expect(places.find((place) => place.name === 'Osaka Castle')).toMatchObject({
      openNow: true,
      hoursToday: '09:00–17:00',
    });
    // The tip cards are Osaka's, not Tokyo's.
    expect(tips).toMatchObject({ city: 'Osaka', country: 'Japan', hiddenGem: { name: 'Tsutenkaku Tower' } });
    // Tokyo's picks are 400 km away: not even the widest search reaches them.
    const widest = await finder().find({ ...DOTONBORI, radius: RADIUS.max });
    expect(widest.places.some((place) => place.city === 'Tokyo')).toBe(false);
    expect(widest.places.map((place) => place.name)).toContain('Universal Studios Japan');
  });

  it.each([
    ['Osaka', 'Dotonbori'],
    ['Busan', 'BIFF Square and Gukje Market'],
    ['Chiang Mai', 'Wat Chedi Luang'],
    ['Penang (George Town)', 'Khoo Kongsi'],
    ['Hoi An', 'Tan Ky Old House'],
  ])("answers a search at %s's centre with its own places and tip cards, %s first", async (name, nearest) => {
    const city = loadLocalSecrets().find((candidate) => candidate.name === name)!;
    const { places, tips } = await finder().find({ latitude: city.center.lat, longitude: city.center.lng });
    expect(places[0]!.name).toBe(nearest);
    expect(places.every((place) => place.city === name)).toBe(true);
    expect(tips!.city).toBe(name);
  });

  it("finds Metro Manila's curated picks in a search in Binondo, nearest first, with Manila's tip cards (issue #19)", async () => {
    const BINONDO_CHURCH = { latitude: 14.5999, longitude: 120.974 };
    const { places, tips } = await finder().find({ ...BINONDO_CHURCH, radius: 3000 });
    expect(places[0]).toMatchObject({
      id: 'ph-metro-manila-binondo-church',
      distanceMeters: 0,
      country: 'PH',
      city: 'Metro Manila',
      timeZone: 'Asia/Manila',
      approximateLocation: true,
    });
    const names = places.map((place) => place.name);
    for (const name of [
      'The Original Shanghai Fried Siopao',
      'Eng Bee Tin (Ongpin)',
      'The HUB: Make Lab, First United Building',
    ]) {
      expect(names).toContain(name);
    }
    expect(places.length).toBeGreaterThanOrEqual(8);
    expect(places.every((place) => place.country === 'PH' && place.city === 'Metro Manila')).toBe(true);
    const distances = places.map((place) => place.distanceMeters);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const place of places) expect(place.sources.length, place.id).toBeGreaterThan(0);
    expect(tips).toMatchObject({
      city: 'Metro Manila',
      country: 'Philippines',
      thisMonth: expect.stringMatching(/^November: /),
      hiddenGem: { name: 'Golden Mosque and Quiapo Muslim Town' },
    });
    // Quezon City, Marikina, Pasig and Makati lie outside 3 km; the widest search reaches Makati's Saturday market,
    // which is closed at 11:00 on a Tuesday in Manila (the pinned clock).
    const widest = await finder().find({ ...BINONDO_CHURCH, radius: RADIUS.max, category: 'shopping' });
    expect(widest.places.find((place) => place.name === 'Salcedo Saturday Market')).toMatchObject({
      openNow: false,
      priceLevel: 2,
    });
    expect(widest.places.every((place) => place.category === 'shopping')).toBe(true);
  });

  it('answers searches in Cebu City and Davao City with their own Philippine picks', async () => {
    const cebu = await finder().find({ latitude: 10.2943, longitude: 123.9021, radius: 2000 });
    expect(cebu.places[0]!.name).toBe('Basilica Minore del Santo Nino');
    expect(cebu.places.every((place) => place.city === 'Cebu City')).toBe(true);
    expect(cebu.tips).toMatchObject({
      city: 'Cebu City',
      country: 'Philippines',
      hiddenGem: { name: 'Casa Gorordo Museum' },
    });
    const davao = await finder().find({ latitude: 7.0731, longitude: 125.6128, radius: 5000 });
    expect(davao.places.length).toBeGreaterThanOrEqual(5);
    expect(davao.places.every((place) => place.city === 'Davao City')).toBe(true);
    expect(davao.tips!.hiddenGem).toMatchObject({ name: 'Roxas Night Market' });
  });

  it('covers each Philippine destination it names with a city of at least 6 curated picks, in reach of the destination', async () => {
    // Issue #19: the planner's Philippine destinations (api/data/destinations/PH.json) and their Local Secrets city.
    const destinations = loadDomestic().cities;
    const curated = loadLocalSecrets();
    for (const [destination, name] of PH_DESTINATION_CITIES) {
      const { center } = destinations.find((candidate) => candidate.name === destination)!;
      const city = curated.find((candidate) => candidate.name === name)!;
      // At the destination's own point, the widest search finds the city's picks and its tip cards.
      const atDestination = await finder().find({ latitude: center.lat, longitude: center.lng, radius: RADIUS.max });
      expect(
        atDestination.places.some((place) => place.city === name),
        destination,
      ).toBe(true);
      expect(atDestination.tips?.city, destination).toBe(name);
      // The city's button on the Local Secrets page searches its centre: the widest search there finds 6 or more.
      const atCity = await finder().find({ latitude: city.center.lat, longitude: city.center.lng, radius: RADIUS.max });
      expect(atCity.places.filter((place) => place.city === name).length, destination).toBeGreaterThanOrEqual(6);
    }
  });

  it('returns an empty list (and no tips) where nothing is curated, such as Auckland, without live places', async () => {
    expect(await finder().find({ latitude: -36.8485, longitude: 174.7633, radius: 10_000 })).toEqual({
      places: [],
      livePlaces: 'off',
      tips: null,
    });
  });

  it('lists the covered cities for the empty state', async () => {
    const cities = finder().coveredCities();
    // The 15 destinations' main cities, a second city for the most visited, and three Philippine cities.
    expect(cities).toHaveLength(loadLocalSecrets().length);
    expect(cities.length).toBeGreaterThan(15);
    expect(cities).toContainEqual(
      expect.objectContaining({ name: 'Tokyo', countryName: 'Japan', coordinates: { lat: 35.6812, lng: 139.7671 } }),
    );
    expect(cities).toContainEqual(
      expect.objectContaining({ name: 'Osaka', country: 'JP', countryName: 'Japan', places: 8 }),
    );
    expect(cities).toContainEqual(
      expect.objectContaining({ name: 'Metro Manila', country: 'PH', countryName: 'Philippines', places: 20 }),
    );
    expect(new Set(cities.map((city) => city.name)).size).toBe(cities.length);
  });

  it('refuses bad searches with the form messages', async () => {
    const find = (input: unknown) => () => finder().find(input);
    expect(await messageOf(find({ longitude: 139 }))).toBe(english('validation:localSecrets.latitudeRequired'));
    expect(await messageOf(find({ latitude: 91, longitude: 139 }))).toBe(
      english('validation:localSecrets.latitudeRange'),
    );
    expect(await messageOf(find({ latitude: 'north', longitude: 139 }))).toBe(
      english('validation:localSecrets.latitudeRange'),
    );
    expect(await messageOf(find({ latitude: 35 }))).toBe(english('validation:localSecrets.longitudeRequired'));
    expect(await messageOf(find({ latitude: 35, longitude: -180.5 }))).toBe(
      english('validation:localSecrets.longitudeRange'),
    );
    expect(await messageOf(find({ ...TOKYO_STATION, radius: 999 }))).toBe(
      english('validation:localSecrets.radiusRange'),
    );
    expect(await messageOf(find({ ...TOKYO_STATION, radius: 10_001 }))).toBe(
      english('validation:localSecrets.radiusRange'),
    );
    expect(await messageOf(find({ ...TOKYO_STATION, category: 'bar' }))).toBe(
      english('validation:localSecrets.categoryUnknown'),
    );
    expect(await messageOf(find('Tokyo'))).toBe(english(localSecretsMessages.notObject));
  });

  it('serves the configured tiles and lets the CSP load images from their origin only', async () => {
    const osm = createLocalSecretsService();
    expect(osm.mapSettings()).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    expect(osm.imageOrigins).toEqual(['https://tile.openstreetmap.org']);
    const own = createLocalSecretsService({
      map: { MAP_TILE_URL: 'http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'Our tiles' },
    });
    expect(own.mapSettings()).toEqual({
      tileUrl: 'http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png',
      attribution: 'Our tiles',
    });
    expect(own.imageOrigins).toEqual(['http://127.0.0.1:8080']);
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
  });

  it('accepts only an http(s) tile template with {z}, {x} and {y} in MAP_TILE_URL', async () => {
    expect(loadConfig({ MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' }).MAP_TILE_URL).toBe(
      'https://{s}.tile.example.org/{z}/{x}/{y}.png',
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'ftp://tiles.example.org/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL: must be an http/,
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}.png' })).toThrow(
      /MAP_TILE_URL: must contain \{z\}, \{x\} and \{y\}/,
    );
  });
});
