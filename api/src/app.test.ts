import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/test-server.js';

const json = { 'content-type': 'application/json' };

async function graphql(server: TestServer, query: string) {
  const response = await fetch(`${server.baseUrl}/graphql`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions: { code: string } }[] },
  };
}

const appScript = `console.log(${JSON.stringify('Lakbay '.repeat(200))});`;

describe('the API process', () => {
  let server: TestServer;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'lakbay-web-'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Lakbay</title><div id="root"></div>');
    // As the web build writes them: each script also brotli- and gzip-compressed.
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'assets/app-1.js'), appScript);
    await writeFile(path.join(webDir, 'assets/app-1.js.br'), brotliCompressSync(appScript));
    await writeFile(path.join(webDir, 'assets/app-1.js.gz'), gzipSync(appScript));
    await writeFile(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(path.join(webDir, 'manifest.webmanifest'), '{"name":"Lakbay"}');
    server = await startTestServer({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await server.stop();
    await rm(webDir, { recursive: true, force: true });
  });

  it('answers the liveness and readiness probes', async () => {
    const live = await fetch(`${server.baseUrl}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('answers health the same way over GraphQL and REST, through one service and Prisma', async () => {
    const rest = await fetch(`${server.baseUrl}/api/health`);
    expect(rest.status).toBe(200);
    const restBody = await rest.json();
    expect(restBody).toEqual({ status: 'ok', version: server.config.version, databaseReachable: true });
    const { body } = await graphql(server, '{ health { status version databaseReachable } }');
    expect(body).toEqual({ data: { health: restBody } });
  });

  it('has no user when signed out', async () => {
    const { body } = await graphql(server, '{ me { id username } }');
    expect(body).toEqual({ data: { me: null } });
  });

  it('gives every REST failure a JSON body and a 4xx status, never HTML', async () => {
    const cases: [RequestInit & { path: string }, number, RegExp][] = [
      [{ path: '/api/nothing-here' }, 404, /No API route for GET \/api\/nothing-here/],
      [{ path: '/api/health', method: 'POST', headers: json, body: '{"broken": ' }, 400, /Malformed JSON/],
      [
        { path: '/api/health', method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' },
        415,
        /application\/json/,
      ],
      [
        {
          path: '/api/health',
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'a=1',
        },
        415,
        /application\/json/,
      ],
      [
        { path: '/api/health', method: 'POST', headers: json, body: JSON.stringify({ pad: 'x'.repeat(200_000) }) },
        413,
        /too large/,
      ],
      [
        { path: '/api/health', method: 'POST', headers: { ...json, origin: 'https://evil.example' }, body: '{}' },
        403,
        /Cross-site/,
      ],
    ];
    for (const [{ path: urlPath, ...init }, status, message] of cases) {
      const response = await fetch(`${server.baseUrl}${urlPath}`, init);
      expect(response.status, `${init.method ?? 'GET'} ${urlPath}`).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
  });

  it('survives random bytes as a JSON body', async () => {
    for (let i = 0; i < 50; i++) {
      const bytes = Buffer.from(Array.from({ length: 1 + ((i * 37) % 300) }, (_, j) => (i * 131 + j * 17) % 256));
      const response = await fetch(`${server.baseUrl}/api/health`, { method: 'POST', headers: json, body: bytes });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });

  it('reports GraphQL errors with a stable code', async () => {
    const { status, body } = await graphql(server, '{ nothingHere }');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const malformed = await fetch(`${server.baseUrl}/graphql`, { method: 'POST', headers: json, body: '{"query": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('content-type')).toMatch(/json/);
  });

  it('blocks GraphQL requests a cross-site page could forge (CSRF prevention)', async () => {
    const simpleGet = await fetch(`${server.baseUrl}/graphql?query=${encodeURIComponent('{ health { status } }')}`);
    expect(simpleGet.status).toBe(400);
    const formPost = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ health { status } }' }),
    });
    expect(formPost.status).toBe(400);
    const preflighted = await fetch(`${server.baseUrl}/graphql?query=${encodeURIComponent('{ health { status } }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(preflighted.status).toBe(200);
  });

  it('refuses a cookie request to GraphQL from another origin, like REST; a token request may come from anywhere', async () => {
    const logout = JSON.stringify({ query: 'mutation { logout }' });
    const crossSite = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { ...json, origin: 'https://evil.example' },
      body: logout,
    });
    expect(crossSite.status).toBe(403);
    expect(((await crossSite.json()) as { message: string }).message).toBe('Cross-site requests are not allowed.');
    const sameSite = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { ...json, origin: server.baseUrl },
      body: logout,
    });
    expect(sameSite.status).toBe(200);
    expect(await sameSite.json()).toEqual({ data: { logout: true } });
    // Past the Origin check, the token itself decides: this one is no token at all.
    const withToken = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { ...json, origin: 'https://partner.example', authorization: 'Bearer lkb_not-a-token' },
      body: JSON.stringify({ query: '{ health { status } }' }),
    });
    expect(withToken.status).toBe(401);
  });

  it('sends security headers and a request id on every response', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`, { headers: { 'x-request-id': 'trace-123' } });
    expect(response.headers.get('x-request-id')).toBe('trace-123');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-powered-by')).toBeNull();
    const generated = await fetch(`${server.baseUrl}/healthz`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the web app with a fallback to index.html for client-side routes', async () => {
    for (const route of ['/', '/my-trips', '/trips/12', '/no-such-page']) {
      const response = await fetch(`${server.baseUrl}${route}`, { headers: { accept: 'text/html' } });
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves the service worker uncached and lets the page install it and read the manifest', async () => {
    const worker = await fetch(`${server.baseUrl}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    // A new deploy's worker must reach browsers on their next visit.
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const policy = worker.headers.get('content-security-policy');
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");

    const manifest = await fetch(`${server.baseUrl}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('marks GraphQL answers as not cacheable', async () => {
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('serves the precompressed copy of a script to a browser that accepts it', async () => {
    const url = `${server.baseUrl}/assets/app-1.js`;
    // fetch would decompress on its own; read the raw bytes with an explicit Accept-Encoding.
    const brotli = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(await brotli.text()).toBe(appScript);

    const gzip = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(appScript);

    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(appScript);
  });

  it('reports not ready with a reason when the database is unreachable', async () => {
    const other = await startTestServer();
    await other.database.pool.end();
    try {
      const ready = await fetch(`${other.baseUrl}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });
      const health = await fetch(`${other.baseUrl}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'degraded', databaseReachable: false });
    } finally {
      other.database.pool.end = async () => {};
      await other.stop();
    }
  });
});

describe('an API-only process (WEB_DIST_DIR empty)', () => {
  it('serves no web page, whatever web/dist holds', async () => {
    const server = await startTestServer({ WEB_DIST_DIR: '' });
    try {
      const page = await fetch(`${server.baseUrl}/trips`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(404);
      const body = await page.text();
      expect(body).not.toContain('id="root"');
      expect(body).toContain('Cannot GET /trips');
    } finally {
      await server.stop();
    }
  });
});
