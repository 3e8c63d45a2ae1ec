// /graphql/stream on a real database (issue #33): who may open a stream, and
// nothing a stranger sends is kept in the server's memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as authMessages } from '../services/auth/auth.js';
import { english, translate } from '../lib/messages.js';
import { latestToken } from '../test/accounts.js';
import { eventStream } from '../test/event-stream.js';
import { TestClient } from '../test/http-client.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { sampleSaveBody, signedInClient } from '../test/trips.js';
import { QUERY_LIMITS } from './query-limits.js';

const SUBSCRIPTION = 'subscription ($id: Int!) { tripChanged(tripId: $id) { id budget version } }';

describe('opening a stream', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('reserves nothing: PUT (graphql-sse single-connection mode) is refused, signed in or not', async () => {
    const signedIn = await signedInClient(server);
    for (const client of [TestClient.for(server), signedIn.browser]) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const reserved = await client.fetch('/graphql/stream', { method: 'PUT', headers: { accept: 'text/plain' } });
        const text = await reserved.text();
        // It was 201 with a stream token (from Math.random) that stayed in memory for good.
        expect(reserved.status).toBe(405);
        expect(reserved.headers.get('allow')).toBe('GET, POST');
        expect(text).not.toMatch(/^[\da-f]{8}-[\da-f]{4}-4/);
      }
      // Nor can a token chosen by the client name a stream to attach operations to.
      const token = 'a8f2c1d0-1111-4222-8333-444455556666';
      for (const method of ['DELETE', 'PATCH']) {
        const other = await client.fetch(`/graphql/stream?token=${token}`, { method });
        expect(other.status, method).toBe(405);
      }
      const attach = await client.fetch('/graphql/stream', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-event-stream-token': token },
        body: JSON.stringify({ query: SUBSCRIPTION, variables: { id: 1 }, extensions: { operationId: '1' } }),
      });
      expect(attach.status).toBe(406);
    }
  });

  it('answers 401 to a visitor who is not signed in, before any GraphQL runs', async () => {
    const owner = await signedInClient(server);
    const saved = await owner.browser.post<{ id: number }>('/api/trips', sampleSaveBody());
    for (const [language, expected] of [
      ['en', english(authMessages.signedOut)],
      ['fil', translate('fil', authMessages.signedOut)],
    ] as const) {
      const anonymous = await TestClient.for(server, { 'accept-language': language }).fetch('/graphql/stream', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ query: SUBSCRIPTION, variables: { id: saved.body.id } }),
      });
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await anonymous.json()) as { message: string }).message).toBe(expected);
    }
  });
});

describe('the query limits on a stream', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('parses a subscription within the token limit, as /graphql does', async () => {
    const { browser } = await signedInClient(server);
    const saved = await browser.post<{ id: number }>('/api/trips', sampleSaveBody());
    const fields = Array.from({ length: QUERY_LIMITS.maxTokens }, () => 'budget').join(' ');
    const response = await browser.fetch('/graphql/stream', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({
        query: `subscription ($id: Int!) { tripChanged(tripId: $id) { ${fields} } }`,
        variables: { id: saved.body.id },
      }),
      signal: AbortSignal.timeout(3000),
    });
    const first = await eventStream<{ errors?: { message: string; extensions: { code: string } }[] }>(response).next();
    expect(first?.data?.errors?.[0]).toEqual({
      // graphql-js writes "tha[nt]", as /graphql's test says.
      message: expect.stringMatching(/^Syntax Error: Document contains more tha[nt] 2000 tokens\. Parsing aborted\.$/),
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
  });
});

/** What each event of a tripChanged stream carries. */
interface TripChangedResult {
  data?: { tripChanged?: { id: number; budget: number; version: number } } | null;
  errors?: { message: string; extensions: { code: string } }[];
}

/** Follows a trip over /graphql/stream as `client`; `next()` waits for the next event (null once it ended). */
async function follow(client: TestClient, tripId: number) {
  const abort = new AbortController();
  const response = await client.fetch('/graphql/stream', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ query: SUBSCRIPTION, variables: { id: tripId } }),
    signal: abort.signal,
  });
  const { next } = response.ok ? eventStream<TripChangedResult>(response) : { next: async () => null };
  return { response, next, close: () => abort.abort() };
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms)),
  ]);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A trip of a new owner with a new editor on it: both signed in. */
