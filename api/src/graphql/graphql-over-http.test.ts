// /graphql follows the GraphQL-over-HTTP specification: media types, status
// codes, GET for queries only; and the Sandbox landing page and introspection
// follow their settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../test/http-client.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { signedInClient } from '../test/trips.js';
import { newApiToken } from '../test/api-tokens.js';

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

describe('GraphQL over HTTP', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    const { browser } = await signedInClient(server);
    ({ token } = await newApiToken(browser, ['TRIPS_READ', 'TRIPS_WRITE']));
  });
  afterAll(async () => {
    await server?.stop();
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
      body: JSON.stringify(body),
    });

  it('answers application/graphql-response+json when the client accepts it, application/json otherwise', async () => {
    const preferred = await post({ query: '{ health { status } }' }, { accept: GRAPHQL_RESPONSE });
    expect(preferred.status).toBe(200);
    expect(preferred.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    expect(await preferred.json()).toEqual({ data: { health: { status: 'ok' } } });

    const legacy = await post({ query: '{ health { status } }' }, { accept: 'application/json' });
    expect(legacy.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers 400 for documents that cannot run, and 200 with errors for errors while running', async () => {
    const cases: [unknown, number, string][] = [
      [{ query: '{ health { status }' }, 400, 'GRAPHQL_PARSE_FAILED'],
      [{ query: '{ nope }' }, 400, 'GRAPHQL_VALIDATION_FAILED'],
      [{ query: 'query ($id: Int!) { trip(id: $id) { id } }', variables: { id: 'x' } }, 400, 'BAD_USER_INPUT'],
      [{ query: '{ trip(id: 999999) { id } }' }, 200, 'NOT_FOUND'],
    ];
    for (const [body, status, code] of cases) {
      const response = await post(body, { accept: GRAPHQL_RESPONSE });
      const result = (await response.json()) as { errors: { extensions: { code: string } }[] };
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
      expect(result.errors[0]!.extensions.code).toBe(code);
    }
  });

  it('answers a bad variable of 90 kB with graphql-js’s message as it is, in any language', async () => {
    // Such a message carries the client's value; the catalogue's templates are never run over it
    // (i18n.test.ts checks that guard; its cost belongs to benchmarks, not to a timed test).
    const value = ' can have at most x'.repeat(4700);
    const body = { query: 'query ($id: Int!) { trip(id: $id) { id } }', variables: { id: value } };
    const response = await post(body, { 'accept-language': 'fil' });
    const result = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(response.status).toBe(400);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({
      message: `Variable "$id" got invalid value "${value}"; Int cannot represent non-integer value: "${value}"`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('runs queries over GET, never mutations', async () => {
    const query = (document: string) =>
      fetch(`${server.baseUrl}/graphql?query=${encodeURIComponent(document)}`, {
        headers: { authorization: `Bearer ${token}`, accept: GRAPHQL_RESPONSE },
      });
    const read = await query('{ trips { edges { node { id } } } }');
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ data: { trips: { edges: [] } } });

    const write = await query('mutation { deleteTrip(id: 1) }');
    expect(write.status).toBe(405);
    expect(write.headers.get('allow')).toBe('POST');
  });

  it('keeps CSRF prevention for cookie requests: a simple GET without a preflight header is refused', async () => {
    const { browser } = await signedInClient(server);
    const response = await browser.fetch(`/graphql?query=${encodeURIComponent('{ me { id } }')}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF/);
    const preflighted = await browser.fetch(`/graphql?query=${encodeURIComponent('{ me { id } }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(preflighted.status).toBe(200);
  });

  it('refuses a body over 100 kB with 413', async () => {
    const response = await post({ query: `{ health { status } } # ${'x'.repeat(110 * 1024)}` });
    expect(response.status).toBe(413);
  });

  it('serves the Sandbox landing page and introspection outside production by default', async () => {
    const page = await fetch(`${server.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/sandbox/i);
    const introspection = await TestClient.for(server, { 'apollo-require-preflight': 'true' }).graphql<{
      __schema: { queryType: { name: string } };
    }>('{ __schema { queryType { name } } }');
    expect(introspection.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});

describe('GraphQL with the Sandbox and introspection turned off', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ GRAPHQL_SANDBOX: 'false', GRAPHQL_INTROSPECTION: 'false' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('serves no landing page and refuses introspection', async () => {
    const page = await fetch(`${server.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toMatch(/sandbox/i);
    const introspection = await TestClient.for(server).post<{ errors: { message: string }[] }>('/graphql', {
      query: '{ __schema { queryType { name } } }',
    });
    expect(introspection.status).toBe(400);
    expect(introspection.body.errors[0]!.message).toMatch(/introspection is not allowed/i);
  });
});
