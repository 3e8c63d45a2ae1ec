// The partner API over real HTTP: API tokens created with a cookie session,
// then used as `Authorization: Bearer` for trips and generation — scopes,
// revoked and expired tokens, the per-token rate limit (shared by two server
// processes), and the places a token must never work.
import { english } from '../../lib/messages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokenMessages, LAST_USED_PRECISION_MS } from '../../services/api-tokens/api-tokens.js';
import { messages } from '../../services/auth/auth.js';
import { outboxFor, PASSWORD, tokenIn } from '../../test/accounts.js';
import { TestClient } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { sampleSaveBody, signedInClient } from '../../test/trips.js';
import { sessionOnlyMessage } from '../context.js';

const CREATE_TOKEN = `mutation ($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { token apiToken { id name prefix scopes expiresAt lastUsedAt createdAt } } }`;
const LIST_TOKENS = `{ apiTokens { id name prefix scopes lastUsedAt } }`;
const REVOKE_TOKEN = `mutation ($id: Int!) { revokeApiToken(id: $id) }`;
const TRIPS = `{ trips(first: 10) { edges { node { id destinationCountry } } pageInfo { hasNextPage } } }`;
const SAVE = `mutation ($input: SaveTripInput!) { saveTrip(input: $input) { id } }`;
const GENERATE = `mutation ($input: TripRequestInput!) { generateTrip(input: $input) { budgetItinerary { duration } } }`;
const GENERATE_INPUT = {
  originAirport: 'MNL',
  destinationCountry: 'JP',
  travelMonth: 4,
  currency: 'PHP',
  duration: 3,
  budget: 60000,
  preferences: ['food'],
};

interface Created {
  createApiToken: {
    token: string;
    apiToken: { id: number; prefix: string; scopes: string[]; expiresAt: string | null };
  };
}

async function createToken(browser: TestClient, scopes: string[], extra: Record<string, unknown> = {}) {
  const result = await browser.graphql<Created>(CREATE_TOKEN, { input: { name: 'Agency sync', scopes, ...extra } });
  expect(result.errors).toBeUndefined();
  return result.data!.createApiToken;
}

const partner = (server: TestServer, token: string) => TestClient.for(server, { authorization: `Bearer ${token}` });

