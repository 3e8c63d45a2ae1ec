// The database goes away under a running server (a proxy in front of it drops
// every connection) and comes back: readiness and the API answer 503 with a
// clear message while it is gone, and the server recovers on its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../http/errors.js';
import { english } from '../lib/messages.js';
import { SESSION_COOKIE } from '../http/session.js';
import { t } from '../lib/i18n.js';
import { TestClient } from '../test/http-client.js';
import { startTcpProxy } from '../test/tcp-proxy.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { sampleSaveBody, signedInClient } from '../test/trips.js';
import { isDatabaseUnavailable } from './database-errors.js';

describe('a database outage', () => {
  let owner: TestServer;
  let server: TestServer;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;

  beforeAll(async () => {
    owner = await startTestServer();
    const target = new URL(owner.database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    server = await startTestServer({ DATABASE_URL: proxy.proxied(owner.database.url) }, { shareDatabaseWith: owner });
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.stop();
    await owner?.stop();
  });

  it('answers 503 with a clear message while the database is unreachable, and recovers when it returns', async () => {
    const { browser } = await signedInClient(server);
    const saved = await browser.post<{ id: number }>('/api/trips', sampleSaveBody());
    expect(saved.status).toBe(201);

    proxy.cut();
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });

    const list = await browser.get('/api/trips');
    expect(list.status).toBe(503);
    expect(list.body).toEqual({ message: english(DATABASE_UNAVAILABLE_MESSAGE) });

    const write = await browser.post('/api/trips', sampleSaveBody());
    expect(write.status).toBe(503);

    // The account's language cannot be read now: the browser's choice decides.
    const filipino = TestClient.for(server);
    filipino.cookies.set(SESSION_COOKIE, browser.sessionId!).set('lakbay_lang', 'fil');
    const translated = await filipino.get('/api/trips');
    expect(translated).toMatchObject({ status: 503, body: { message: t('fil', 'errors:databaseUnavailable') } });
    const translatedGraph = await filipino.post<{ errors?: { message: string }[]; message?: string }>('/graphql', {
      query: '{ trips { id } }',
    });
    expect(translatedGraph.status).toBe(503);
    expect(translatedGraph.body.errors?.[0]?.message ?? translatedGraph.body.message).toBe(
      t('fil', 'errors:databaseUnavailable'),
    );

    const graph = await browser.post<{ errors?: { message: string; extensions: { code: string } }[] }>('/graphql', {
      query: '{ trips { id } }',
    });
    expect(graph.status).toBe(503);
    expect(graph.body.errors?.[0]?.message ?? (graph.body as { message?: string }).message).toBe(
      english(DATABASE_UNAVAILABLE_MESSAGE),
    );

    proxy.restore();
    const deadline = Date.now() + 5_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await fetch(`${server.baseUrl}/readyz`)).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    const after = await browser.get<{ id: number }[]>('/api/trips');
    expect(after.status).toBe(200);
    expect(after.body.map((trip) => trip.id)).toEqual([saved.body.id]);
  });
});

describe('isDatabaseUnavailable', () => {
  it('recognises socket failures, PostgreSQL shutdown codes and wrapped causes, and nothing else', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('x', { cause: { kind: 'DatabaseNotReachable' } }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
