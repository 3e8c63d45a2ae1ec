// OAuth for /mcp as ChatGPT's and Claude's connectors use it (issue 32, docs/decisions/046): the SDK's
// own client-side OAuth (discovery, dynamic registration, PKCE, token exchange) against the real server
// and database, the consent given over the signed-in user's web session as the consent page gives it,
// and every refusal with its OAuth error.
import { createHash, randomBytes } from 'node:crypto';
import { auth, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import { PASSWORD } from '../test/accounts.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english } from '../lib/messages.js';
import { TestClient } from '../test/http-client.js';
import { answerOf, call, listTripsStatus, type Traveler } from '../test/mcp.js';
import { freeLocalUrl, startTestServer, type TestServer } from '../test/test-server.js';
import { sampleSaveBody, signedInClient } from '../test/trips.js';

const REDIRECT = 'http://127.0.0.1:7777/callback';
const APPROVE = `mutation ($request: OAuthAuthorizationInput!) { approveOAuthAuthorization(request: $request) }`;
const DENY = `mutation ($request: OAuthAuthorizationInput!) { denyOAuthAuthorization(request: $request) }`;
const CONSENT = `query ($request: OAuthAuthorizationInput!) { oauthConsent(request: $request) { clientName redirectHost scopes } }`;
const APPS = `{ connectedApps { id clientName redirectHost scopes } }`;
const REVOKE_APP = `mutation ($id: Int!) { revokeConnectedApp(id: $id) }`;

/** The SDK's client-side OAuth state, kept in memory as a connector keeps it. */
class MemoryProvider implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = '';
  authorizationUrl?: URL;
  constructor(readonly stateValue = randomBytes(8).toString('hex')) {}
  get redirectUrl() {
    return REDIRECT;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'Test Assistant',
      redirect_uris: [REDIRECT],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    };
  }
  state() {
    return this.stateValue;
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.client = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

describe('OAuth for /mcp', () => {
  let server: TestServer;
  let me: Traveler;
  let stranger: Traveler;
  let ownTrip: number;
  let strangersTrip: number;
  let mcpUrl: URL;

  /** What /authorize answers (the redirect to the consent page), and the request it passes on. */
  async function authorize(params: Record<string, string>) {
    const response = await fetch(`${server.baseUrl}/oauth/authorize?${new URLSearchParams(params)}`, {
      redirect: 'manual',
    });
    const location = response.headers.get('location');
    return { response, location: location ? new URL(location) : null };
  }

  /** The consent page's Allow, over the traveler's web session: the redirect back to the client. */
  async function allow(traveler: Traveler, consentUrl: URL) {
    const request = Object.fromEntries(consentUrl.searchParams);
    const answer = await traveler.browser.graphql<{ approveOAuthAuthorization: string }>(APPROVE, { request });
    expect(answer.errors).toBeUndefined();
    return new URL(answer.data!.approveOAuthAuthorization);
  }

  /** A client registered over plain HTTP, as RFC 7591 describes it. */
  async function register(body: Record<string, unknown> = {}) {
    const response = await fetch(`${server.baseUrl}/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'Plain client', redirect_uris: [REDIRECT], ...body }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  }

  /** A code for `traveler`, the verifier and the client it was issued to. */
  async function codeFor(traveler: Traveler, client?: Record<string, string>) {
    const registered = client ?? (await register({ token_endpoint_auth_method: 'none' })).body;
    const verifier = randomBytes(32).toString('base64url');
    const { location } = await authorize({
      client_id: registered.client_id!,
      redirect_uri: REDIRECT,
      response_type: 'code',
      code_challenge: challengeOf(verifier),
      code_challenge_method: 'S256',
      scope: 'trips:read',
      state: 'xyz',
    });
    expect(location?.pathname).toBe('/oauth/consent');
    const back = await allow(traveler, location!);
    expect(back.searchParams.get('state')).toBe('xyz');
    return { client: registered, verifier, code: back.searchParams.get('code')! };
  }

  async function token(body: Record<string, string>) {
    const response = await fetch(`${server.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  }

  const exchange = (grant: { client: Record<string, string>; verifier: string; code: string }, extra = {}) =>
    token({
      grant_type: 'authorization_code',
      client_id: grant.client.client_id!,
      code: grant.code,
      code_verifier: grant.verifier,
      redirect_uri: REDIRECT,
      ...extra,
    });

  const listTrips = (accessToken: string) => listTripsStatus(server.baseUrl, accessToken);

  beforeAll(async () => {
    server = await startTestServer({}, { publicUrl: await freeLocalUrl() });
    mcpUrl = new URL('/mcp', server.baseUrl);
    me = await signedInClient(server);
    stranger = await signedInClient(server);
    ownTrip = (await me.browser.post<{ id: number }>('/api/trips', sampleSaveBody())).body.id;
    strangersTrip = (await stranger.browser.post<{ id: number }>('/api/trips', sampleSaveBody())).body.id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('publishes its metadata and names it in /mcp’s 401', async () => {
    const unauthenticated = await fetch(mcpUrl, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(unauthenticated.status).toBe(401);
    const resourceMetadata = `${server.baseUrl}/.well-known/oauth-protected-resource/mcp`;
    expect(unauthenticated.headers.get('www-authenticate')).toBe(
      `Bearer realm="lakbay", resource_metadata="${resourceMetadata}"`,
    );
    const resource = (await (await fetch(resourceMetadata)).json()) as Record<string, unknown>;
    expect(resource).toMatchObject({
      resource: `${server.baseUrl}/mcp`,
      authorization_servers: [`${server.baseUrl}/`],
      scopes_supported: ['trips:read', 'trips:write', 'generate'],
    });
    const metadata = (await (await fetch(`${server.baseUrl}/.well-known/oauth-authorization-server`)).json()) as Record<
      string,
      unknown
    >;
    expect(metadata).toMatchObject({
      issuer: `${server.baseUrl}/`,
      authorization_endpoint: `${server.baseUrl}/oauth/authorize`,
      token_endpoint: `${server.baseUrl}/oauth/token`,
      registration_endpoint: `${server.baseUrl}/oauth/register`,
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
    });
  });

  it('connects the SDK’s client: discovery, registration, consent, PKCE exchange, and the user’s trips only', async () => {
    const provider = new MemoryProvider();
    expect(await auth(provider, { serverUrl: mcpUrl })).toBe('REDIRECT');
    expect(provider.client?.client_id).toBeTruthy();
    expect((provider.client as { client_secret?: string }).client_secret).toBeTruthy();
    const { location } = await authorize(Object.fromEntries(provider.authorizationUrl!.searchParams));
    expect(location?.origin + location!.pathname).toBe(`${server.baseUrl}/oauth/consent`);

    const request = Object.fromEntries(location!.searchParams);
    const consent = await me.browser.graphql<{ oauthConsent: unknown }>(CONSENT, { request });
    expect(consent.data?.oauthConsent).toEqual({
      clientName: 'Test Assistant',
      redirectHost: '127.0.0.1:7777',
      scopes: ['TRIPS_READ', 'TRIPS_WRITE', 'GENERATE'],
    });
    const back = await allow(me, location!);
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe(provider.stateValue);

    expect(await auth(provider, { serverUrl: mcpUrl, authorizationCode: back.searchParams.get('code')! })).toBe(
      'AUTHORIZED',
    );
    expect(provider.saved).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(provider.saved?.access_token).toMatch(/^lkb_/);
    expect(provider.saved?.refresh_token).toMatch(/^lkr_/);

    const assistant = new Client({ name: 'oauth-test', version: '1.0.0' });
    await assistant.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }));
    try {
      const { trips } = await answerOf<{ trips: { id: number }[] }>(assistant, 'list_trips');
      expect(trips.map((trip) => trip.id)).toEqual([ownTrip]);
      const strangers = await call(assistant, 'get_trip', { id: strangersTrip });
      expect(strangers).toEqual({ isError: true, text: english('trips:notFound') });
    } finally {
      await assistant.close();
    }

    // The profile lists the app, not its token among the API tokens.
    const apps = await me.browser.graphql<{ connectedApps: { clientName: string }[]; apiTokens: unknown[] }>(
      `{ connectedApps { clientName redirectHost scopes } apiTokens { id } }`,
    );
    expect(apps.data).toEqual({
      connectedApps: [
        {
          clientName: 'Test Assistant',
          redirectHost: '127.0.0.1:7777',
          scopes: ['TRIPS_READ', 'TRIPS_WRITE', 'GENERATE'],
        },
      ],
      apiTokens: [],
    });
    expect((await stranger.browser.graphql<{ connectedApps: unknown[] }>(APPS)).data?.connectedApps).toEqual([]);
  });

  it('refuses a wrong verifier, a reused code, another redirect URI and an expired code with invalid_grant', async () => {
    const wrongVerifier = await codeFor(me);
    expect(await exchange(wrongVerifier, { code_verifier: randomBytes(32).toString('base64url') })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'code_verifier does not match the challenge' },
    });
    // The code had its one attempt.
    expect((await exchange(wrongVerifier)).body.error).toBe('invalid_grant');

    const reused = await codeFor(me);
    const first = await exchange(reused);
    expect(first.status).toBe(200);
    expect(await listTrips(first.body.access_token!)).toBe(200);
    expect(await exchange(reused)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // A code presented twice revokes what its first exchange gave.
    expect(await listTrips(first.body.access_token!)).toBe(401);

    const otherRedirect = await codeFor(me);
    expect(await exchange(otherRedirect, { redirect_uri: 'http://127.0.0.1:7778/callback' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'redirect_uri does not match the authorization request' },
    });

    const expired = await codeFor(me);
    await server.database.prisma.oAuthAuthorizationCode.updateMany({
      where: { usedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await exchange(expired)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Authorization code has expired' },
    });

    // Another client's code.
    const stolen = await codeFor(me);
    const thief = (await register({ token_endpoint_auth_method: 'none' })).body;
    expect((await exchange({ ...stolen, client: thief })).body.error).toBe('invalid_grant');
  });

  it('never redirects to an unregistered URI, and passes the state back with its errors', async () => {
    const client = (await register({ token_endpoint_auth_method: 'none' })).body;
    const base = {
      client_id: client.client_id!,
      response_type: 'code',
      code_challenge: challengeOf(randomBytes(32).toString('base64url')),
      code_challenge_method: 'S256',
      state: 's1',
    };
    // Exact match: even another loopback port is refused, and told to the user, not the URI.
    for (const redirect of ['http://127.0.0.1:7778/callback', `${REDIRECT}/`, 'https://evil.example/callback']) {
      const { response, location } = await authorize({ ...base, redirect_uri: redirect });
      expect(response.status).toBe(400);
      expect(location).toBeNull();
      expect(((await response.json()) as { error: string }).error).toBe('invalid_request');
    }
    const unknown = await authorize({ ...base, client_id: 'nobody', redirect_uri: REDIRECT });
    expect(unknown.response.status).toBe(400);
    expect(((await unknown.response.json()) as { error: string }).error).toBe('invalid_client');

    const plain = await authorize({ ...base, redirect_uri: REDIRECT, code_challenge_method: 'plain' });
    expect(plain.location?.searchParams.get('error')).toBe('invalid_request');
    expect(plain.location?.searchParams.get('state')).toBe('s1');
    const badScope = await authorize({ ...base, redirect_uri: REDIRECT, scope: 'admin' });
    expect(badScope.location?.searchParams.get('error')).toBe('invalid_scope');

    // Deny: access_denied and the state, to the registered URI.
    const { location } = await authorize({ ...base, redirect_uri: REDIRECT });
    const denied = await me.browser.graphql<{ denyOAuthAuthorization: string }>(DENY, {
      request: Object.fromEntries(location!.searchParams),
    });
    const back = new URL(denied.data!.denyOAuthAuthorization);
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('s1');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('registers https redirect URIs, or http on loopback only', async () => {
    for (const uri of ['http://evil.example/callback', 'javascript:alert(1)', 'https://chatgpt.com/cb#x']) {
      const refused = await register({ redirect_uris: [uri] });
      expect(refused.status, uri).toBe(400);
      expect(refused.body.error).toBe('invalid_client_metadata');
    }
    const ok = await register({ redirect_uris: ['https://chatgpt.com/connector_platform_oauth_redirect'] });
    expect(ok.status).toBe(201);
    // Only the secret's hash is kept.
    const stored = await server.database.prisma.oAuthClient.findUnique({ where: { clientId: ok.body.client_id! } });
    expect(stored?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(ok.body.client_secret!);
  });

  it('refuses consent from an unverified user, and any of it to a token', async () => {
    const unverified = await signedInClient(server, { verified: false });
    const client = (await register({ token_endpoint_auth_method: 'none' })).body;
    const { location } = await authorize({
      client_id: client.client_id!,
      redirect_uri: REDIRECT,
      response_type: 'code',
      code_challenge: challengeOf(randomBytes(32).toString('base64url')),
      code_challenge_method: 'S256',
    });
    const request = Object.fromEntries(location!.searchParams);
    const refused = await unverified.browser.graphql(APPROVE, { request });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', requiresVerification: true });
    expect(await server.database.prisma.oAuthAuthorizationCode.count({ where: { userId: unverified.userId } })).toBe(0);

    const signedOut = await new TestClient(server.baseUrl).graphql(APPROVE, { request });
    expect(signedOut.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

    const issued = await exchange(await codeFor(me));
    const viaToken = await TestClient.for(server, { authorization: `Bearer ${issued.body.access_token}` }).graphql(
      APPROVE,
      { request },
    );
    expect(viaToken.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('rotates refresh tokens, and a revoked app is refused at once', async () => {
    const grant = await codeFor(me);
    const first = (await exchange(grant)).body;
    const refresh = (refreshToken: string) =>
      token({ grant_type: 'refresh_token', client_id: grant.client.client_id!, refresh_token: refreshToken });
    const second = await refresh(first.refresh_token!);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(await listTrips(first.access_token!)).toBe(401);
    expect(await listTrips(second.body.access_token!)).toBe(200);

    // The app is listed once; revoking it stops its token and its refresh token now.
    const apps = (await me.browser.graphql<{ connectedApps: { id: number; clientName: string }[] }>(APPS)).data!;
    const app = apps.connectedApps.find((connected) => connected.clientName === 'Plain client');
    expect(app).toBeDefined();
    expect((await stranger.browser.graphql(REVOKE_APP, { id: app!.id })).errors?.[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );
    expect(await listTrips(second.body.access_token!)).toBe(200);
    expect((await me.browser.graphql(REVOKE_APP, { id: app!.id })).errors).toBeUndefined();
    expect(await listTrips(second.body.access_token!)).toBe(401);
    expect(await refresh(second.body.refresh_token!)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });

    // A refresh token used twice revokes its grant.
    const other = (await exchange(await codeFor(me))).body;
    const next = (await refresh(other.refresh_token!)).body;
    expect((await refresh(other.refresh_token!)).body.error).toBe('invalid_grant');
    expect(await listTrips(next.access_token!)).toBe(401);
  });

  it('disconnects every app when the traveler changes the password', async () => {
    const traveler = await signedInClient(server);
    const grant = await codeFor(traveler);
    const tokens = (await exchange(grant)).body;
    expect(await listTrips(tokens.access_token!)).toBe(200);
    const changed = await traveler.browser.graphql(
      `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { message } }`,
      { input: { currentPassword: PASSWORD, newPassword: 'Bagong-password-2027' } },
    );
    expect(changed.errors).toBeUndefined();
    expect(await listTrips(tokens.access_token!)).toBe(401);
    const apps = await traveler.browser.graphql<{ connectedApps: unknown[] }>(APPS);
    expect(apps.data!.connectedApps).toEqual([]);
    const refreshed = await token({
      grant_type: 'refresh_token',
      client_id: grant.client.client_id!,
      refresh_token: tokens.refresh_token!,
    });
    expect(refreshed).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('counts registrations per address in PostgreSQL, across server processes', async () => {
    const url = await freeLocalUrl();
    const first = await startTestServer({ RATE_LIMIT_MULTIPLIER: '1' }, { publicUrl: url });
    const second = await startTestServer(
      { RATE_LIMIT_MULTIPLIER: '1' },
      { shareDatabaseWith: first, publicUrl: await freeLocalUrl() },
    );
    try {
      const registerAt = (target: TestServer) =>
        fetch(`${target.baseUrl}/oauth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' }),
        });
      const statuses = [];
      for (let i = 0; i < 10; i += 1) statuses.push((await registerAt(i % 2 ? second : first)).status);
      expect(statuses).toEqual(Array(10).fill(201));
      const refused = await registerAt(first);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeTruthy();
      expect(((await refused.json()) as { error: string }).error).toBe('too_many_requests');
    } finally {
      await second.stop();
      await first.stop();
    }
  });
});
