// /graphql/stream on a real database (issue #33): who may open a stream, and
// nothing a stranger sends is kept in the server's memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as authMessages } from '../services/auth/auth.js';
import { english, message, translate } from '../lib/messages.js';
import { streamMessages } from '../services/live-streams/live-streams.js';
import { latestToken, newAccount } from '../test/accounts.js';
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
    // A check every second, and every change sent at once.
    server = await startTestServer({}, { overrides: { liveStreams: { checkSeconds: 1, minGapMs: 0 } } });
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

describe('how many streams, and how much work a change makes (issue #33 S4)', () => {
  const env = { RATE_LIMIT_MULTIPLIER: '1', TRUST_PROXY: '1' };
  const limits = { perUser: 3, perAddress: 5 };
  let first: TestServer;
  let second: TestServer;
  let ipCounter = 0;
  /** A fresh address of the benchmarking range 198.18.0.0/15: sign-ups are limited per address. */
  const newIp = () => `198.19.${++ipCounter >> 8}.${ipCounter & 255}`;

  beforeAll(async () => {
    first = await startTestServer(env, { overrides: { liveStreams: limits } });
    second = await startTestServer(env, { overrides: { liveStreams: limits }, shareDatabaseWith: first });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  /** A verified user signed up from a new address, with a trip; `on(server, ip)` is their session elsewhere. */
  async function user() {
    const ip = newIp();
    const browser = TestClient.for(first, { 'x-forwarded-for': ip });
    const account = newAccount('live');
    expect((await browser.post('/api/register', account)).status).toBe(201);
    const token = await latestToken(first, account.email, '/verify-email');
    expect((await browser.get(`/api/verify-email?token=${token}`)).status).toBe(200);
    const saved = await browser.post<{ id: number }>('/api/trips', sampleSaveBody());
    const on = (server: TestServer, from = ip) => {
      const client = TestClient.for(server, { 'x-forwarded-for': from });
      client.cookies.set('lakbay.sid', browser.sessionId!);
      return client;
    };
    return { browser, ip, tripId: saved.body.id, on };
  }

  /** 429 with Retry-After and the catalogue's message naming the cap. */
  async function expectTooMany(response: Response, max: number) {
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(await response.json()).toEqual({
      message: english(message(streamMessages.tooMany, { max })),
      retryAfterSeconds: retryAfter,
    });
  }

  /** Opens again until the place a closed stream held is free (its server hears of the close at once). */
  async function reopened(client: TestClient, tripId: number) {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const stream = await follow(client, tripId);
      if (stream.response.status === 200) return stream;
      await stream.response.text();
      await pause(100);
    }
    throw new Error('the place was not freed');
  }

  it('caps the streams one user holds open, through every server process', async () => {
    const traveler = await user();
    const open = [
      await follow(traveler.on(first), traveler.tripId),
      await follow(traveler.on(first), traveler.tripId),
      await follow(traveler.on(second), traveler.tripId),
    ];
    try {
      for (const stream of open) expect(stream.response.status).toBe(200);
      for (const server of [second, first]) {
        const refused = await follow(traveler.on(server, newIp()), traveler.tripId);
        await expectTooMany(refused.response, limits.perUser);
      }
      // Another traveler is not held back by it.
      const other = await user();
      const theirs = await follow(other.on(second), other.tripId);
      expect(theirs.response.status).toBe(200);
      theirs.close();
      // A stream closed gives its place back.
      open.shift()!.close();
      open.push(await reopened(traveler.on(second), traveler.tripId));
    } finally {
      for (const stream of open) stream.close();
    }
  });

  it('caps the streams one address holds open, whoever holds them', async () => {
    const address = newIp();
    const [a, b, c] = [await user(), await user(), await user()];
    const open = [];
    try {
      for (const [traveler, server] of [
        [a, first],
        [a, second],
        [a, first],
        [b, second],
        [b, first],
      ] as const) {
        const stream = await follow(traveler.on(server, address), traveler.tripId);
        expect(stream.response.status).toBe(200);
        open.push(stream);
      }
      const refused = await follow(c.on(second, address), c.tripId);
      await expectTooMany(refused.response, limits.perAddress);
      // From its own address, the same traveler follows the trip.
      const elsewhere = await follow(c.on(second), c.tripId);
      expect(elsewhere.response.status).toBe(200);
      open.push(elsewhere);
    } finally {
      for (const stream of open) stream.close();
    }
  });

  it('answers a burst of changes with one or two answers, the last one current', async () => {
    const traveler = await user();
    const stream = await follow(traveler.on(second), traveler.tripId);
    try {
      expect(stream.response.status).toBe(200);
      await pause(300);
      let version = 0;
      for (let budget = 60001; budget <= 60010; budget += 1) {
        const edited = await traveler.browser.request<{ version: number }>('PATCH', `/api/trips/${traveler.tripId}`, {
          budget,
        });
        expect(edited.status).toBe(200);
        version = edited.body.version;
      }
      const answers: TripChangedResult[] = [];
      // Every answer due has come once the gap between deliveries (1 s) has passed twice.
      const deadline = Date.now() + 3000;
      while (Date.now() < deadline) {
        const event = await Promise.race([stream.next(), pause(deadline - Date.now()).then(() => undefined)]);
        if (event?.data) answers.push(event.data);
      }
      expect(answers.length).toBeGreaterThan(0);
      // One per edit, each resolving the whole trip, was ten.
      expect(answers.length).toBeLessThanOrEqual(3);
      expect(answers.at(-1)?.data?.tripChanged).toEqual({ id: traveler.tripId, budget: 60010, version });
    } finally {
      stream.close();
    }
  });
});
