// The trip endpoints (docs/product/trips.md) over real HTTP and a real database, and a
// fuzz of their bodies: a bad body is always a 4xx with a JSON message, and a
// refused write leaves the trip exactly as it was.
import { english } from '../lib/messages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../services/auth/auth.js';
import { tripMessages } from '../services/trips/trips.js';
import { TestClient } from '../test/http-client.js';
import { parseCalendar } from '../test/icalendar.js';
import { seededRandom } from '../test/seeded-random.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { sampleItinerary, sampleSaveBody, signedInClient } from '../test/trips.js';

type Body = Record<string, unknown>;

const TRIP_FIELDS = [
  'id',
  'userId',
  'originAirport',
  'destinationCountry',
  'cities',
  'travelMonth',
  'currency',
  'duration',
  'budget',
  'preferences',
  'budgetItinerary',
  'experienceItinerary',
  'savedType',
  'status',
  'startDate',
  'createdAt',
  'version',
].sort();

const deep = (levels: number): unknown => Array.from({ length: levels }).reduce<unknown>((inner) => [inner], 'x');

const JUNK: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -1e308,
  1e308,
  2 ** 31,
  '',
  ' ',
  'x'.repeat(60_000),
  '\u0000',
  'a\u0000b',
  '\ud800',
  '💥'.repeat(500),
  '<script>alert(1)</script>',
  "'; DROP TABLE trips; --",
  'NaN',
  '-5',
  '{"destination": 1}',
  [],
  [null],
  ['x'.repeat(10_000)],
  Array.from({ length: 500 }, (_, i) => i),
  {},
  { nested: { junk: [{ more: {} }] } },
  deep(2_000),
];

/** Paths into a save body where junk goes. */
const PATHS = [
  ['originAirport'],
  ['destinationCountry'],
  ['cities'],
  ['cities', 0],
  ['travelMonth'],
  ['currency'],
  ['duration'],
  ['budget'],
  ['preferences'],
  ['preferences', 0],
  ['savedType'],
  ['startDate'],
  ['budgetItinerary'],
  ['experienceItinerary'],
  ['budgetItinerary', 'totalBudget'],
  ['budgetItinerary', 'currency'],
  ['budgetItinerary', 'duration'],
  ['budgetItinerary', 'tips'],
  ['budgetItinerary', 'days'],
  ['budgetItinerary', 'days', 0],
  ['budgetItinerary', 'days', 0, 'day'],
  ['budgetItinerary', 'days', 0, 'title'],
  ['budgetItinerary', 'days', 0, 'activities'],
  ['budgetItinerary', 'days', 0, 'meals'],
  ['budgetItinerary', 'days', 0, 'costs'],
  ['budgetItinerary', 'days', 0, 'costs', 'meals'],
  ['experienceItinerary', 'days', 1, 'costs', 'accommodation'],
  ['experienceItinerary', 'extraCosts', 0, 'amount'],
  ['experienceItinerary', 'extraCosts', 0, 'note'],
] as const;

function withJunk(body: Body, path: readonly (string | number)[], junk: unknown): Body {
  const copy = structuredClone(body);
  let target = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1)!] = junk;
  return copy;
}

