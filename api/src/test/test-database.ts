// A fresh database per test file: a new database on the PostgreSQL server
// named by DATABASE_URL (CI), or an in-memory embedded one.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database's name; empty without DATABASE_URL. */
    migratedTemplateDatabase: string;
  }
}

export interface TestDatabaseConfig {
  DATABASE_URL: string | undefined;
  DATA_DIR: string;
  drop(): Promise<void>;
}

/**
 * `migrated` (the default) copies the run's migrated template database, so the
 * app finds every migration applied; tests of migrations themselves ask for an
 * empty one. The embedded database always starts empty and migrates itself.
 */
export async function createTestDatabaseConfig({ migrated = true } = {}): Promise<TestDatabaseConfig> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { DATABASE_URL: undefined, DATA_DIR: 'memory://', drop: async () => {} };
  const name = `lakbay_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = migrated ? inject('migratedTemplateDatabase') : '';
  await runOnServer(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  return {
    DATABASE_URL: databaseUrlNamed(serverUrl, name),
    DATA_DIR: 'memory://',
    drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

export function databaseUrlNamed(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function runOnServer(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
