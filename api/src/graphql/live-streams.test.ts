// /graphql/stream on a real database (issue #33): who may open a stream, and
// nothing a stranger sends is kept in the server's memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as authMessages } from '../services/auth/auth.js';
import { english, translate } from '../lib/messages.js';
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
