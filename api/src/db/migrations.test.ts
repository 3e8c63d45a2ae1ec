import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabaseConfig, type TestDatabaseConfig } from '../test/test-database.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';
import { applyMigrations, migrationsDir } from './migrations.js';

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

describe('applyMigrations', () => {
  let database: TestDatabaseConfig;
  let embedded: EmbeddedPostgres | undefined;
  let url: string;

  beforeAll(async () => {
    database = await createTestDatabaseConfig({ migrated: false });
    embedded = database.DATABASE_URL ? undefined : await startEmbeddedPostgres('memory://');
    url = database.DATABASE_URL ?? embedded!.url;
  });
  afterAll(async () => {
    await embedded?.close();
    await database.drop();
  });

  it('applies every committed migration once, writing the history prisma migrate deploy writes', async () => {
    const committed = (await readdir(migrationsDir, { withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(await applyMigrations(url)).toEqual(committed);
    expect(await applyMigrations(url)).toEqual([]);
    if (database.DATABASE_URL) {
      // The engine's connections are closed, so a process starting next does not wait for its
      // advisory lock. Other test files migrate their own databases meanwhile: count this one's only.
      // (The embedded database keeps one session for every connection: not there.)
      const locks = await query<{ n: number }>(
        url,
        "SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE l.locktype = 'advisory' AND d.datname = current_database()",
      );
      expect(locks).toEqual([{ n: 0 }]);
    }

    const history = await query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      url,
      'SELECT migration_name, checksum, finished_at FROM _prisma_migrations ORDER BY migration_name',
    );
    expect(history.map((row) => row.migration_name)).toEqual(committed);
    for (const row of history) {
      const sql = await readFile(path.join(migrationsDir, row.migration_name, 'migration.sql'));
      expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
      expect(row.finished_at).not.toBeNull();
    }
  });

  it('creates every table of the spec, with the trip defaults and the per-user status index', async () => {
    const tables = await query<{ table_name: string }>(
      url,
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['users', 'trips', 'trip_diaries', 'contact_submissions', 'session']),
    );
    const [user] = await query<{ id: number }>(
      url,
      "INSERT INTO users (username, username_key, password, email) VALUES ('Juan', 'juan', 'h', 'juan@example.ph') RETURNING id",
    );
    const [trip] = await query<{ status: string; saved_type: string; currency: string; version: number }>(
      url,
      `INSERT INTO trips (user_id, origin_airport, destination_country, travel_month, duration, budget, preferences, budget_itinerary, experience_itinerary)
       VALUES ($1, 'MNL', 'JP', 4, 5, 45000, '{food}', '{}', '{}') RETURNING status, saved_type, currency, version`,
      [user!.id],
    );
    expect(trip).toEqual({ status: 'upcoming', saved_type: 'budget', currency: 'PHP', version: 1 });
    const indexes = await query<{ indexdef: string }>(url, "SELECT indexdef FROM pg_indexes WHERE tablename = 'trips'");
    expect(indexes.some((i) => /\(user_id, status, created_at DESC\)/.test(i.indexdef))).toBe(true);
    await expect(
      query(
        url,
        "INSERT INTO users (username, username_key, password, email) VALUES ('JUAN', 'juan', 'h', 'other@example.ph')",
      ),
    ).rejects.toThrow(/unique/);
  });
});

describe("a migration history left unfinished by Prisma's applier (P3009)", () => {
  let database: TestDatabaseConfig;
  let embedded: EmbeddedPostgres | undefined;
  let url: string;
  const init = '20261122183000_init';

  beforeEach(async () => {
    database = await createTestDatabaseConfig({ migrated: false });
    embedded = database.DATABASE_URL ? undefined : await startEmbeddedPostgres('memory://');
    url = database.DATABASE_URL ?? embedded!.url;
    // What an interrupted `prisma migrate deploy` (or an older Lakbay) leaves: the row, never finished.
    await query(
      url,
      `CREATE TABLE "_prisma_migrations" ("id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL,
         "finished_at" TIMESTAMPTZ, "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMPTZ,
         "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(), "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`,
    );
    await query(url, `INSERT INTO "_prisma_migrations" (id, checksum, migration_name) VALUES ('old', 'x', $1)`, [init]);
  });
  afterEach(async () => {
    await embedded?.close();
    await database.drop();
  });
  const history = () =>
    query<{ id: string; finished: boolean; rolled_back: boolean }>(
      url,
      `SELECT id, finished_at IS NOT NULL AS finished, rolled_back_at IS NOT NULL AS rolled_back
       FROM "_prisma_migrations" WHERE migration_name = $1 ORDER BY started_at, id`,
      [init],
    );

  it('applies the migration again when its changes were rolled back, marking the old row rolled back', async () => {
    const applied = await applyMigrations(url);
    expect(applied[0]).toBe(init);
    expect(await history()).toEqual([
      { id: 'old', finished: false, rolled_back: true },
      { id: expect.any(String), finished: true, rolled_back: false },
    ]);
  });

  it('changes nothing and names the migration when its changes are still there', async () => {
    // Half of the init migration, left behind by an applier that ran it statement by statement.
    await query(url, `CREATE TYPE "TripStatus" AS ENUM ('upcoming', 'past', 'canceled')`);
    await expect(applyMigrations(url)).rejects.toThrow(
      /Migration 20261122183000_init failed and was rolled back, the database is as before it: type "TripStatus" already exists/,
    );
    expect(await history()).toEqual([{ id: 'old', finished: false, rolled_back: false }]);
    const tables = await query(url, "SELECT 1 FROM information_schema.tables WHERE table_name = 'users'");
    expect(tables).toEqual([]);
  });
});

describe('the embedded database', () => {
  it('keeps its data on disk across a restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lakbay-embedded-'));
    try {
      const first = await startEmbeddedPostgres(dataDir);
      await applyMigrations(first.url);
      await query(
        first.url,
        "INSERT INTO contact_submissions (full_name, email, phone, travel_details) VALUES ('Maria', 'm@example.ph', '0917', 'Kyoto in April')",
      );
      await first.close();

      const second = await startEmbeddedPostgres(dataDir);
      expect(await applyMigrations(second.url)).toEqual([]);
      const rows = await query<{ full_name: string }>(second.url, 'SELECT full_name FROM contact_submissions');
      expect(rows).toEqual([{ full_name: 'Maria' }]);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // Creating the database, then two opens: 10 s idle, several times that on a loaded machine.
  }, 90_000);
});
