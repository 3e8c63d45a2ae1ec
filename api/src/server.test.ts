// The real server process: start-up validation, graceful shutdown, restart.
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './test/server-process.js';
import { createTestDatabaseConfig, type TestDatabaseConfig } from './test/test-database.js';

function startSlowRequest(baseUrl: string) {
  const body = JSON.stringify({ query: '{ health { status } }' });
  const half = Math.floor(body.length / 2);
  const request = http.request(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const responded = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  const connected = new Promise<void>((resolve) =>
    request.on('socket', (socket) =>
      socket.on('connect', () => {
        request.write(body.slice(0, half));
        resolve();
      }),
    ),
  );
  return {
    connected,
    finish() {
      request.end(body.slice(half));
      return responded;
    },
  };
}

describe('the server process', () => {
  let dataDir: string;
  let database: TestDatabaseConfig;
  const running: ChildProcess[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lakbay-server-'));
    database = await createTestDatabaseConfig({ migrated: false });
  });
  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses to start with a bad setting, naming the variable', async () => {
    const server = startServer({ PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:\s+PORT/);
    // Trusting every address as a proxy is refused as trusting every hop is (issue #33 S14).
    const trustingAll = startServer({ TRUST_PROXY: '::/0' });
    expect(await trustingAll.exited).toBe(1);
    expect(trustingAll.output()).toMatch(/Invalid configuration:\s+TRUST_PROXY: "::\/0" trusts too wide a range/);
  });

  it('refuses to start in production without SMTP_URL, naming the opt-in', async () => {
    const server = startServer({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) });
    running.push(server.child);
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/SMTP_URL: required when NODE_ENV=production/);
  });

  it('keeps e-mail links and addresses and trip share links out of the log outside development', async () => {
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
      DATA_DIR: dataDir,
    };
    if (database.DATABASE_URL) env.DATABASE_URL = database.DATABASE_URL;
    const server = startServer(env);
    running.push(server.child);
    const baseUrl = await server.ready;
    const email = 'maria.clara@example.ph';
    const post = (path: string, body: object) =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(
      (await post('/api/register', { username: 'maria_clara', email, password: 'Maganda-araw-2026' })).status,
    ).toBe(201);
    expect((await post('/api/forgot-password', { email })).status).toBe(200);
    await fetch(`${baseUrl}/shared/secretlinkid.secretlinkmac`);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const log = server.output();
    expect(log).toMatch(/MAIL_OUTBOX_IN_PRODUCTION/);
    expect(log.match(/e-mail kept in the mail_outbox table/g)).toHaveLength(2);
    expect(log).not.toMatch(/token=/);
    // Nor the addresses in clear.
    expect(log).not.toContain(email);
    expect(log).toContain('"to":"m…@example.ph"');
    expect(log).toContain('"url":"/shared/[redacted]"');
    expect(log).not.toMatch(/secretlink/);
  }, 60_000);

  it('finishes in-flight work and exits cleanly on SIGTERM, then starts again on the same data', async () => {
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (database.DATABASE_URL) env.DATABASE_URL = database.DATABASE_URL;
    const first = startServer(env);
    running.push(first.child);
    const baseUrl = await first.ready;
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
    // A request whose body is still arriving when SIGTERM lands must still be answered.
    const inFlight = startSlowRequest(baseUrl);
    await inFlight.connected;
    first.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const response = await inFlight.finish();
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ data: { health: { status: 'ok' } } });
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/stopped/);

    const second = startServer(env);
    running.push(second.child);
    const secondUrl = await second.ready;
    expect(second.output()).not.toMatch(/applied database migrations/);
    expect((await fetch(`${secondUrl}/readyz`)).status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    // Two real server processes, each opening the embedded database: about 25 s on a loaded machine.
  }, 90_000);
});
