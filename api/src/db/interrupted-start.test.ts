// Stopping the server during its first start — Ctrl-C (SIGINT), a container
// being stopped (SIGTERM), a crash or the OOM killer (SIGKILL) — must never
// leave a database that refuses the next start, nor lose data committed before.
//
// Each database gets one chain of starts: every start is the "next start" of
// the interruption before it and is itself stopped at the next moment, until a
// last start must come up. So the test costs one server start per moment.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../test/server-process.js';
import { createTestDatabaseConfig, type TestDatabaseConfig } from '../test/test-database.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { migrationsDir } from './migrations.js';

const CREATING = /creating the embedded database/;
const APPLYING = /applying database migration/;

interface Moment {
  signal: NodeJS.Signals;
  /** The log line to wait for (its `count`-th occurrence in this start), then `delayMs` more. */
  after: RegExp;
  count?: number;
  delayMs: number;
}

/** Stops the server at `moment`, or once ready if it got there first (a start can be quicker than a moment). */
async function interrupt(server: ServerProcess, moment: Moment) {
  await Promise.race([server.waitFor(moment.after, moment.count), server.ready]);
  await sleep(moment.delayMs);
  server.child.kill(moment.signal);
  await server.exited;
}

interface History {
  migration_name: string;
  finished: boolean;
  rolled_back: boolean;
}

/** The migration history and the contact requests, read from the stopped server's database. */
async function readDatabase(env: Record<string, string>) {
  const embedded = env.DATABASE_URL ? undefined : await startEmbeddedPostgres(env.DATA_DIR!);
  const client = new pg.Client({ connectionString: env.DATABASE_URL ?? embedded!.url });
  await client.connect();
  try {
    const history = await client.query<History>(
      `SELECT migration_name, finished_at IS NOT NULL AS finished, rolled_back_at IS NOT NULL AS rolled_back
       FROM _prisma_migrations ORDER BY migration_name`,
    );
    const contacts = await client.query<{ full_name: string }>('SELECT full_name FROM contact_submissions');
    return { history: history.rows, contacts: contacts.rows.map((row) => row.full_name) };
  } finally {
    await client.end();
    await embedded?.close();
  }
}

async function committedMigrations() {
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const contact = {
  fullName: 'Maria Santos',
  email: 'maria.santos@example.ph',
  phone: '+63 917 123 4567',
  travelDetails: 'Family of four to Tokyo in April.',
};

/** Expects a clean exit, showing the server's output when it was not. */
async function expectCleanExit(server: ServerProcess) {
  const code = await server.exited;
  expect({ code, output: code === 0 ? '' : server.output() }).toEqual({ code: 0, output: '' });
}

function countApplying(server: ServerProcess) {
  return server.output().match(new RegExp(APPLYING, 'g'))?.length ?? 0;
}

function interruptedStartTest(moments: Moment[], environment: () => Record<string, string>) {
  it('starts after being stopped at each moment of its first start, and keeps data through a crash and an interrupted restart', async () => {
    const env = { ...environment(), RATE_LIMIT_MULTIPLIER: '100' };
    let applyingLines = 0;
    for (const moment of moments) {
      const server = startServer(env);
      await interrupt(server, moment);
      applyingLines += countApplying(server);
    }
    const started = startServer(env);
    const response = await fetch(`${await started.ready}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contact),
    });
    expect(response.status).toBe(201);
    applyingLines += countApplying(started);
    // A crash right after the answer: the row must already be on disk.
    started.child.kill('SIGKILL');
    await started.exited;
    // A restart stopped while it opens the database, then one that must come up.
    const restart = startServer(env);
    await Promise.race([sleep(1000), restart.ready]);
    restart.child.kill('SIGTERM');
    await restart.exited;
    const last = startServer(env);
    await last.ready;
    last.child.kill('SIGTERM');
    await expectCleanExit(last);

    const committed = await committedMigrations();
    const { history, contacts } = await readDatabase(env);
    // Each migration committed with its history row, or not at all: no row is left unfinished.
    expect(history).toEqual(committed.map((name) => ({ migration_name: name, finished: true, rolled_back: false })));
    // More "applying" lines than migrations: some migration was stopped half-way and applied again later.
    expect(applyingLines).toBeGreaterThan(committed.length);
    expect(contacts).toEqual([contact.fullName]);
    // About a minute on an idle machine; several on a loaded two-core one.
  }, 480_000);
}

// A fresh data directory per database: the embedded database, or the session secret beside PostgreSQL.
const dataDirs: string[] = [];
async function newDataDir() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lakbay-interrupted-'));
  dataDirs.push(dataDir);
  return dataDir;
}
afterAll(async () => {
  for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
});

describe('a first start stopped half-way, embedded database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await newDataDir();
  });

  interruptedStartTest(
    [
      // While the new database is created (initdb), at its beginning and later on.
      { signal: 'SIGKILL', after: CREATING, delayMs: 0 },
      { signal: 'SIGTERM', after: CREATING, delayMs: 800 },
      { signal: 'SIGINT', after: CREATING, delayMs: 1600 },
      // While migrations run: in the first pending one, and one or two later.
      { signal: 'SIGINT', after: APPLYING, delayMs: 0 },
      { signal: 'SIGKILL', after: APPLYING, count: 2, delayMs: 0 },
      { signal: 'SIGTERM', after: APPLYING, count: 2, delayMs: 30 },
    ],
    () => ({ DATA_DIR: dataDir }),
  );
});

if (!process.env.DATABASE_URL) {
  console.warn('SKIPPED: the interrupted-start tests on PostgreSQL need DATABASE_URL (CI sets it).');
}
describe.runIf(process.env.DATABASE_URL)('a first start stopped half-way, PostgreSQL', () => {
  let database: TestDatabaseConfig;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabaseConfig({ migrated: false });
    dataDir = await newDataDir();
  });
  afterAll(async () => {
    await database.drop();
  });

  interruptedStartTest(
    [
      { signal: 'SIGKILL', after: APPLYING, delayMs: 0 },
      { signal: 'SIGTERM', after: APPLYING, count: 2, delayMs: 0 },
      { signal: 'SIGINT', after: APPLYING, delayMs: 5 },
      { signal: 'SIGKILL', after: APPLYING, count: 3, delayMs: 0 },
    ],
    () => ({ DATABASE_URL: database.DATABASE_URL!, DATA_DIR: dataDir }),
  );
});
