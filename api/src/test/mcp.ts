// Talking to /mcp in tests as an assistant does: an API token made on the web session, and the SDK's
// own client over Streamable HTTP.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect } from 'vitest';
import { newApiToken, type Scope } from './api-tokens.js';
import type { TestServer } from './test-server.js';
import type { signedInClient } from './trips.js';

/** What a Streamable HTTP client accepts: a JSON answer or an event stream. */
export const MCP_ACCEPT = 'application/json, text/event-stream';

export type Traveler = Awaited<ReturnType<typeof signedInClient>>;

/** A new API token of `traveler`'s with `scopes` (GraphQL's names: TRIPS_READ, TRIPS_WRITE, GENERATE). */
export async function tokenOf(traveler: Traveler, scopes: Scope[]): Promise<string> {
  return (await newApiToken(traveler.browser, scopes, 'Assistant')).token;
}

/** The SDK's client, connected to the server's /mcp with `token`. */
export async function connect(server: Pick<TestServer, 'baseUrl'>, token: string): Promise<Client> {
  const client = new Client({ name: 'lakbay-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', server.baseUrl), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  return client;
}

/** A tool's answer: its text, and whether it is an error. */
export async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = await client.callTool({ name, arguments: args });
  const [first] = result.content as { type: string; text: string }[];
  expect(first?.type).toBe('text');
  return { isError: result.isError === true, text: first!.text };
}

/** A tool's answer that is not an error, parsed. */
export async function answerOf<T>(client: Client, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const { isError, text } = await call(client, name, args);
  expect(isError, text).toBe(false);
  return JSON.parse(text) as T;
}

/** The HTTP status /mcp answers a `list_trips` call with `token`, as plain HTTP (an OAuth access token's test). */
export async function listTripsStatus(baseUrl: string, token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/mcp`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: MCP_ACCEPT },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'list_trips', arguments: {} },
    }),
  });
  return response.status;
}