describe('trips over REST', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  async function created(browser: TestClient, body: Body = sampleSaveBody()) {
    const response = await browser.post<Body>('/api/trips', body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body;
  }

  it('saves, lists, reads and edits trips with the spec’s fields', async () => {
    const { browser, userId } = await signedInClient(server);
    const { userId: otherUserId } = await signedInClient(server);
    const trip = await created(
      browser,
      sampleSaveBody({ userId: otherUserId, status: 'canceled', savedType: 'experience', startDate: '2026-12-01' }),
    );
    expect(Object.keys(trip).sort()).toEqual(TRIP_FIELDS);
    expect(trip).toMatchObject({
      id: expect.any(Number),
      userId,
      originAirport: 'MNL',
      destinationCountry: 'JP',
      cities: ['Tokyo'],
      travelMonth: 4,
      currency: 'PHP',
      duration: 2,
      budget: 50000,
      preferences: ['food', 'culture'],
      budgetItinerary: sampleItinerary('Budget'),
      experienceItinerary: sampleItinerary('Experience'),
      savedType: 'experience',
      status: 'upcoming',
      startDate: '2026-12-01T00:00:00.000Z',
      version: 1,
    });
    expect(new Date(trip.createdAt as string).toISOString()).toBe(trip.createdAt);

    expect((await browser.get('/api/trips')).body).toEqual([trip]);
    expect((await browser.get(`/api/trips/${trip.id}`)).body).toEqual(trip);

    const details = await browser.request<Body>('PATCH', `/api/trips/${trip.id}`, { budget: 70000, startDate: null });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ budget: 70000, startDate: null, version: 2 });

    const itinerary = sampleItinerary('Edited', 3);
    const day = await browser.request<Body>('PATCH', `/api/trips/${trip.id}`, { experienceItinerary: itinerary });
    expect(day.body).toMatchObject({
      experienceItinerary: itinerary,
      budgetItinerary: sampleItinerary('Budget'),
      version: 3,
    });

    const stale = await browser.request('PATCH', `/api/trips/${trip.id}`, { budget: 1000, expectedVersion: 2 });
    expect(stale).toMatchObject({ status: 409, body: { message: english(tripMessages.stale) } });

    const past = await browser.request<Body>('PATCH', `/api/trips/${trip.id}/status`, { status: 'past' });
    expect(past).toMatchObject({ status: 200, body: { status: 'past', version: 4 } });
    await browser.request('PATCH', `/api/trips/${trip.id}/status`, { status: 'canceled' });
    const restore = await browser.request('PATCH', `/api/trips/${trip.id}/status`, { status: 'upcoming' });
    expect(restore).toMatchObject({ status: 409, body: { message: english(tripMessages.canceled) } });
  });

  it('creates a trip from the create-trip dialog body (no itineraries)', async () => {
    const { browser } = await signedInClient(server);
    const trip = await created(browser, {
      destinationCountry: 'Japan',
      originAirport: 'MNL',
      duration: 7,
      budget: 50000,
      currency: 'PHP',
      travelMonth: 11,
      startDate: '',
      preferences: [],
    });
    expect(trip).toMatchObject({ status: 'upcoming', savedType: 'budget', startDate: null, cities: [] });
    expect((trip.budgetItinerary as { days: unknown[] }).days).toHaveLength(7);
    const invalid = await browser.post('/api/trips', { destinationCountry: 'Japan' });
    expect(invalid).toMatchObject({
      status: 400,
      body: { message: 'Origin airport is required', field: 'originAirport' },
    });
  });

  it('needs a signed-in, verified user on every route', async () => {
    const { browser: owner } = await signedInClient(server);
    const trip = await created(owner);
    const { browser: unverified } = await signedInClient(server, { verified: false });
    const calls: [string, string, Body?][] = [
      ['GET', '/api/trips'],
      ['GET', `/api/trips/${trip.id}`],
      ['POST', '/api/trips', sampleSaveBody()],
      ['PATCH', `/api/trips/${trip.id}`, { budget: 1000 }],
      ['PATCH', `/api/trips/${trip.id}/status`, { status: 'past' }],
      ['GET', `/api/trips/${trip.id}/calendar.ics`],
      ['DELETE', `/api/trips/${trip.id}`],
    ];
    for (const [method, path, body] of calls) {
      expect(await TestClient.for(server).request(method, path, body), path).toMatchObject({
        status: 401,
        body: { message: english(messages.signedOut) },
      });
      expect(await unverified.request(method, path, body), path).toMatchObject({
        status: 403,
        body: { message: english(messages.verifyFirst), requiresVerification: true },
      });
    }
    expect((await owner.get(`/api/trips/${trip.id}`)).body).toEqual(trip);
  });

  it('answers another user’s trip, a missing one and a malformed id with the same 404', async () => {
    const { browser: owner } = await signedInClient(server);
    const trip = await created(owner);
    const { browser: stranger } = await signedInClient(server);
    const notFound = { status: 404, body: { message: english(tripMessages.notFound) } };
    for (const id of [trip.id, 2_000_000_000, 'abc', '1.5', '-3', '0', '99999999999', '%00', '1e3']) {
      expect(await stranger.get(`/api/trips/${id}`), String(id)).toMatchObject(notFound);
      expect(await stranger.request('PATCH', `/api/trips/${id}`, { budget: 1 }), String(id)).toMatchObject(notFound);
      expect(await stranger.request('PATCH', `/api/trips/${id}/status`, { status: 'canceled' })).toMatchObject(
        notFound,
      );
      expect(await stranger.get(`/api/trips/${id}/calendar.ics`), String(id)).toMatchObject(notFound);
      expect(await stranger.request('DELETE', `/api/trips/${id}`), String(id)).toMatchObject(notFound);
    }
    expect((await stranger.get('/api/trips')).body).toEqual([]);
    expect((await owner.get(`/api/trips/${trip.id}`)).body).toEqual(trip);
  });

  it('deletes a trip with 204 and an empty body; then it is gone', async () => {
    const { browser } = await signedInClient(server);
    const trip = await created(browser);
    const deleted = await browser.fetch(`/api/trips/${trip.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect(await browser.get(`/api/trips/${trip.id}`)).toMatchObject({ status: 404 });
    expect((await browser.get('/api/trips')).body).toEqual([]);
    expect(await browser.request('DELETE', `/api/trips/${trip.id}`)).toMatchObject({
      status: 404,
      body: { message: english(tripMessages.notFound) },
    });
  });

  it('exports a dated trip as an iCalendar file, and explains why an undated one cannot be', async () => {
    const { browser } = await signedInClient(server);
    const trip = await created(browser, sampleSaveBody({ startDate: '2026-12-01' }));
    const response = await browser.fetch(`/api/trips/${trip.id}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename=lakbay-trip-${trip.id}.ics`);
    const { events } = parseCalendar(await response.text());
    expect(events.map(({ start, end, summary }) => ({ start, end, summary }))).toEqual([
      { start: '2026-12-01', end: '2026-12-02', summary: 'Day 1: Budget day 1 — Tokyo, Japan' },
      { start: '2026-12-02', end: '2026-12-03', summary: 'Day 2: Budget day 2 — Tokyo, Japan' },
    ]);
    expect(events[0]!.description).toBe('- Walk around Asakusa\nStay: Hostel');

    const undated = await created(browser);
    expect(await browser.get(`/api/trips/${undated.id}/calendar.ics`)).toMatchObject({
      status: 400,
      body: { message: 'Set a start date to export this trip to your calendar.' },
    });
  });

  it('answers every malformed body with a 4xx and leaves the trip unchanged (fuzz)', async () => {
    const { browser } = await signedInClient(server);
    let trip = await created(browser);
    const next = seededRandom(20261122);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const seen = new Map<number, number>();
    const check = async (method: string, path: string, body: unknown) => {
      const response = await browser.request<Body>(method, path, body);
      seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
      const label = `${method} ${path} ${JSON.stringify(body)?.slice(0, 300)}`;
      expect(response.status, label).toBeLessThan(500);
      if (response.status >= 400) {
        expect(typeof response.body.message, label).toBe('string');
        expect((await browser.get(`/api/trips/${trip.id}`)).body, label).toEqual(trip);
      } else if (method === 'PATCH') {
        trip = response.body;
      }
    };

    for (let round = 0; round < 150; round++) {
      const [path, junk] = [pick(PATHS), pick(JUNK)];
      const body = withJunk(sampleSaveBody(), path, junk);
      await check('POST', '/api/trips', body);
      const { budgetItinerary, experienceItinerary, duration, budget } = body;
      const patch = pick([{ budgetItinerary }, { experienceItinerary }, { duration, budget }]);
      await check('PATCH', `/api/trips/${trip.id}`, { ...patch, expectedVersion: trip.version });
      await check('PATCH', `/api/trips/${trip.id}/status`, { status: junk });
    }

    const raw = [
      'not json',
      '[1, 2, 3]',
      'null',
      '"text"',
      '{"__proto__": {"admin": true}, "budget": 5}',
      '{"constructor": {"prototype": {"x": 1}}}',
      JSON.stringify({ budgetItinerary: 'x'.repeat(200_000) }),
      '{"budget": 1e400}',
      `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
    ];
    for (const body of raw) {
      for (const [method, path] of [
        ['POST', '/api/trips'],
        ['PATCH', `/api/trips/${trip.id}`],
        ['PATCH', `/api/trips/${trip.id}/status`],
      ] as const) {
        await check(method, path, body);
      }
    }
    const wrongType = await browser.fetch(`/api/trips/${trip.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'text/plain' },
      body: '{"budget": 1000}',
    });
    expect(wrongType.status).toBe(415);
    expect((await browser.get(`/api/trips/${trip.id}`)).body).toEqual(trip);
    // The fuzz did reach the validation (400) and also produced valid writes.
    expect(seen.get(400)).toBeGreaterThan(60);
    expect([...seen.keys()].every((status) => status < 500)).toBe(true);
    // About 500 requests: allow for a busy machine.
  }, 120_000);
});