async function sharedTrip(server: TestServer) {
  const owner = await signedInClient(server);
  const saved = await owner.browser.post<{ id: number }>('/api/trips', sampleSaveBody());
  const friend = await signedInClient(server);
  await owner.browser.post(`/api/trips/${saved.body.id}/invitations`, { email: friend.account.email, role: 'editor' });
  const token = await latestToken(server, friend.account.email, '/join-trip');
  expect((await friend.browser.post(`/api/trip-invitations/${token}/accept`)).status).toBe(200);
  let budget = 40000;
  /** The owner changes the trip. */
  const edit = async () => {
    budget += 1;
    expect((await owner.browser.request('PATCH', `/api/trips/${saved.body.id}`, { budget })).status).toBe(200);
  };
  return { owner, friend, tripId: saved.body.id, edit };
}

/** A second browser signed in to the same account. */
async function secondBrowser(server: TestServer, account: { username: string; password: string }) {
  const browser = TestClient.for(server);
  expect((await browser.post('/api/login', { username: account.username, password: account.password })).status).toBe(
    200,
  );
  return browser;
}

describe('a stream ends with its session (issue #33 S3)', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A check every second.
    server = await startTestServer({}, { overrides: { liveStreams: { checkSeconds: 1 } } });
  });
  afterAll(async () => {
    await server.stop();
  });

  /** The stream's next event is UNAUTHENTICATED with no trip in it, and then it ends. */
  async function expectSignedOutEnd(stream: Awaited<ReturnType<typeof follow>>, what: string) {
    const event = await within(stream.next(), 5000, what);
    expect(JSON.stringify(event)).not.toContain('budget');
    expect(event?.data?.errors?.[0]).toMatchObject({
      message: english(authMessages.signedOut),
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(await within(stream.next(), 5000, `${what}: complete`)).toEqual({ event: 'complete', data: null });
    expect(await within(stream.next(), 5000, `${what}: end`)).toBeNull();
  }

  for (const [ending, endSession] of [
    ['signing out', async ({ friend }) => void (await friend.browser.post('/api/logout'))],
    [
      'a password change in another browser',
      async ({ friend }) => {
        const other = await secondBrowser(server, friend.account);
        const changed = await other.graphql(
          'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { message } }',
          { input: { currentPassword: friend.account.password, newPassword: 'Bagong-password-2026' } },
        );
        expect(changed.errors).toBeUndefined();
      },
    ],
    [
      'a password reset',
      async ({ friend }) => {
        const stranger = TestClient.for(server);
        expect((await stranger.post('/api/forgot-password', { email: friend.account.email })).status).toBe(200);
        const token = await latestToken(server, friend.account.email, '/reset-password');
        const reset = await stranger.post('/api/reset-password', { token, password: 'Bagong-password-2026' });
        expect(reset.status).toBe(200);
      },
    ],
    [
      'the session expiring',
      async ({ friend }) => {
        await server.database.pool.query(`UPDATE "session" SET expire = now() - interval '1 second' WHERE sid = $1`, [
          friend.browser.sessionId!.replace(/^s%3A/, '').split('.')[0],
        ]);
      },
    ],
  ] as [string, (trip: Awaited<ReturnType<typeof sharedTrip>>) => Promise<void>][]) {
    it(`sends no change after ${ending}, and ends the stream`, async () => {
      const trip = await sharedTrip(server);
      const stream = await follow(trip.friend.browser, trip.tripId);
      try {
        expect(stream.response.status).toBe(200);
        await pause(200);
        await trip.edit();
        expect((await within(stream.next(), 5000, 'a change while signed in'))?.data?.data?.tripChanged?.id).toBe(
          trip.tripId,
        );
        await endSession(trip);
        // The next change reaches the stream before its periodic check does.
        await trip.edit();
        await expectSignedOutEnd(stream, `the change after ${ending}`);
      } finally {
        stream.close();
      }
    });
  }

  it('ends a stream without changes once its session has ended (pings kept it open)', async () => {
    const trip = await sharedTrip(server);
    const stream = await follow(trip.friend.browser, trip.tripId);
    try {
      expect(stream.response.status).toBe(200);
      await trip.friend.browser.post('/api/logout');
      await expectSignedOutEnd(stream, 'the check after signing out');
    } finally {
      stream.close();
    }
  });
});
