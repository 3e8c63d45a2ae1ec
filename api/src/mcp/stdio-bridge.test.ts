// scripts/mcp-stdio.mjs end to end, as a desktop assistant runs it: a child process spoken to over
// stdio with the SDK's client, forwarding to a Lakbay listening on a port (issue 32).
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english } from '../lib/messages.js';
import { tokenOf, type Traveler } from '../test/mcp.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { sampleSaveBody, signedInClient } from '../test/trips.js';

const BRIDGE = fileURLToPath(new URL('../../../scripts/mcp-stdio.mjs', import.meta.url));

/** The SDK's client over the bridge, started as Claude Desktop starts it: a command with an environment. */
function overStdio(env: Record<string, string>) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BRIDGE],
    env: { PATH: process.env.PATH ?? '', ...env },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({ name: 'desktop-test', version: '1.0.0' });
  return { client, transport, stderr: () => stderr };
}

describe('the stdio bridge, scripts/mcp-stdio.mjs', () => {
  let server: TestServer;
  let me: Traveler;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    me = await signedInClient(server);
    token = await tokenOf(me, ['TRIPS_READ']);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("forwards tools, resources and prompts to a running Lakbay's /mcp with the token", async () => {
    const trip = (await me.browser.post<{ id: number }>('/api/trips', sampleSaveBody())).body.id;
    const { client, transport } = overStdio({ LAKBAY_URL: server.baseUrl, LAKBAY_TOKEN: token });
    await client.connect(transport);
    expect(client.getServerVersion()?.name).toBe('lakbay');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain('get_trip');
    const answer = await client.callTool({ name: 'get_trip', arguments: { id: trip } });
    expect(answer.isError).toBeFalsy();
    const [content] = answer.content as { text: string }[];
    expect(JSON.parse(content!.text)).toMatchObject({ id: trip, savedType: 'budget' });
    const refused = await client.callTool({ name: 'save_plan', arguments: sampleSaveBody() });
    expect(refused.isError).toBe(true);
    const { contents } = await client.readResource({ uri: `lakbay://trips/${trip}` });
    expect((contents[0] as { text: string }).text).toContain('# Tokyo, Japan');
    expect((await client.listPrompts()).prompts.map((prompt) => prompt.name)).toEqual(['plan_my_trip']);
    await client.close();
  });

  it("answers Lakbay's own message when the token is refused, and explains a missing setting", async () => {
    const forged = overStdio({ LAKBAY_URL: `${server.baseUrl}/mcp`, LAKBAY_TOKEN: 'lkb_forged' });
    await expect(forged.client.connect(forged.transport)).rejects.toThrow(english('tokens:invalid'));
    await forged.client.close();

    const unset = overStdio({ LAKBAY_URL: server.baseUrl });
    await expect(unset.client.connect(unset.transport)).rejects.toThrow();
    expect(unset.stderr()).toContain('set LAKBAY_TOKEN');
  });
});
