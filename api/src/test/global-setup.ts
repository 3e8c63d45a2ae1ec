// Once per test run: on a PostgreSQL server (DATABASE_URL), migrate one
// template database, so every test file copies it (CREATE DATABASE … TEMPLATE)
// instead of replaying every migration itself.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { databaseUrlNamed, runOnServer } from './test-database.js';

/**
 * One template for the whole run: the node and dom projects (vitest.config.ts) each call this, in
 * the same process; the second finds the first's template, and the last one done drops it.
 */
const run = globalThis as { lakbayTemplate?: { ready: Promise<string>; users: number } };

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  project.provide('migratedTemplateDatabase', '');
  if (!serverUrl) return;
  run.lakbayTemplate ??= { ready: migrateTemplate(serverUrl), users: 0 };
  const shared = run.lakbayTemplate;
  shared.users += 1;
  project.provide('migratedTemplateDatabase', await shared.ready);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    run.lakbayTemplate = undefined;
    await dropDatabase(serverUrl, await shared.ready);
  };
}

async function migrateTemplate(serverUrl: string) {
  const template = `lakbay_template_${process.pid}`;
  await dropDatabase(serverUrl, template);
  await runOnServer(serverUrl, `CREATE DATABASE "${template}"`);
  // The project's own `npm run db:migrate`, in its own process.
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'api/src/db/migrate-cli.ts', 'deploy'], {
    cwd: fileURLToPath(new URL('../../../', import.meta.url)),
    env: { ...process.env, DATABASE_URL: databaseUrlNamed(serverUrl, template) },
  });
  return template;
}

const dropDatabase = (serverUrl: string, name: string) =>
  runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
