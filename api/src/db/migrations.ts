// Applying migrations from prisma/migrations (our own few lines of SQL), and
// creating new ones with Prisma's wasm schema engine.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openSchemaEngine } from './schema-engine.js';

// Same depth from api/src/db and api/dist/db.
const prismaDir = fileURLToPath(new URL('../../../prisma/', import.meta.url));
export const migrationsDir = path.join(prismaDir, 'migrations');
const schemaPath = path.join(prismaDir, 'schema.prisma');
const noFilters = { externalTables: [], externalEnums: [] };

interface Migration {
  name: string;
  sql: string;
  /** SHA-256 of the file, as Prisma writes it. */
  checksum: string;
}

async function readMigrations(): Promise<Migration[]> {
  const entries = await readdir(migrationsDir, { withFileTypes: true }).catch(() => []);
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const file = await readFile(path.join(migrationsDir, name, 'migration.sql'));
      return { name, sql: file.toString('utf8'), checksum: createHash('sha256').update(file).digest('hex') };
    }),
  );
}

// Prisma's own history table and lock, so `prisma migrate deploy/status` agree with us.
const CREATE_HISTORY_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;
const PRISMA_MIGRATE_LOCK = 72707369;

/**
 * Applies pending migrations; returns the names of those it applied.
 *
 * Each migration runs in one transaction together with its history row, so a
 * process stopped half-way (Ctrl-C, a container stop, a crash) leaves the
 * migration either fully applied and recorded, or not at all. A history row
 * left unfinished by an older applier (Prisma's, which records the row before
 * the SQL and gives up with P3009 after an interruption) is marked rolled back
 * and the migration applied again, in the same transaction: if its changes
 * were not in fact rolled back, that fails, nothing changes, and the error
 * says which migration to look at. See docs/decisions/023-atomic-migrations-and-quick-restarts.md.
 */
export async function applyMigrations(
  databaseUrl: string,
  onApplying: (name: string) => void = () => {},
): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Several processes starting on one empty database apply each migration once
    // (and do not race to create the history table).
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_MIGRATE_LOCK]);
    await client.query(CREATE_HISTORY_TABLE);
    const { rows } = await client.query<{ migration_name: string; finished: boolean }>(
      `SELECT migration_name, finished_at IS NOT NULL AS finished FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const applied = new Set(rows.filter((row) => row.finished).map((row) => row.migration_name));
    const applying: string[] = [];
    for (const migration of await readMigrations()) {
      if (applied.has(migration.name)) continue;
      onApplying(migration.name);
      await applyOne(client, migration);
      applying.push(migration.name);
    }
    return applying;
  } finally {
    // Ending the session also releases the advisory lock.
    await client.end();
  }
}

async function applyOne(client: pg.Client, migration: Migration) {
  await client.query('BEGIN');
  try {
    await client.query(
      `UPDATE "_prisma_migrations" SET rolled_back_at = now()
       WHERE migration_name = $1 AND finished_at IS NULL AND rolled_back_at IS NULL`,
      [migration.name],
    );
    // No parameters: the simple protocol runs the file's several statements.
    await client.query(migration.sql);
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), clock_timestamp(), 1)`,
      [randomUUID(), migration.checksum, migration.name],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${migration.name} failed and was rolled back, the database is as before it: ${reason}`, {
      cause: error,
    });
  }
}

/**
 * Writes prisma/migrations/<timestamp>_<name>/migration.sql with the SQL that
 * takes the committed migrations to prisma/schema.prisma. Like `prisma migrate
 * dev`, it replays the migrations in a throwaway "shadow" database on the
 * server at `serverUrl`, then diffs that database against the schema.
 * Returns the new directory, or null when the schema has no changes.
 */
export async function createMigration(serverUrl: string, name: string): Promise<string | null> {
  const schema = await readFile(schemaPath, 'utf8');
  const shadow = await createShadowDatabase(serverUrl);
  try {
    await applyMigrations(shadow.url);
    const engine = await openSchemaEngine(shadow.url, schema);
    try {
      const files = [{ path: 'schema.prisma', content: schema }];
      const { stdout } = await engine.diff({
        from: { tag: 'schemaDatasource', files, configDir: prismaDir },
        to: { tag: 'schemaDatamodel', files },
        script: true,
        exitCode: null,
        filters: noFilters,
      });
      if (!stdout || !/^\s*[A-Z]/m.test(stdout.replace(/^--.*$/gm, ''))) return null;
      const directory = path.join(migrationsDir, `${migrationTimestamp(new Date())}_${name}`);
      await mkdir(directory, { recursive: true });
      await writeFile(path.join(directory, 'migration.sql'), stdout);
      return directory;
    } finally {
      await engine.close();
    }
  } finally {
    await shadow.drop();
  }
}

function migrationTimestamp(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

async function createShadowDatabase(serverUrl: string) {
  const database = `lakbay_shadow_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
