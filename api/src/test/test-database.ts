// A fresh, empty database per test file: a new database on the PostgreSQL
// server named by DATABASE_URL (CI), or an in-memory embedded one.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabaseConfig {
  DATABASE_URL: string | undefined;
  DATA_DIR: string;
  drop(): Promise<void>;
}

export async function createTestDatabaseConfig(): Promise<TestDatabaseConfig> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { DATABASE_URL: undefined, DATA_DIR: 'memory://', drop: async () => {} };
  const name = `lakbay_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    DATABASE_URL: url.toString(),
    DATA_DIR: 'memory://',
    drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function runOnServer(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
