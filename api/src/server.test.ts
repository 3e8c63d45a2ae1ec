// The real server process: start-up validation, graceful shutdown, restart.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseConfig, type TestDatabaseConfig } from './test/test-database.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', WEB_DIST_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = /ready on http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    };
    child.stdout!.on('data', check);
    void exited.then(() => reject(new Error(`server exited before ready:\n${output}`)));
  });
  ready.catch(() => {}); // a server meant to fail is awaited through `exited`
  return { child, ready, exited, output: () => output };
}

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
    database = await createTestDatabaseConfig();
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
  });

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
