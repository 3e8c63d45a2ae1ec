// Live OpenStreetMap places through the real Overpass client against a local
// stand-in: what a search in Manila (no curated city) and in Tokyo (curated
// picks first) returns, the one query per area a day that Overpass's policy
// asks for (cached in PostgreSQL, shared by server processes), and every way
// Overpass fails falling back to the curated places, never to an error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.js';
import { TestClient } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { createLivePlacesSource } from './live-places.js';
import { createLocalSecretsService, type LocalSecret } from './local-secrets.js';
import {
  osmNode,
  osmWay,
  overpassElements,
  startOverpassStandIn,
  type OverpassReply,
  type OverpassStandIn,
} from './overpass-stand-in.js';

// Thursday 26 November 2026, 10:00 in Manila, 11:00 in Tokyo.
const NOW = new Date('2026-11-26T02:00:00Z');
const INTRAMUROS = { latitude: 14.5906, longitude: 120.975 };
const ASAKUSA = { latitude: 35.7118, longitude: 139.7966 };
const DOTONBORI = { latitude: 34.6687, longitude: 135.5013 };

const manilaPlaces = [
  osmNode(101, 14.5869, 120.9813, {
    tourism: 'museum',
    name: 'National Museum of Fine Arts',
    'addr:street': 'Padre Burgos Avenue',
    'addr:city': 'Manila',
    opening_hours: 'Tu-Su 09:00-18:00',
  }),
  osmWay(102, 14.5951, 120.9706, { historic: 'fort', name: 'Fort Santiago', opening_hours: 'Mo 08:00-09:00' }),
  osmNode(103, 14.6007, 120.976, {
    amenity: 'restaurant',
    cuisine: 'chinese;filipino',
    name: 'Sincerity Cafe & Restaurant',
    'addr:housenumber': '497',
    'addr:street': 'Yuchengco Street',
  }),
  // Nameless, outside the five categories, and farther than the radius: none is a place to show.
  osmNode(104, 14.59, 120.976, { amenity: 'restaurant' }),
  osmNode(105, 14.591, 120.976, { amenity: 'bench', name: 'A bench' }),
  osmNode(106, 14.65, 121.05, { tourism: 'museum', name: 'Too far away' }),
];

