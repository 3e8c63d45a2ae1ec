// What keeps the public Local Secrets search from reaching Overpass at will (issue #33 S5), on a real
// database with a stand-in Overpass: the radius is rounded to the form's steps for the query and its
// cache key, searches and Overpass queries are budgeted per client address (and Overpass queries for
// everyone) across server processes, a failure is remembered in the database for every process, old
// answers are pruned, and a place is found by its id through an index.
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { english } from '../../lib/messages.js';
import { TestClient } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { rateLimited } from '../auth/rate-limits.js';
import { overpassBudget } from './live-places.js';
import { searchLimit, type LocalSecret } from './local-secrets.js';
import { osmNode, overpassElements, startOverpassStandIn, type OverpassStandIn } from './overpass-stand-in.js';

const INTRAMUROS = { latitude: 14.5906, longitude: 120.975 };

/** One named museum at the search's cell centre, whatever the query. */
const museumAt = (query: string) => {
  const [, lat, lng] = /,(-?[\d.]+),(-?[\d.]+)\)/.exec(query) ?? [];
  return overpassElements(osmNode(Number(lat) * 1000, Number(lat), Number(lng), { tourism: 'museum', name: 'Museo' }));
};

describe('the Overpass proxy', () => {
  let overpass: OverpassStandIn;
  let first: TestServer;
  let second: TestServer;
  let ipCounter = 0;
  /** A fresh client address (the benchmarking range): each test counts against its own budgets. */
  const newIp = () => `198.18.${++ipCounter >> 8}.${ipCounter & 255}`;
  const from = (ip: string, server = first) => TestClient.for(server, { 'x-forwarded-for': ip });
  let cell = 0;
  /** A search area no earlier search has asked about. */
  const newArea = () => ({ latitude: 10 + ++cell * 0.02, longitude: 121.5 });

  beforeAll(async () => {
    overpass = await startOverpassStandIn(({ query }) => museumAt(query));
    const env = { OVERPASS_URL: overpass.url, RATE_LIMIT_MULTIPLIER: '1', TRUST_PROXY: '1' };
    first = await startTestServer(env);
    second = await startTestServer(env, { shareDatabaseWith: first });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
    await overpass?.stop();
  });
  beforeEach(() => {
    overpass.calls.length = 0;
  });

  it("asks once for every radius within one of the form's 1 km steps", async () => {
    const ip = newIp();
    for (const radius of [2000.1, 2000.5, 2999.99, 3000, 2500]) {
      const answer = await from(ip).post<LocalSecret[]>('/api/local-secrets', { ...INTRAMUROS, radius });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-live-places')).toBe('included');
    }
    // It asked once per float before, each a new cache key.
    expect(overpass.calls).toHaveLength(1);
    expect(overpass.calls[0]!.query).toContain('(around:3800,14.59000,120.98000)');
  });

  it('answers 429 past the searches one address may make, through every process', async () => {
    const ip = newIp();
    const { points, durationSeconds } = searchLimit.searchesPerIp;
    for (let search = 0; search < points; search += 1) {
      const answer = await from(ip, search % 2 ? second : first).post('/api/local-secrets', INTRAMUROS);
      expect(answer.status).toBe(200);
    }
    const refused = await from(ip, second).post<{ message: string; retryAfterSeconds: number }>(
      '/api/local-secrets',
      INTRAMUROS,
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(durationSeconds);
    expect(refused.body.message).toBe(english(rateLimited(refused.body.retryAfterSeconds * 1000).userMessage));
    const graphql = await from(ip, first).graphql(
      'query ($input: LocalSecretsInput!) { localSecrets(input: $input) { livePlaces } }',
      { input: INTRAMUROS },
    );
    expect(graphql.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
    // Another address searches as usual.
    expect((await from(newIp()).post('/api/local-secrets', INTRAMUROS)).status).toBe(200);
  });

  it('stops sending one address’s searches to Overpass past its budget; the curated places still show', async () => {
    const ip = newIp();
    const { points } = overpassBudget.overpassPerIp;
    for (let search = 0; search < points; search += 1) {
      const answer = await from(ip, search % 2 ? second : first).post('/api/local-secrets', newArea());
      expect(answer.headers.get('x-live-places')).toBe('included');
    }
    expect(overpass.calls).toHaveLength(points);
    const over = await from(ip).post<LocalSecret[]>('/api/local-secrets', newArea());
    expect(over.status).toBe(200);
    expect(over.headers.get('x-live-places')).toBe('unavailable');
    expect(overpass.calls).toHaveLength(points);
    // Another address's search of a new area still reaches Overpass.
    expect((await from(newIp()).post('/api/local-secrets', newArea())).headers.get('x-live-places')).toBe('included');
    expect(overpass.calls).toHaveLength(points + 1);
  });

  it('remembers a failed area in the database, so no process asks Overpass again for a while', async () => {
    const failing = await startOverpassStandIn(() => ({ status: 504, raw: 'Gateway Timeout' }));
    const env = { OVERPASS_URL: failing.url, RATE_LIMIT_MULTIPLIER: '1', TRUST_PROXY: '1' };
    const [one, other] = [
      await startTestServer(env, { shareDatabaseWith: first }),
      await startTestServer(env, { shareDatabaseWith: first }),
    ];
    try {
      const area = newArea();
      for (const server of [one, other, one]) {
        const answer = await from(newIp(), server).post('/api/local-secrets', area);
        expect(answer.headers.get('x-live-places')).toBe('unavailable');
      }
      // Each process kept its own map of failures before (which never shrank): two calls.
      expect(failing.calls).toHaveLength(1);
    } finally {
      await other.stop();
      await one.stop();
      await failing.stop();
    }
  });

  it('prunes answers and places a week after they expired, and keeps the younger ones for placeById', async () => {
    const prisma = first.database.prisma;
    const day = 24 * 60 * 60 * 1000;
    const expired = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
    const row = (key: string, expiredDaysAgo: number) => ({
      key,
      places: [{ id: `osm-node-${key}`, name: key }],
      fetchedAt: expired(expiredDaysAgo + 1),
      expiresAt: expired(expiredDaysAgo),
    });
    await prisma.livePlacesCache.createMany({ data: [row('old', 8), row('recent', 2)] });
    // The places as the migration left them (without the table, placeById read them from the answers).
    await prisma.$executeRaw`INSERT INTO live_places (id, place, expires_at)
      SELECT place->>'id', place, expires_at FROM live_places_cache, jsonb_array_elements(places) AS place
      WHERE key IN ('old', 'recent')`.catch(() => 0);
    // A search that asks Overpass writes its answer, and prunes.
    expect((await from(newIp()).post('/api/local-secrets', newArea())).headers.get('x-live-places')).toBe('included');
    const keys = (await prisma.livePlacesCache.findMany({ select: { key: true } })).map(({ key }) => key);
    expect(keys).not.toContain('old');
    expect(keys).toContain('recent');
    const places = first.app.services.localSecrets;
    expect(await places.placeToSave('osm-node-old')).toBeNull();
    expect(await places.placeToSave('osm-node-recent')).toMatchObject({ name: 'recent' });
  });

  it('finds a place by its id with an index, reading no table from end to end', async () => {
    // A database of its own, where nothing else reads these tables while the statistics are counted.
    const server = await startTestServer({ OVERPASS_URL: overpass.url });
    try {
      // 60,000 places in 3,000 answers, as many days of searches leave; written by a connection of its
      // own, which reports its reads to the statistics as it closes.
      const writer = new pg.Client({ connectionString: server.database.url });
      await writer.connect();
      await writer.query(`INSERT INTO live_places_cache (key, places, expires_at)
      SELECT 'bulk-' || answer,
        jsonb_agg(jsonb_build_object('id', 'osm-node-' || (answer * 100 + n), 'name', 'Place ' || n)),
        now() + interval '1 day'
      FROM generate_series(1000, 3999) AS answer, generate_series(0, 19) AS n GROUP BY answer`);
      // (No such table before the fix: placeById read the answers themselves.)
      await writer
        .query(
          `INSERT INTO live_places (id, place, expires_at)
         SELECT place->>'id', place, expires_at FROM live_places_cache, jsonb_array_elements(places) AS place
         WHERE key LIKE 'bulk-%' ON CONFLICT DO NOTHING`,
        )
        .catch(() => {});
      await writer.query('ANALYZE');
      await writer.end();

      const pool = server.database.pool;
      /** Whole-table and index reads of the live places' tables, as the statistics have them so far. */
      const reads = async () => {
        const { rows } = await pool.query<{ seq: string; idx: string }>(
          `SELECT sum(seq_scan) AS seq, sum(coalesce(idx_scan, 0)) AS idx FROM pg_stat_user_tables
         WHERE relname IN ('live_places_cache', 'live_places')`,
        );
        return { seq: Number(rows[0]!.seq), idx: Number(rows[0]!.idx) };
      };
      /** The reads once `done` says the statistics have caught up (a connection reports within seconds). */
      const readsOnce = async (done: (counts: { seq: number; idx: number }) => boolean) => {
        let counts = await reads();
        for (let wait = 0; wait < 60 && !done(counts); wait += 1) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          counts = await reads();
        }
        return counts;
      };
      const before = await readsOnce(({ seq }) => seq > 0);
      const found = await server.app.services.localSecrets.placeToSave('osm-node-123405');
      expect(found).toMatchObject({ name: 'Place 5' });
      const after = await readsOnce(({ seq, idx }) => seq > before.seq || idx > before.idx);
      // One index lookup; before, it read the answers from the first until the one holding the place.
      expect(after).toEqual({ seq: before.seq, idx: before.idx + 1 });
    } finally {
      await server.stop();
    }
  }, 30_000);
});
