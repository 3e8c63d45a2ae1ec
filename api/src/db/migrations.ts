// Applying and creating migrations from prisma/migrations with the wasm schema engine.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { MigrationList } from '@prisma/schema-engine-wasm';
import { openSchemaEngine } from './schema-engine.js';

// Same depth from api/src/db and api/dist/db.
const prismaDir = fileURLToPath(new URL('../../../prisma/', import.meta.url));
export const migrationsDir = path.join(prismaDir, 'migrations');
const schemaPath = path.join(prismaDir, 'schema.prisma');
const noFilters = { externalTables: [], externalEnums: [] };

async function readMigrationsList(): Promise<MigrationList> {
  const entries = await readdir(migrationsDir, { withFileTypes: true }).catch(() => []);
  const directories = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const lockfilePath = path.join(migrationsDir, 'migration_lock.toml');
  return {
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: await readFile(lockfilePath, 'utf8').catch(() => null) },
    shadowDbInitScript: '',
    migrationDirectories: await Promise.all(
      directories.map(async (name) => ({
        path: name,
        migrationFile: {
          path: 'migration.sql',
          content: {
            tag: 'ok' as const,
            value: await readFile(path.join(migrationsDir, name, 'migration.sql'), 'utf8'),
          },
        },
      })),
    ),
  };
}

/** Applies pending migrations; returns the names of those it applied. */
export async function applyMigrations(databaseUrl: string): Promise<string[]> {
  const engine = await openSchemaEngine(databaseUrl, await readFile(schemaPath, 'utf8'));
  try {
    const { appliedMigrationNames } = await engine.applyMigrations({
      migrationsList: await readMigrationsList(),
      filters: noFilters,
    });
    return appliedMigrationNames;
  } finally {
    await engine.close();
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