describe('live places from OpenStreetMap', () => {
  let overpass: OverpassStandIn;
  let server: TestServer;
  const client = () => TestClient.for(server);

  beforeAll(async () => {
    overpass = await startOverpassStandIn(({ query }) =>
      overpassElements(
        ...(query.includes('139.80') ? tokyoPlaces() : query.includes('135.50') ? osakaPlaces() : manilaPlaces),
      ),
    );
    server = await startTestServer({ OVERPASS_URL: overpass.url }, { overrides: { now: () => NOW } });
  });
  afterAll(async () => {
    await server.stop();
    await overpass.stop();
  });

  it('finds named places in Manila after the curated picks, nearest first, with their hours read in Manila time', async () => {
    const response = await client().post<LocalSecret[]>('/api/local-secrets', { ...INTRAMUROS, radius: 5000 });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-live-places')).toBe('included');
    const live = response.body.filter((place) => place.source === 'openstreetmap');
    expect(live.map((place) => place.name)).toEqual([
      'Fort Santiago',
      'National Museum of Fine Arts',
      'Sincerity Cafe & Restaurant',
    ]);
    // Lakbay's own picks come first, the live places after them.
    const curated = response.body.length - live.length;
    expect(curated).toBeGreaterThan(0);
    expect(response.body.slice(curated)).toEqual(live);
    const [fort, museum, restaurant] = live;
    expect(museum).toMatchObject({
      source: 'openstreetmap',
      id: 'osm-node-101',
      type: 'Museum',
      category: 'attraction',
      address: 'Padre Burgos Avenue, Manila',
      rating: null,
      priceLevel: null,
      tips: [],
      aiTip: null,
      // Tuesday to Sunday from 09:00, and it is 10:00 on a Thursday in Manila.
      openNow: true,
      hoursNote: 'Tu-Su 09:00-18:00',
      timeZone: 'Asia/Manila',
      sources: [
        {
          title: 'OpenStreetMap (© OpenStreetMap contributors)',
          url: 'https://www.openstreetmap.org/node/101',
          date: '2026-11-26',
        },
      ],
      lastChecked: '2026-11-26',
    });
    expect(fort).toMatchObject({ id: 'osm-way-102', category: 'attraction', type: 'Fort', openNow: false });
    expect(restaurant).toMatchObject({
      category: 'restaurant',
      type: 'Restaurant · Chinese',
      address: '497 Yuchengco Street',
      openNow: null,
    });
    for (let index = 1; index < live.length; index++) {
      expect(live[index]!.distanceMeters).toBeGreaterThanOrEqual(live[index - 1]!.distanceMeters);
    }

    expect(overpass.calls).toHaveLength(1);
    const [call] = overpass.calls;
    expect(call!.userAgent).toMatch(/^Lakbay\/\S+ \(trip planner for Filipino travelers; http/);
    // The search's cell centre, reaching 800 m past the radius so any point in the cell is covered.
    expect(call!.query).toContain('(around:5800,14.59000,120.98000)');
    expect(call!.query).toContain('nwr["amenity"~"^(restaurant|food_court)$"]["name"]');
    expect(call!.query).toContain('nwr["leisure"~"^(park|garden|nature_reserve|water_park)$"]["name"]');
  });

  it('asks Overpass once per area, radius and category: later searches there, in any process, read the cache', async () => {
    const before = overpass.calls.length;
    const nearby = { latitude: INTRAMUROS.latitude + 0.002, longitude: INTRAMUROS.longitude + 0.002, radius: 5000 };
    const again = await client().post<LocalSecret[]>('/api/local-secrets', nearby);
    expect(again.body.map((place) => place.id)).toContain('osm-node-101');
    const graphql = await client().graphql<{ localSecrets: { livePlaces: string; places: { source: string }[] } }>(
      `query ($input: LocalSecretsInput!) { localSecrets(input: $input) { livePlaces places { source } } }`,
      { input: { ...INTRAMUROS, radius: 5000 } },
    );
    expect(graphql.data?.localSecrets.livePlaces).toBe('included');
    expect(graphql.data?.localSecrets.places.filter((place) => place.source === 'openstreetmap')).toHaveLength(3);
    expect(overpass.calls.length).toBe(before);

    // Another server process over the same database finds the same answer without asking.
    const otherOverpass = await startOverpassStandIn(() => overpassElements());
    const other = await startTestServer(
      { OVERPASS_URL: otherOverpass.url },
      { shareDatabaseWith: server, overrides: { now: () => NOW } },
    );
    try {
      const fromOther = await TestClient.for(other).post<LocalSecret[]>('/api/local-secrets', {
        ...INTRAMUROS,
        radius: 5000,
      });
      expect(fromOther.body.filter((place) => place.source === 'openstreetmap')).toHaveLength(3);
      expect(otherOverpass.calls).toHaveLength(0);
    } finally {
      await other.stop();
      await otherOverpass.stop();
    }

    // One category is its own query, with only that category's tags.
    const cafes = await client().post<LocalSecret[]>('/api/local-secrets', { ...INTRAMUROS, category: 'cafe' });
    expect(cafes.status).toBe(200);
    expect(overpass.calls.length).toBe(before + 1);
    expect(overpass.calls.at(-1)!.query).toContain('nwr["amenity"~"^(cafe)$"]["name"]');
    expect(overpass.calls.at(-1)!.query).not.toContain('restaurant');
  });

  it('puts the curated picks first in Tokyo, shows a place OpenStreetMap also knows once, and stops at 50', async () => {
    const response = await client().post<LocalSecret[]>('/api/local-secrets', { ...ASAKUSA, radius: 3000 });
    expect(response.status).toBe(200);
    const places = response.body;
    const firstLive = places.findIndex((place) => place.source === 'openstreetmap');
    expect(firstLive).toBeGreaterThan(0);
    expect(places.slice(0, firstLive).every((place) => place.source === 'lakbay')).toBe(true);
    expect(places.slice(firstLive).every((place) => place.source === 'openstreetmap')).toBe(true);
    expect(places.filter((place) => /senso-?ji/i.test(place.name))).toEqual([
      expect.objectContaining({ id: 'jp-tokyo-sensoji', source: 'lakbay', rating: expect.any(Number) }),
    ]);
    expect(places).toHaveLength(50);
    const live = places.slice(firstLive);
    for (let index = 1; index < live.length; index++) {
      expect(live[index]!.distanceMeters).toBeGreaterThanOrEqual(live[index - 1]!.distanceMeters);
    }
    expect(live[0]!.timeZone).toBe('Asia/Tokyo');
  });

  it("puts Osaka's curated picks first in Osaka, then the live places there, each in Tokyo's time zone", async () => {
    const response = await client().post<LocalSecret[]>('/api/local-secrets', { ...DOTONBORI, radius: 3000 });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-live-places')).toBe('included');
    const places = response.body;
    const firstLive = places.findIndex((place) => place.source === 'openstreetmap');
    expect(firstLive).toBeGreaterThan(0);
    const curated = places.slice(0, firstLive);
    expect(curated.every((place) => place.source === 'lakbay' && place.city === 'Osaka')).toBe(true);
    expect(curated[0]).toMatchObject({ id: 'jp-osaka-dotonbori', name: 'Dotonbori' });
    // Kuromon Market, which OpenStreetMap also knows (as 黒門市場), appears once, as the curated pick.
    expect(places.filter((place) => /kuromon|黒門/i.test(place.name))).toEqual([
      expect.objectContaining({ id: 'jp-osaka-kuromon-market', source: 'lakbay' }),
    ]);
    expect(places.slice(firstLive).map((place) => place.name)).toEqual([
      'Glico sign',
      'Minami okonomiyaki house',
      'Amerikamura coffee stand',
    ]);
    // 11:00 on a Thursday in Osaka: the restaurant (11:00-22:00) has just opened.
    expect(places.find((place) => place.name === 'Minami okonomiyaki house')).toMatchObject({
      openNow: true,
      timeZone: 'Asia/Tokyo',
    });
    expect(overpass.calls.at(-1)!.query).toContain('34.67000,135.50000');
  });
});

/** Kuromon Market as OpenStreetMap names it, and a few named places around Dotonbori. */
function osakaPlaces() {
  return [
    osmWay(401, 34.6655, 135.5065, { amenity: 'marketplace', name: '黒門市場', 'name:en': 'Kuromon Market' }),
    osmNode(402, 34.6684, 135.5025, {
      amenity: 'restaurant',
      cuisine: 'japanese',
      name: 'Minami okonomiyaki house',
      opening_hours: 'Mo-Su 11:00-22:00',
    }),
    osmNode(403, 34.6713, 135.4985, { amenity: 'cafe', name: 'Amerikamura coffee stand' }),
    osmNode(404, 34.6689, 135.502, { tourism: 'attraction', name: 'Glico sign' }),
  ];
}

/** Senso-ji as OpenStreetMap names it, and 80 restaurants around Asakusa. */
function tokyoPlaces() {
  return [
    osmWay(201, 35.7147, 139.7966, {
      amenity: 'place_of_worship',
      tourism: 'attraction',
      name: '浅草寺',
      'name:en': 'Senso-ji',
    }),
    ...Array.from({ length: 80 }, (_, index) =>
      osmNode(300 + index, 35.7118 + index * 0.0002, 139.7966, {
        amenity: 'restaurant',
        name: `Asakusa restaurant ${index + 1}`,
      }),
    ),
  ];
}

describe('when Overpass fails', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  const failures: Array<[string, OverpassReply]> = [
    ['is rate-limited (429)', { status: 429, raw: '<html>Too Many Requests</html>' }],
    ['times out at the gateway (504)', { status: 504, raw: '<html>Gateway Timeout</html>' }],
    [
      'stops the query (a 200 whose remark reports an error)',
      {
        status: 200,
        body: { elements: [], remark: 'runtime error: Query timed out in "query" at line 1 after 6 seconds.' },
      },
    ],
    ['answers something unreadable', { status: 200, raw: '{"elements": [' }],
    ['answers in another shape', { status: 200, body: { elements: [{ type: 'node', id: 'one' }] } }],
    ['does not answer in time', 'hang'],
  ];

  it.each(failures)(
    'gives the curated places and says live places are unavailable when Overpass %s',
    async (_, reply) => {
      const overpass = await startOverpassStandIn(() => reply);
      await server.database.prisma.livePlacesCache.deleteMany();
      try {
        const service = createLocalSecretsService({
          now: () => NOW,
          livePlaces: createLivePlacesSource({
            prisma: server.database.prisma,
            logger: createLogger('silent'),
            settings: { OVERPASS_URL: overpass.url },
            userAgent: 'Lakbay/test',
            timeoutMs: 500,
            now: () => NOW,
          }),
        });
        const result = await service.find({ ...ASAKUSA, radius: 3000 });
        expect(result.livePlaces).toBe('unavailable');
        expect(result.places.length).toBeGreaterThan(0);
        expect(result.places.every((place) => place.source === 'lakbay')).toBe(true);
        // The failed area is not asked again straight away, and no places were cached: the failure was.
        await service.find({ ...ASAKUSA, radius: 3000 });
        expect(overpass.calls).toHaveLength(1);
        expect(
          await server.database.prisma.livePlacesCache.findMany({ select: { places: true, failed: true } }),
        ).toEqual([{ places: [], failed: true }]);
      } finally {
        await overpass.stop();
      }
    },
  );

  it('answers 200 over REST and GraphQL with the reason, never a 5xx', async () => {
    const overpass = await startOverpassStandIn(() => ({ status: 429, raw: 'rate limited' }));
    const app = await startTestServer({ OVERPASS_URL: overpass.url }, { shareDatabaseWith: server });
    try {
      const rest = await TestClient.for(app).post<LocalSecret[]>('/api/local-secrets', { ...INTRAMUROS });
      expect(rest.status).toBe(200);
      expect(rest.headers.get('x-live-places')).toBe('unavailable');
      expect(rest.body.length).toBeGreaterThan(0);
      expect(rest.body.every((place) => place.source === 'lakbay')).toBe(true);
      const graphql = await TestClient.for(app).graphql<{ localSecrets: { livePlaces: string } }>(
        `query { localSecrets(input: { latitude: 35.7118, longitude: 139.7966 }) { livePlaces places { id } } }`,
      );
      expect(graphql.errors).toBeUndefined();
      expect(graphql.data?.localSecrets.livePlaces).toBe('unavailable');
    } finally {
      await app.stop();
      await overpass.stop();
    }
  });

  it('says live places are off when OVERPASS_URL=off, and asks no one', async () => {
    const rest = await TestClient.for(server).post<LocalSecret[]>('/api/local-secrets', { ...ASAKUSA });
    expect(rest.headers.get('x-live-places')).toBe('off');
    expect(rest.body.every((place) => place.source === 'lakbay')).toBe(true);
  });
});
