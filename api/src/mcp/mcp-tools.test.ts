// The MCP tools of issue 32's second slice through the SDK's own client, against the real server and
// database: each answers what the service of its GraphQL twin answers, with the twin's scopes, to the
// token's account only (a stranger's token gets "Trip not found" from every tool that names a trip).
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toAppError } from '../http/errors.js';
import { errorText } from '../lib/errors.js';
import type { Locale } from '../lib/i18n.js';
import { english, message } from '../lib/messages.js';
import { TestClient } from '../test/http-client.js';
import { answerOf, call, connect, tokenOf, type Traveler } from '../test/mcp.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { addCoTraveler, sampleSaveBody, signedInClient } from '../test/trips.js';
import type { Scope } from '../test/api-tokens.js';

/** A plain JSON copy, as a tool's answer arrives (dates as strings). */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** The message a service call fails with, in `locale`: what its tool must answer. */
const refusalOf = (work: Promise<unknown>, locale: Locale = 'en') =>
  work.then(
    () => 'no refusal',
    (error: unknown) => errorText(locale, toAppError(error)),
  );

const missing = (scope: string, field: string) => english(message('tokens:missingScope', { scope, field }));

const TOKYO = { latitude: 35.7148, longitude: 139.7967 };

/** The trip form's fields of the sample trip: a request plan_trip plans. */
const {
  budgetItinerary: _budget,
  experienceItinerary: _experience,
  savedType: _chosen,
  ...REQUEST
} = sampleSaveBody({ budget: 60000 });

interface TripAnswer {
  id: number;
  version: number;
  savedType: string;
  savedItinerary: { overview: string; days: { day: number; title: string }[] };
}