describe('API tokens', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is created once, listed without the secret, used for trips, and refused once revoked', async () => {
    const { browser } = await signedInClient(server);
    await browser.graphql(SAVE, { input: sampleSaveBody() });
    const created = await createToken(browser, ['TRIPS_READ']);
    expect(created.token).toMatch(/^lkb_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken).toMatchObject({ prefix: created.token.slice(0, 12), scopes: ['TRIPS_READ'] });
    const stored = await server.database.prisma.apiToken.findUniqueOrThrow({ where: { id: created.apiToken.id } });
    expect(JSON.stringify(stored)).not.toContain(created.token.slice(4));

    const listed = await browser.graphql<{ apiTokens: Record<string, unknown>[] }>(LIST_TOKENS);
    expect(listed.data!.apiTokens).toEqual([
      {
        id: created.apiToken.id,
        name: 'Agency sync',
        prefix: created.apiToken.prefix,
        scopes: ['TRIPS_READ'],
        lastUsedAt: null,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.token);

    const client = partner(server, created.token);
    const trips = await client.post<{ data: { trips: { edges: unknown[] } } }>('/graphql', { query: TRIPS });
    expect(trips.status).toBe(200);
    expect(trips.body.data.trips.edges).toEqual([{ node: { id: expect.any(Number), destinationCountry: 'JP' } }]);

    // lastUsedAt is written once, not on every request.
    const firstUse = (await browser.graphql<{ apiTokens: { lastUsedAt: string }[] }>(LIST_TOKENS)).data!.apiTokens[0]!;
    expect(Date.now() - Date.parse(firstUse.lastUsedAt)).toBeLessThan(LAST_USED_PRECISION_MS);
    await client.graphql(TRIPS);
    const secondUse = (await browser.graphql<{ apiTokens: { lastUsedAt: string }[] }>(LIST_TOKENS)).data!.apiTokens[0]!;
    expect(secondUse.lastUsedAt).toBe(firstUse.lastUsedAt);

    expect((await browser.graphql(REVOKE_TOKEN, { id: created.apiToken.id })).data).toEqual({ revokeApiToken: true });
    const refused = await client.post<{ errors: unknown[] }>('/graphql', { query: TRIPS });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(refused.body.errors).toEqual([
      { message: english(apiTokenMessages.revoked), extensions: { code: 'UNAUTHENTICATED' } },
    ]);
    expect((await browser.graphql(LIST_TOKENS)).data).toEqual({ apiTokens: [] });
    expect((await browser.graphql(REVOKE_TOKEN, { id: created.apiToken.id })).errors?.[0]).toMatchObject({
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it("is revoked when the owner's password is changed or reset, and the reset e-mail says so", async () => {
    const { browser, account } = await signedInClient(server);
    const works = async (token: string) => (await partner(server, token).post('/graphql', { query: TRIPS })).status;
    const beforeChange = await createToken(browser, ['TRIPS_READ']);
    expect(await works(beforeChange.token)).toBe(200);

    const changePassword = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { message } }`;
    const changed = await browser.graphql(changePassword, {
      input: { currentPassword: PASSWORD, newPassword: 'Bagong-Lihim-2027' },
    });
    expect(changed).toEqual({ data: { changePassword: { message: english(messages.passwordChanged) } } });
    expect(english(messages.passwordChanged)).toMatch(/API tokens/);
    expect(await works(beforeChange.token)).toBe(401);
    expect((await browser.graphql(LIST_TOKENS)).data).toEqual({ apiTokens: [] });

    const beforeReset = await createToken(browser, ['TRIPS_READ']);
    expect(await works(beforeReset.token)).toBe(200);
    expect((await TestClient.for(server).post('/api/forgot-password', { email: account.email })).status).toBe(200);
    const [mail] = await outboxFor(server, account.email);
    expect(mail!.text).toContain('revokes your API tokens');
    const token = tokenIn(mail!.text, '/reset-password');
    // Followed in the signed-in browser, which stays signed in.
    const reset = await browser.post('/api/reset-password', { token, password: 'Ikatlong-Lihim-2028' });
    expect(reset).toMatchObject({ status: 200, body: { message: english(messages.passwordReset) } });
    expect(await works(beforeReset.token)).toBe(401);
    // A token made after the reset works: only the tokens from before the new password go.
    expect(await works((await createToken(browser, ['TRIPS_READ'])).token)).toBe(200);
  });

  it('enforces scopes before anything runs, naming the missing scope', async () => {
    const { browser, userId } = await signedInClient(server);
    const reader = partner(server, (await createToken(browser, ['TRIPS_READ'])).token);
    const save = await reader.post<{ data?: unknown; errors: unknown[] }>('/graphql', {
      query: SAVE,
      variables: { input: sampleSaveBody() },
    });
    expect(save.status).toBe(403);
    expect(save.body).toEqual({
      errors: [
        {
          message: 'This API token lacks the trips:write scope, which saveTrip needs.',
          extensions: { code: 'FORBIDDEN', requiredScope: 'trips:write', field: 'saveTrip' },
        },
      ],
    });
    expect(await server.database.prisma.trip.count({ where: { userId } })).toBe(0);
    expect((await reader.graphql(GENERATE, { input: GENERATE_INPUT })).errors?.[0]).toMatchObject({
      extensions: { code: 'FORBIDDEN', requiredScope: 'generate' },
    });
    // A mixed operation is refused whole.
    expect((await reader.graphql(`{ tripCounts { upcoming } } mutation M { deleteTrip(id: 1) }`)).errors).toBeDefined();

    const writer = partner(server, (await createToken(browser, ['TRIPS_WRITE', 'GENERATE'])).token);
    expect((await writer.graphql(TRIPS)).errors?.[0]).toMatchObject({
      extensions: { code: 'FORBIDDEN', requiredScope: 'trips:read' },
    });
    const saved = await writer.graphql<{ saveTrip: { id: number } }>(SAVE, { input: sampleSaveBody() });
    expect(saved.errors).toBeUndefined();
    const generated = await writer.graphql(GENERATE, { input: GENERATE_INPUT });
    expect(generated).toEqual({ data: { generateTrip: { budgetItinerary: { duration: 3 } } } });
    // Public data and `me` need no scope.
    expect((await writer.graphql(`{ me { id } health { status } }`)).errors).toBeUndefined();
    const nearTokyo = await writer.graphql<{ localSecrets: { places: unknown[] } }>(
      `{ localSecrets(input: { latitude: 35.6812, longitude: 139.7671, radius: 10000 }) { places { name } } mapSettings { tileUrl } }`,
    );
    expect(nearTokyo.errors).toBeUndefined();
    expect(nearTokyo.data?.localSecrets.places.length).toBeGreaterThan(0);
  });

  it('never manages the account or tokens, even with every scope', async () => {
    const { browser } = await signedInClient(server);
    const token = (await createToken(browser, ['TRIPS_READ', 'TRIPS_WRITE', 'GENERATE'])).token;
    const client = partner(server, token);
    const operations = [
      [CREATE_TOKEN, { input: { name: 'more', scopes: ['GENERATE'] } }],
      [LIST_TOKENS, {}],
      [`mutation { revokeApiToken(id: 1) }`, {}],
      [`mutation { changePassword(input: { currentPassword: "x", newPassword: "Abcdefg1" }) { message } }`, {}],
      [`mutation { deleteAccount(password: "x") }`, {}],
      [`mutation { updateProfile(input: { fullName: "Hacker" }) { id } }`, {}],
      [`mutation { logout }`, {}],
    ] as const;
    for (const [query, variables] of operations) {
      const response = await client.post<{ errors: { message: string; extensions: { code: string } }[] }>('/graphql', {
        query,
        variables,
      });
      expect(response.status, query).toBe(403);
      expect(response.body.errors[0]!.message, query).toContain(english(sessionOnlyMessage));
    }
    expect(await server.database.prisma.apiToken.count({ where: { name: 'more' } })).toBe(0);
  });

  it('is not accepted by the cookie-only REST shims', async () => {
    const { browser } = await signedInClient(server);
    const token = (await createToken(browser, ['TRIPS_READ'])).token;
    const response = await partner(server, token).get<{ message: string }>('/api/trips');
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(english(messages.signedOut));
  });

  it('speaks for its owner only: a session cookie sent with it is ignored', async () => {
    const { browser: owner } = await signedInClient(server);
    const { browser: other } = await signedInClient(server);
    await other.graphql(SAVE, { input: sampleSaveBody({ destinationCountry: 'KR' }) });
    const token = (await createToken(owner, ['TRIPS_READ'])).token;
    const both = TestClient.for(server, { authorization: `Bearer ${token}` });
    for (const [name, value] of other.cookies) both.cookies.set(name, value);
    expect((await both.graphql(TRIPS)).data).toEqual({ trips: { edges: [], pageInfo: { hasNextPage: false } } });
  });

  it('refuses unknown, malformed and expired tokens with 401', async () => {
    const { browser } = await signedInClient(server);
    const created = await createToken(browser, ['TRIPS_READ'], { expiresInDays: 30 });
    expect(Date.parse(created.apiToken.expiresAt!)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    await server.database.prisma.apiToken.update({
      where: { id: created.apiToken.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const cases: [string, string][] = [
      [`Bearer ${created.token}`, english(apiTokenMessages.expired)],
      [`Bearer lkb_${'x'.repeat(43)}`, english(apiTokenMessages.invalid)],
      ['Bearer not-a-lakbay-token', english(apiTokenMessages.invalid)],
      [`Basic ${Buffer.from('juan:secret').toString('base64')}`, english(apiTokenMessages.scheme)],
      ['', english(apiTokenMessages.scheme)],
    ];
    for (const [authorization, message] of cases) {
      const response = await TestClient.for(server, { authorization }).post<{ errors: unknown[] }>('/graphql', {
        query: '{ health { status } }',
      });
      expect(response.status, authorization).toBe(401);
      expect(response.body.errors, authorization).toEqual([{ message, extensions: { code: 'UNAUTHENTICATED' } }]);
    }
  });

  it('is created only by a verified user, with a name and at least one scope', async () => {
    const { browser: unverified } = await signedInClient(server, { verified: false });
    expect(
      (await unverified.graphql(CREATE_TOKEN, { input: { name: 'x', scopes: ['TRIPS_READ'] } })).errors?.[0],
    ).toMatchObject({ extensions: { code: 'FORBIDDEN', requiresVerification: true } });
    const { browser } = await signedInClient(server);
    const bad: [Record<string, unknown>, string][] = [
      [{ name: ' ', scopes: ['TRIPS_READ'] }, 'Token name is required'],
      [{ name: 'x', scopes: [] }, 'Choose at least one scope'],
      [{ name: 'x', scopes: ['GENERATE'], expiresInDays: 400 }, 'Expiry must be 1 to 365 days'],
    ];
    for (const [input, message] of bad) {
      expect((await browser.graphql(CREATE_TOKEN, { input })).errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect((await TestClient.for(server).graphql(LIST_TOKENS)).errors?.[0]).toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('the per-token rate limit', () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    const env = { RATE_LIMIT_MULTIPLIER: '1', API_TOKEN_REQUESTS_PER_MINUTE: '3' };
    first = await startTestServer(env);
    second = await startTestServer(env, { shareDatabaseWith: first });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  it('answers 429 with Retry-After once the budget is spent, across server processes, per token', async () => {
    const { browser } = await signedInClient(first);
    const token = (await createToken(browser, ['TRIPS_READ'])).token;
    const other = (await createToken(browser, ['TRIPS_READ'])).token;
    const statuses = [];
    for (const server of [first, second, first, second]) {
      statuses.push((await partner(server, token).post('/graphql', { query: TRIPS })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await partner(first, token).post<{ errors: { message: string; extensions: object }[] }>(
      '/graphql',
      { query: TRIPS },
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^Too many requests with this API token/),
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
    });
    expect((await partner(second, other).post('/graphql', { query: TRIPS })).status).toBe(200);
  });
});
