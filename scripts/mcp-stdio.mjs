// Lakbay's MCP server over stdio, for desktop assistants that start their MCP servers as commands
// (Claude Desktop, docs/mcp.md): a bridge that forwards every message to a running Lakbay's /mcp
// with an API token, and its answers back. Nothing else: the tools, their rules and their errors
// are the server's.
//
//   LAKBAY_URL=https://lakbay.example.ph LAKBAY_TOKEN=lkb_… node scripts/mcp-stdio.mjs
//
// LAKBAY_URL is the site (its /mcp is used) or the /mcp address itself. Diagnostics go to stderr:
// stdout carries the protocol only.
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

/** JSON-RPC's "server error" range: Lakbay refused the request over HTTP (401, 429, …). */
const HTTP_REFUSED = -32000;

function endpoint(value) {
  const url = new URL(value);
  if (!url.pathname.replace(/\/+$/, '').endsWith('/mcp')) url.pathname = `${url.pathname.replace(/\/+$/, '')}/mcp`;
  return url;
}

/** An HTTP refusal, with the message Lakbay wrote (in the token owner's language). */
class LakbayRefusal extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** fetch, except that a refused POST throws Lakbay's own message instead of the transport's wording. */
async function lakbayFetch(url, init) {
  const response = await globalThis.fetch(url, init);
  if (response.ok || init?.method !== 'POST') return response;
  const text = await response.text();
  let message = text || response.statusText;
  try {
    message = JSON.parse(text).message ?? message;
  } catch {
    // Not JSON (a proxy's page): the text as it is.
  }
  const retryAfter = response.headers.get('retry-after');
  throw new LakbayRefusal(response.status, retryAfter ? `${message} (retry after ${retryAfter} s)` : message);
}

function fail(message) {
  process.stderr.write(`lakbay-mcp: ${message}\n`);
  process.exit(1);
}

const { LAKBAY_URL, LAKBAY_TOKEN } = process.env;
if (!LAKBAY_URL) fail('set LAKBAY_URL to the Lakbay site, e.g. https://lakbay.example.ph');
if (!LAKBAY_TOKEN) fail('set LAKBAY_TOKEN to an API token (lkb_…) made on /profile → API tokens');
let url;
try {
  url = endpoint(LAKBAY_URL);
} catch {
  fail(`LAKBAY_URL is not a URL: ${LAKBAY_URL}`);
}

const local = new StdioServerTransport();
const remote = new StreamableHTTPClientTransport(url, {
  requestInit: { headers: { authorization: `Bearer ${LAKBAY_TOKEN}` } },
  fetch: lakbayFetch,
});

/** The id of the initialize request on its way: its answer names the protocol version to send from then on. */
let initializing;

local.onmessage = (message) => {
  if (message.method === 'initialize') initializing = message.id;
  remote.send(message).catch((error) => {
    // A request gets its answer; a notification has nobody to tell but stderr.
    if (message.id !== undefined && message.method !== undefined) {
      const status = error instanceof LakbayRefusal ? error.status : undefined;
      void local.send({
        jsonrpc: '2.0',
        id: message.id,
        error: { code: HTTP_REFUSED, message: error.message, ...(status ? { data: { status } } : {}) },
      });
    }
    process.stderr.write(`lakbay-mcp: ${error.message}\n`);
  });
};

remote.onmessage = (message) => {
  if (initializing !== undefined && message.id === initializing && message.result?.protocolVersion) {
    remote.setProtocolVersion(message.result.protocolVersion);
    initializing = undefined;
  }
  void local.send(message);
};

remote.onerror = (error) => process.stderr.write(`lakbay-mcp: ${error.message}\n`);
local.onerror = remote.onerror;

async function close() {
  await remote.close().catch(() => {});
  await local.close().catch(() => {});
  process.exit(0);
}
// The assistant ends the server by closing its stdin.
process.stdin.on('end', close);
process.on('SIGTERM', close);

await remote.start();
await local.start();
