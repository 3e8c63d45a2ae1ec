// Once per test run: on a PostgreSQL server (DATABASE_URL), migrate one
// template database, so every test file copies it (CREATE DATABASE … TEMPLATE)
// instead of replaying every migration itself.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { databaseUrlNamed, runOnServer } from './test-database.js';

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  project.provide('migratedTemplateDatabase', '');
  if (!serverUrl) return;
  const template = `lakbay_template_${process.pid}`;
  const dropTemplate = () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  await dropTemplate();
  await runOnServer(serverUrl, `CREATE DATABASE "${template}"`);
  // The project's own `npm run db:migrate`, in its own process.
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'api/src/db/migrate-cli.ts', 'deploy'], {
    cwd: fileURLToPath(new URL('../../../', import.meta.url)),
    env: { ...process.env, DATABASE_URL: databaseUrlNamed(serverUrl, template) },
  });
  project.provide('migratedTemplateDatabase', template);
  return dropTemplate;
}