describe('the MCP tools over the services of their GraphQL twins', () => {
  let server: TestServer;
  let me: Traveler;
  let ownTrip: number;
  let sharedWithMe: number;
  let assistant: Client;
  let reader: Client;
  let writerOnly: Client;
  let stranger: Client;

  beforeAll(async () => {
    server = await startTestServer();
    me = await signedInClient(server);
    const friend = await signedInClient(server);
    ownTrip = (await me.browser.post<{ id: number }>('/api/trips', sampleSaveBody())).body.id;
    sharedWithMe = (await friend.browser.post<{ id: number }>('/api/trips', sampleSaveBody())).body.id;
    await addCoTraveler(server, friend, sharedWithMe, me, 'editor');
    const everything: Scope[] = ['TRIPS_READ', 'TRIPS_WRITE', 'GENERATE'];
    assistant = await connect(server, await tokenOf(me, everything));
    reader = await connect(server, await tokenOf(me, ['TRIPS_READ']));
    writerOnly = await connect(server, await tokenOf(me, ['TRIPS_READ', 'TRIPS_WRITE']));
    stranger = await connect(server, await tokenOf(await signedInClient(server), everything));
  });
  afterAll(async () => {
    await Promise.all([assistant, reader, writerOnly, stranger].map((client) => client?.close()));
    await server?.stop();
  });

  it('answers the travel calendar and the peso rates as the services do, to any token', async () => {
    const month = { country: 'JP', month: 4, year: 2026 };
    expect(await answerOf(reader, 'travel_calendar', month)).toEqual(
      asJson(server.app.services.calendar.travelCalendar(month)),
    );
    const unknown = { country: 'XX', month: 4 };
    expect(await call(reader, 'travel_calendar', unknown)).toEqual({
      isError: true,
      text: await refusalOf(Promise.resolve().then(() => server.app.services.calendar.travelCalendar(unknown))),
    });
    expect(await answerOf(reader, 'peso_rates')).toEqual(asJson(server.app.services.planner.pesoRates()));
  });

  it('finds local secrets near a point; a point off the map gets the search form’s message', async () => {
    const found = await answerOf<{ places: { id: string }[]; tips: { city: string } | null }>(reader, 'local_secrets', {
      ...TOKYO,
      radius: 3000,
      category: 'attraction',
    });
    const direct = await server.app.services.localSecrets.find({ ...TOKYO, radius: 3000, category: 'attraction' });
    expect(found.places.map((place) => place.id)).toEqual(direct.places.map((place) => place.id));
    expect(found.places.length).toBeGreaterThan(0);
    expect(found.tips?.city).toBe('Tokyo');
    const offTheMap = { latitude: 200, longitude: 0 };
    expect(await call(reader, 'local_secrets', offTheMap)).toEqual({
      isError: true,
      text: await refusalOf(server.app.services.localSecrets.find(offTheMap)),
    });
  });

  it('plans, saves the chosen plan and changes one of its days, as generateTrip, saveTrip and changeTripDay do', async () => {
    const plan = await answerOf<{ budgetItinerary: object; experienceItinerary: object }>(
      assistant,
      'plan_trip',
      REQUEST,
    );
    const saved = await answerOf<TripAnswer>(assistant, 'save_plan', {
      ...REQUEST,
      budgetItinerary: plan.budgetItinerary,
      experienceItinerary: plan.experienceItinerary,
      savedType: 'experience',
    });
    expect(saved).toMatchObject({ savedType: 'experience', savedItinerary: plan.experienceItinerary });
    expect(saved).not.toHaveProperty('userId');
    expect(await answerOf<TripAnswer>(assistant, 'get_trip', { id: saved.id })).toEqual(saved);

    // The service's own checks, with its message.
    const thirteenth = { ...REQUEST, ...plan, travelMonth: 13, savedType: 'budget' };
    expect(await call(assistant, 'save_plan', thirteenth)).toEqual({
      isError: true,
      text: await refusalOf(server.app.services.trips.create(me.userId, thirteenth)),
    });

    const changed = await answerOf<TripAnswer>(assistant, 'change_day', {
      id: saved.id,
      day: 2,
      instruction: 'more relaxed',
      expectedVersion: saved.version,
    });
    expect(changed.id).toBe(saved.id);
    expect(changed.version).toBeGreaterThan(saved.version);
    expect(changed.savedItinerary.days[0]).toEqual(saved.savedItinerary.days[0]);
    // A stale version is refused, as on /graphql.
    const stale = await call(assistant, 'change_day', {
      id: saved.id,
      day: 1,
      instruction: 'more food spots',
      expectedVersion: saved.version,
    });
    expect(stale).toEqual({ isError: true, text: english('trips:stale') });
  });

  it('reads and updates the departure checklist, as tripReadiness and updateTripReadiness do', async () => {
    const checklist = await answerOf<{ tripId: number; items: { id: string }[] }>(reader, 'departure_readiness', {
      tripId: ownTrip,
    });
    expect(checklist).toEqual(asJson(await server.app.services.readiness.get(me.userId, ownTrip, 'en')));
    const first = checklist.items[0]!.id;
    const updated = await answerOf<{ tickedIds: string[]; answers: { ageGroup: string } }>(
      assistant,
      'update_readiness',
      { tripId: ownTrip, answers: { ageGroup: 'minor', passportExpiry: '2030-01-31' }, tickedIds: [first] },
    );
    expect(updated).toMatchObject({ tickedIds: [first], answers: { ageGroup: 'minor' } });
    expect(await call(assistant, 'update_readiness', { tripId: ownTrip, answers: { passportExpiry: 'soon' } })).toEqual(
      {
        isError: true,
        text: await refusalOf(
          server.app.services.readiness.update(me.userId, ownTrip, { answers: { passportExpiry: 'soon' } }, 'en'),
        ),
      },
    );
  });

  it('adds an expense paid by and split with the account when left out, as addExpense does', async () => {
    const expense = await answerOf<{ id: number; paidBy: number; amount: string; shares: { userId: number }[] }>(
      assistant,
      'add_expense',
      { tripId: ownTrip, amount: '1500', currency: 'JPY', category: 'meals', day: 1, note: 'Ramen' },
    );
    expect(expense).toMatchObject({ paidBy: me.userId, amount: '1500', shares: [{ userId: me.userId }] });
    const ledger = await server.app.services.expenses.ledger(me.userId, ownTrip, 'en');
    expect(ledger.expenses.map((recorded) => recorded.id)).toContain(expense.id);
    const bad = { amount: '-3', currency: 'PHP', category: 'meals', paidBy: me.userId, split: 'equal' };
    expect(await call(assistant, 'add_expense', { tripId: ownTrip, ...bad })).toEqual({
      isError: true,
      text: await refusalOf(
        server.app.services.expenses.add(me.userId, ownTrip, { ...bad, participants: [{ userId: me.userId }] }),
      ),
    });
  });

  /** Every tool that names a trip, with arguments that would work on the account's own trip. */
  const tripTools = (trip: number): [string, Record<string, unknown>][] => [
    ['get_trip', { id: trip }],
    ['change_day', { id: trip, day: 1, instruction: 'more relaxed' }],
    ['departure_readiness', { tripId: trip }],
    ['update_readiness', { tripId: trip, tickedIds: [] }],
    ['add_expense', { tripId: trip, amount: '100', currency: 'PHP', category: 'meals' }],
  ];

  it("answers a stranger's token on my trip with Trip not found from every tool and the resource, changing nothing", async () => {
    const before = await server.app.services.trips.get(me.userId, ownTrip);
    for (const [tool, args] of tripTools(ownTrip)) {
      expect(await call(stranger, tool, args), tool).toEqual({ isError: true, text: english('trips:notFound') });
    }
    await expect(stranger.readResource({ uri: `lakbay://trips/${ownTrip}` })).rejects.toMatchObject({ code: -32002 });
    expect(await server.app.services.trips.get(me.userId, ownTrip)).toEqual(before);
    const ledger = await server.app.services.expenses.ledger(me.userId, ownTrip, 'en');
    expect(ledger.expenses.every((expense) => expense.recordedBy === me.userId)).toBe(true);

    // What a stranger saves is theirs: it never shows among my trips, nor I among theirs.
    const theirs = await answerOf<TripAnswer>(stranger, 'save_plan', sampleSaveBody());
    const mine = await answerOf<{ trips: { id: number }[] }>(reader, 'list_trips', { first: 100 });
    expect(mine.trips.map((trip) => trip.id)).not.toContain(theirs.id);
    expect(await call(reader, 'get_trip', { id: theirs.id })).toEqual({
      isError: true,
      text: english('trips:notFound'),
    });
    const strangers = await answerOf<{ trips: { id: number }[] }>(stranger, 'list_trips');
    expect(strangers.trips.map((trip) => trip.id)).toEqual([theirs.id]);
  });

  it('refuses a trip shared with the account to every trip tool, as /graphql does', async () => {
    const refusal = english(message('tokens:ownTripsOnly', { id: sharedWithMe }));
    for (const [tool, args] of tripTools(sharedWithMe)) {
      expect(await call(assistant, tool, args), tool).toEqual({ isError: true, text: refusal });
    }
  });

  it('refuses each write to a token without its scopes, naming the scope, before anything runs', async () => {
    const trips = (await server.app.services.trips.list(me.userId)).length;
    for (const [tool, args] of [
      ['save_plan', sampleSaveBody()],
      ['change_day', { id: ownTrip, day: 1, instruction: 'more relaxed' }],
      ['update_readiness', { tripId: ownTrip, tickedIds: [] }],
      ['add_expense', { tripId: ownTrip, amount: '100', currency: 'PHP', category: 'meals' }],
    ] as const) {
      expect(await call(reader, tool, args), tool).toEqual({ isError: true, text: missing('trips:write', tool) });
    }
    // Changing a day plans it again: it needs generate as well.
    expect(await call(writerOnly, 'change_day', { id: ownTrip, day: 1, instruction: 'more relaxed' })).toEqual({
      isError: true,
      text: missing('generate', 'change_day'),
    });
    const plannerOnly = await connect(server, await tokenOf(me, ['GENERATE']));
    expect(await call(plannerOnly, 'departure_readiness', { tripId: ownTrip })).toEqual({
      isError: true,
      text: missing('trips:read', 'departure_readiness'),
    });
    await plannerOnly.close();
    expect((await server.app.services.trips.list(me.userId)).length).toBe(trips);
  });

  it('applies the same token rules on /graphql to the twins it opened to tokens', async () => {
    const partner = TestClient.for(server, { authorization: `Bearer ${await tokenOf(me, ['TRIPS_READ'])}` });
    const addExpense = await partner.post<{ errors: { message: string }[] }>('/graphql', {
      query: 'mutation ($id: Int!, $input: ExpenseInput!) { addExpense(tripId: $id, input: $input) { id } }',
      variables: {
        id: ownTrip,
        input: { amount: '1', currency: 'PHP', category: 'meals', paidBy: me.userId, split: 'equal', participants: [] },
      },
    });
    expect(addExpense.body.errors[0]!.message).toBe(missing('trips:write', 'addExpense'));
  });

  it('writes the service’s messages in the token owner’s language', async () => {
    const filipino = await connect(
      server,
      await tokenOf(await signedInClient(server, { locale: 'fil' }), ['GENERATE']),
    );
    const offTheMap = { latitude: 200, longitude: 0 };
    expect(await call(filipino, 'local_secrets', offTheMap)).toEqual({
      isError: true,
      text: await refusalOf(server.app.services.localSecrets.find(offTheMap), 'fil'),
    });
    expect(await call(filipino, 'local_secrets', offTheMap)).not.toEqual(
      await call(reader, 'local_secrets', offTheMap),
    );
    await filipino.close();
  });

  it('offers "plan my trip" with the trip form’s fields, walking through the tools', async () => {
    const { prompts } = await reader.listPrompts();
    const planMyTrip = prompts.find((prompt) => prompt.name === 'plan_my_trip');
    expect(planMyTrip?.arguments?.map((argument) => argument.name)).toEqual(
      expect.arrayContaining(['originAirport', 'destinationCountry', 'duration', 'budget', 'preferences', 'cities']),
    );
    expect(planMyTrip?.arguments?.filter((argument) => argument.required).map((argument) => argument.name)).toEqual([
      'originAirport',
      'destinationCountry',
      'duration',
      'budget',
    ]);
    const { messages } = await reader.getPrompt({
      name: 'plan_my_trip',
      arguments: {
        originAirport: 'CEB',
        destinationCountry: 'JP',
        duration: '5',
        budget: '80000',
        preferences: 'food',
      },
    });
    expect(messages).toHaveLength(1);
    const text = (messages[0]!.content as { text: string }).text;
    expect(text).toContain('- originAirport: CEB');
    expect(text).toContain('- preferences: food');
    for (const tool of ['visa_requirements', 'travel_calendar', 'plan_trip', 'save_plan']) expect(text).toContain(tool);
  });
});
