// The benchmark's databases: a fresh database on the local PostgreSQL server
// (dropped afterwards), or, without one, an embedded PGlite database in a
// temporary folder; both migrated and seeded with SQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../api/src/db/embedded-postgres.js';
import { applyMigrations } from '../../api/src/db/migrations.js';
import { planTrip } from '../../api/src/planners/offline-planner.js';
import { tripRequestSchema } from '../../api/src/domain/itinerary/trip-request.js';
import { argon2Hasher } from '../../api/src/services/auth/auth.js';

export const BENCH_PASSWORD = 'bench-Password-1';

export interface BenchDatabase {
  url: string;
  kind: 'postgresql' | 'embedded';
  drop(): Promise<void>;
}

/** Runs `work` on one connection to `url`, then closes it. */
export async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A migrated, empty database; embedded when `serverUrl` cannot be reached. */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `lakbay_bench_${process.pid}`;
  const reachable = await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`)).then(
    () => true,
    () => false,
  );
  if (reachable) {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await applyMigrations(url.toString());
    return {
      url: url.toString(),
      kind: 'postgresql',
      drop: async () => {
        await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      },
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lakbay-bench-db-'));
  const embedded = await startEmbeddedPostgres(dataDir);
  await applyMigrations(embedded.url);
  return {
    url: embedded.url,
    kind: 'embedded',
    async drop() {
      await embedded.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An embedded database in `dataDir` (for `DATA_DIR`), migrated and seeded, then closed for the app to open. */
export async function prepareEmbeddedDataDir(dataDir: string, trips: number): Promise<void> {
  const embedded = await startEmbeddedPostgres(dataDir);
  try {
    await applyMigrations(embedded.url);
    if (trips > 0) await seed(embedded.url, { users: Math.ceil(trips / 50), tripsPerUser: 50 });
  } finally {
    await embedded.close();
  }
}

/** A realistic saved trip: both itineraries of a 7-day plan from the offline planner. */
function sampleTrip() {
  const request = tripRequestSchema.parse({
    originAirport: 'MNL',
    destinationCountry: 'JP',
    cities: ['Tokyo', 'Kyoto'],
    travelMonth: 4,
    currency: 'PHP',
    duration: 7,
    budget: 120_000,
    preferences: ['food', 'culture', 'landmarks'],
  });
  return { request, ...planTrip(request) };
}

/**
 * `users` verified users (bench1, bench2, …, password BENCH_PASSWORD), each
 * with `tripsPerUser` upcoming trips. Returns the users' ids in order.
 */
export async function seed(url: string, { users, tripsPerUser }: { users: number; tripsPerUser: number }) {
  const password = await argon2Hasher.hash(BENCH_PASSWORD);
  const trip = sampleTrip();
  return onServer(url, async (client) => {
    const inserted = await client.query<{ id: number }>(
      `INSERT INTO users (username, username_key, password, email, is_verified)
       SELECT 'bench' || n, 'bench' || n, $1, 'bench' || n || '@bench.test', true
       FROM generate_series(1, $2::int) AS n ORDER BY n RETURNING id`,
      [password, users],
    );
    const ids = inserted.rows.map((row) => row.id);
    await client.query(
      `INSERT INTO trips (user_id, origin_airport, destination_country, cities, travel_month, currency,
         duration, budget, preferences, budget_itinerary, experience_itinerary, created_at)
       SELECT u, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() - make_interval(mins => n)
       FROM unnest($1::int[]) AS u, generate_series(1, $12::int) AS n`,
      [
        ids,
        trip.request.originAirport,
        trip.request.destinationCountry,
        trip.request.cities,
        trip.request.travelMonth,
        trip.request.currency,
        trip.request.duration,
        trip.request.budget,
        trip.request.preferences,
        JSON.stringify(trip.budgetItinerary),
        JSON.stringify(trip.experienceItinerary),
        tripsPerUser,
      ],
    );
    return ids;
  });
}
