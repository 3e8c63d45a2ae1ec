// /mcp through the SDK's own client, against the real server and database: the tools and the trip
// resource answer what their GraphQL twins answer, to the token's account only (issue 32).
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../lib/i18n.js';
import { english, message } from '../lib/messages.js';
import { TestClient } from '../test/http-client.js';
import { answerOf, call, connect, MCP_ACCEPT, tokenOf, type Traveler } from '../test/mcp.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { addCoTraveler, sampleSaveBody, signedInClient } from '../test/trips.js';

const notFound = english('trips:notFound');

describe('the MCP server at /mcp', () => {
  let server: TestServer;
  let me: Traveler;
  let ownTrip: number;
  let strangersTrip: number;
  let sharedWithMe: number;
  let assistant: Client;
  let strangersAssistant: Client;
  let plannerOnly: Client;

  beforeAll(async () => {
    server = await startTestServer();
    me = await signedInClient(server);
    const stranger = await signedInClient(server);
    const friend = await signedInClient(server);
    ownTrip = (await me.browser.post<{ id: number }>('/api/trips', sampleSaveBody())).body.id;
    strangersTrip = (await stranger.browser.post<{ id: number }>('/api/trips', sampleSaveBody())).body.id;
    sharedWithMe = (await friend.browser.post<{ id: number }>('/api/trips', sampleSaveBody())).body.id;
    await addCoTraveler(server, friend, sharedWithMe, me, 'editor');
    assistant = await connect(server, await tokenOf(me, ['TRIPS_READ', 'GENERATE']));
    strangersAssistant = await connect(server, await tokenOf(stranger, ['TRIPS_READ', 'GENERATE']));
    plannerOnly = await connect(server, await tokenOf(me, ['GENERATE']));
  });
  afterAll(async () => {
    await Promise.all([assistant, strangersAssistant, plannerOnly].map((client) => client?.close()));
    await server?.stop();
  });

  it('lists its tools, each with a description and a JSON schema, the trip resource and the prompt', async () => {
    const { tools } = await assistant.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'add_expense',
      'change_day',
      'departure_readiness',
      'get_trip',
      'list_trips',
      'local_secrets',
      'peso_rates',
      'plan_trip',
      'save_plan',
      'travel_calendar',
      'update_readiness',
      'visa_requirements',
    ]);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(80);
      expect(tool.inputSchema.type).toBe('object');
    }
    expect(tools.find((tool) => tool.name === 'plan_trip')?.inputSchema.required).toEqual(
      expect.arrayContaining(['originAirport', 'destinationCountry', 'currency', 'duration', 'budget', 'preferences']),
    );
    const { resourceTemplates } = await assistant.listResourceTemplates();
    expect(resourceTemplates).toEqual([
      expect.objectContaining({ uriTemplate: 'lakbay://trips/{id}', mimeType: 'text/markdown' }),
    ]);
    const { prompts } = await assistant.listPrompts();
    expect(prompts).toEqual([expect.objectContaining({ name: 'plan_my_trip' })]);
  });

  it("answers visa_requirements with the visa service's answer, and its message for an unknown country", async () => {
    const args = { destinationCountry: 'JP', travelPurpose: 'Tourism' };
    expect(await answerOf(assistant, 'visa_requirements', args)).toEqual(
      JSON.parse(JSON.stringify(server.app.services.visa.check(args))),
    );
    const unknown = await call(assistant, 'visa_requirements', {
      destinationCountry: 'Atlantis',
      travelPurpose: 'Tourism',
    });
    expect(unknown).toEqual({ isError: true, text: english('visa:countryUnknown') });
  });

  it("lists only the account's own trips, newest first", async () => {
    const second = (await me.browser.post<{ id: number }>('/api/trips', sampleSaveBody({ destinationCountry: 'KR' })))
      .body.id;
    const page = await answerOf<{ trips: { id: number; destinationCountry: string }[]; hasMore: boolean }>(
      assistant,
      'list_trips',
    );
    expect(page.trips.map((trip) => trip.id)).toEqual([second, ownTrip]);
    expect(page.hasMore).toBe(false);
    expect(page.trips[0]).not.toHaveProperty('budgetItinerary');
    const one = await answerOf<{ trips: { id: number }[]; hasMore: boolean }>(assistant, 'list_trips', { first: 1 });
    expect(one).toEqual({ trips: [expect.objectContaining({ id: second })], hasMore: true, nextAfter: second });
    const next = await answerOf<{ trips: { id: number }[]; hasMore: boolean }>(assistant, 'list_trips', {
      first: 1,
      after: second,
    });
    expect(next).toEqual({ trips: [expect.objectContaining({ id: ownTrip })], hasMore: false, nextAfter: null });
    // Paging from a trip that is not the account's own is refused, as REST's `after` is.
    expect(await call(assistant, 'list_trips', { after: strangersTrip })).toEqual({
      isError: true,
      text: english('trips:pageAfter'),
    });
    const theirs = await answerOf<{ trips: { id: number }[] }>(strangersAssistant, 'list_trips');
    expect(theirs.trips.map((trip) => trip.id)).toEqual([strangersTrip]);
  });

  it('reads one trip with its chosen itinerary; a stranger, a shared trip or a bad id gets what GraphQL answers', async () => {
    const trip = await answerOf<{ id: number; savedType: string; savedItinerary: { overview: string } }>(
      assistant,
      'get_trip',
      { id: ownTrip },
    );
    expect(trip).toMatchObject({ id: ownTrip, savedType: 'budget', savedItinerary: { overview: 'Budget overview' } });
    expect(trip).not.toHaveProperty('userId');

    expect(await call(strangersAssistant, 'get_trip', { id: ownTrip })).toEqual({ isError: true, text: notFound });
    expect(await call(assistant, 'get_trip', { id: -1 })).toEqual({ isError: true, text: notFound });
    expect(await call(assistant, 'get_trip', { id: sharedWithMe })).toEqual({
      isError: true,
      text: english(message('tokens:ownTripsOnly', { id: sharedWithMe })),
    });
    // The schema's own check: a clear tool error, not a failed request.
    const wrongType = await call(assistant, 'get_trip', { id: 'one' });
    expect(wrongType.isError).toBe(true);
    expect(wrongType.text).toMatch(/Input validation error/);
  });

  it('reads a trip as Markdown, to its owner only', async () => {
    const { contents } = await assistant.readResource({ uri: `lakbay://trips/${ownTrip}` });
    expect(contents).toEqual([
      { uri: `lakbay://trips/${ownTrip}`, mimeType: 'text/markdown', text: expect.stringContaining('# Tokyo, Japan') },
    ]);
    const text = (contents[0] as { text: string }).text;
    expect(text).toContain('## Day 1: Budget day 1');
    expect(text).toContain('- Budget: 50,000 PHP');
    expect(text).not.toContain('Experience day 1');

    for (const [client, uri] of [
      [strangersAssistant, `lakbay://trips/${ownTrip}`],
      [assistant, 'lakbay://trips/abc'],
    ] as const) {
      await expect(client.readResource({ uri }), uri).rejects.toMatchObject({
        code: -32002,
        message: expect.stringContaining(notFound),
      });
    }
    await expect(assistant.readResource({ uri: `lakbay://trips/${sharedWithMe}` })).rejects.toMatchObject({
      message: expect.stringContaining(english(message('tokens:ownTripsOnly', { id: sharedWithMe }))),
      data: { code: 'FORBIDDEN', tripId: sharedWithMe },
    });
  });

  it('refuses the trip tools and the resource to a token without trips:read, naming the scope', async () => {
    for (const [tool, args] of [
      ['list_trips', {}],
      ['get_trip', { id: ownTrip }],
    ] as const) {
      expect(await call(plannerOnly, tool, args)).toEqual({
        isError: true,
        text: english(message('tokens:missingScope', { scope: 'trips:read', field: tool })),
      });
    }
    await expect(plannerOnly.readResource({ uri: `lakbay://trips/${ownTrip}` })).rejects.toMatchObject({
      message: expect.stringContaining('trips:read'),
      data: { code: 'FORBIDDEN', requiredScope: 'trips:read' },
    });
  });

  it('plans both itineraries with the generate scope, as generateTrip does; bad input gets its message', async () => {
    const request = {
      originAirport: 'MNL',
      destinationCountry: 'JP',
      currency: 'PHP',
      duration: 3,
      budget: 60000,
      preferences: ['food'],
    };
    const plan = await answerOf<{ budgetItinerary: { days: unknown[] }; experienceItinerary: { days: unknown[] } }>(
      plannerOnly,
      'plan_trip',
      request,
    );
    expect(plan.budgetItinerary.days).toHaveLength(3);
    expect(plan.experienceItinerary.days).toHaveLength(3);

    const readOnly = await connect(server, await tokenOf(me, ['TRIPS_READ']));
    expect(await call(readOnly, 'plan_trip', request)).toEqual({
      isError: true,
      text: english(message('tokens:missingScope', { scope: 'generate', field: 'plan_trip' })),
    });
    await readOnly.close();

    const unknownCountry = { ...request, destinationCountry: 'XX' };
    const refusal = await server.app.services.planner.generate(me.userId, unknownCountry).then(
      () => 'planned',
      (error: Error) => error.message,
    );
    expect(refusal).not.toBe(english('errors:internal'));
    expect(await call(plannerOnly, 'plan_trip', unknownCountry)).toEqual({ isError: true, text: refusal });
  });

  it("writes its errors in the token owner's language", async () => {
    const filipino = await signedInClient(server, { locale: 'fil' });
    const client = await connect(server, await tokenOf(filipino, ['TRIPS_READ']));
    expect(await call(client, 'get_trip', { id: ownTrip })).toEqual({
      isError: true,
      text: t('fil', 'trips:notFound'),
    });
    await client.close();
  });

  it('answers 401 with a Bearer challenge without a valid token, whatever the session cookie', async () => {
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
    };
    const signedIn = await me.browser.post<{ message: string }>('/mcp', initialize);
    expect(signedIn.status).toBe(401);
    // With OAuth on (PUBLIC_URL is localhost here), the challenge names the resource metadata.
    const metadata = `resource_metadata="${server.config.publicUrl}/.well-known/oauth-protected-resource/mcp"`;
    expect(signedIn.headers.get('www-authenticate')).toBe(`Bearer realm="lakbay", ${metadata}`);
    expect(signedIn.body).toEqual({ message: english('tokens:scheme') });

    const forged = await TestClient.for(server, { authorization: 'Bearer lkb_forged', accept: MCP_ACCEPT }).post<{
      message: string;
    }>('/mcp', initialize);
    expect(forged.status).toBe(401);
    expect(forged.headers.get('www-authenticate')).toBe(`Bearer realm="lakbay", error="invalid_token", ${metadata}`);
    expect(forged.body).toEqual({ message: english('tokens:invalid') });

    await expect(connect(server, 'lkb_forged')).rejects.toThrow(english('tokens:invalid'));
  });

  it('answers GET and DELETE with 405, and malformed JSON with 400, never a 500', async () => {
    const partner = TestClient.for(server, { authorization: `Bearer ${await tokenOf(me, ['TRIPS_READ'])}` });
    for (const method of ['GET', 'DELETE']) {
      const response = await partner.fetch('/mcp', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toEqual({ message: english('errors:mcpPostOnly') });
    }
    const malformed = await partner.fetch('/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: MCP_ACCEPT },
      body: '{"jsonrpc":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: english('errors:malformedJson') });
  });
});

describe('the per-token rate limit on /mcp', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_MULTIPLIER: '1', API_TOKEN_REQUESTS_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('shares one budget with /graphql and answers 429 with Retry-After once it is spent', async () => {
    const token = await tokenOf(await signedInClient(server), ['TRIPS_READ']);
    const partner = TestClient.for(server, { authorization: `Bearer ${token}`, accept: MCP_ACCEPT });
    const listTools = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const statuses = [
      (await partner.post('/graphql', { query: '{ me { id } }' })).status,
      (await partner.post('/mcp', listTools)).status,
      (await partner.post('/mcp', listTools)).status,
    ];
    expect(statuses).toEqual([200, 200, 200]);
    const limited = await partner.post<{ message: string }>('/mcp', listTools);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/^Too many requests with this API token/);
  });
});
