// Saved trips over GraphQL: the operations the web app uses, their error
// codes, and the SQL a list of trips costs.
import { english } from '../../lib/messages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../services/auth/auth.js';
import { PLACEHOLDER_OVERVIEW, tripMessages } from '../../services/trips/trips.js';
import { TestClient } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { sampleItinerary, sampleSaveBody, signedInClient } from '../../test/trips.js';

const ITINERARY = `destination totalBudget currency duration startDate overview tips
  days { day title activities accommodation transportation meals costs { accommodation meals activities transportation } }
  extraCosts { label amount note }`;
const TRIP = `id originAirport destinationCountry cities travelMonth currency duration budget preferences savedType status
  startDate createdAt updatedAt version budgetItinerary { ${ITINERARY} } experienceItinerary { ${ITINERARY} }
  savedItinerary { overview }`;

const TRIPS = `query ($status: TripStatus) { trips(status: $status) { nodes { id status } } }`;
const COUNTS = `{ tripCounts { upcoming past canceled } }`;
const TRIP_BY_ID = `query ($id: Int!) { trip(id: $id) { ${TRIP} } }`;
const SAVE = `mutation ($input: SaveTripInput!) { saveTrip(input: $input) { ${TRIP} } }`;
const CREATE = `mutation ($input: CreateTripInput!) { createTrip(input: $input) { ${TRIP} } }`;
const UPDATE = `mutation ($id: Int!, $input: UpdateTripInput!, $expectedVersion: Int) {
  updateTrip(id: $id, input: $input, expectedVersion: $expectedVersion) { id budget startDate version } }`;
const UPDATE_ITINERARY = `mutation ($id: Int!, $type: ItineraryType!, $itinerary: ItineraryInput!, $expectedVersion: Int) {
  updateTripItinerary(id: $id, type: $type, itinerary: $itinerary, expectedVersion: $expectedVersion) {
    id version budgetItinerary { ${ITINERARY} } experienceItinerary { ${ITINERARY} } } }`;
const UPDATE_STATUS = `mutation ($id: Int!, $status: TripStatus!) { updateTripStatus(id: $id, status: $status) { id status version } }`;
const DELETE = `mutation ($id: Int!) { deleteTrip(id: $id) }`;

interface TripData {
  id: number;
  version: number;
  status: string;
  [field: string]: unknown;
}

describe('trips over GraphQL', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  async function saved(browser: TestClient, overrides: Record<string, unknown> = {}) {
    const result = await browser.graphql<{ saveTrip: TripData }>(SAVE, { input: sampleSaveBody(overrides) });
    expect(result.errors).toBeUndefined();
    return result.data!.saveTrip;
  }

  it('saves a generated trip, lists it, reads it, edits it and moves it through its statuses', async () => {
    const { browser } = await signedInClient(server);
    const trip = await saved(browser, { savedType: 'experience', startDate: '2026-12-01' });
    expect(trip).toMatchObject({
      originAirport: 'MNL',
      destinationCountry: 'JP',
      cities: ['Tokyo'],
      travelMonth: 4,
      currency: 'PHP',
      duration: 2,
      budget: 50000,
      preferences: ['food', 'culture'],
      savedType: 'experience',
      status: 'upcoming',
      startDate: '2026-12-01T00:00:00.000Z',
      version: 1,
      savedItinerary: { overview: 'Experience overview' },
    });
    expect(trip.budgetItinerary).toEqual({
      ...sampleItinerary('Budget'),
      extraCosts: [{ label: 'Philippine travel tax', amount: 1620, note: null }],
    });

    expect((await browser.graphql(TRIPS)).data).toEqual({ trips: { nodes: [{ id: trip.id, status: 'upcoming' }] } });
    expect((await browser.graphql(TRIP_BY_ID, { id: trip.id })).data).toEqual({ trip });

    const edited = await browser.graphql(UPDATE, {
      id: trip.id,
      input: { budget: 60000, startDate: null },
      expectedVersion: trip.version,
    });
    expect(edited.data).toEqual({ updateTrip: { id: trip.id, budget: 60000, startDate: null, version: 2 } });

    // What the client read goes straight back, nulls included (minus __typename).
    const dayEdit = { ...(trip.experienceItinerary as object), overview: 'Edited' };
    const itinerary = await browser.graphql<{ updateTripItinerary: TripData }>(UPDATE_ITINERARY, {
      id: trip.id,
      type: 'experience',
      itinerary: dayEdit,
      expectedVersion: 2,
    });
    expect(itinerary.errors).toBeUndefined();
    expect(itinerary.data!.updateTripItinerary).toMatchObject({
      version: 3,
      experienceItinerary: { overview: 'Edited' },
      budgetItinerary: trip.budgetItinerary,
    });

    const moves: [string, string | null][] = [
      ['past', null],
      ['upcoming', null],
      ['canceled', null],
      ['upcoming', english(tripMessages.canceled)],
    ];
    for (const [status, error] of moves) {
      const result = await browser.graphql(UPDATE_STATUS, { id: trip.id, status });
      if (error) expect(result.errors?.[0]).toMatchObject({ message: error, extensions: { code: 'CONFLICT' } });
      else expect(result.data).toMatchObject({ updateTripStatus: { id: trip.id, status } });
    }
    expect((await browser.graphql(TRIPS, { status: 'canceled' })).data).toEqual({
      trips: { nodes: [{ id: trip.id, status: 'canceled' }] },
    });
    expect((await browser.graphql(COUNTS)).data).toEqual({ tripCounts: { upcoming: 0, past: 0, canceled: 1 } });
  });

  it('saves and reads the marks of places not verified by Lakbay; an older trip has none and no count', async () => {
    const { browser } = await signedInClient(server);
    const MARKS = `query ($id: Int!) { trip(id: $id) { budgetItinerary { unverifiedPlaceCount days { unverifiedPlaces { name line } } }
      experienceItinerary { unverifiedPlaceCount days { unverifiedPlaces { name line } } } } }`;
    const base = sampleItinerary('Marked');
    const lunch = 'Lunch: Hoshizora Ramen Club';
    const marked = {
      ...base,
      days: base.days.map((day) =>
        day.day === 2
          ? { ...day, meals: [lunch], unverifiedPlaces: [{ name: 'Hoshizora Ramen Club', line: lunch }] }
          : day,
      ),
      // The server counts again from the marks.
      unverifiedPlaceCount: 3,
    };
    const trip = await saved(browser, { budgetItinerary: marked });
    const read = await browser.graphql<{ trip: Record<string, unknown> }>(MARKS, { id: trip.id });
    expect(read.errors).toBeUndefined();
    expect(read.data!.trip).toEqual({
      budgetItinerary: {
        unverifiedPlaceCount: 1,
        days: [{ unverifiedPlaces: [] }, { unverifiedPlaces: [{ name: 'Hoshizora Ramen Club', line: lunch }] }],
      },
      // Saved without them, as every trip before places were checked.
      experienceItinerary: { unverifiedPlaceCount: null, days: [{ unverifiedPlaces: [] }, { unverifiedPlaces: [] }] },
    });
  });

  it('creates a trip from the create-trip dialog with placeholder days', async () => {
    const { browser } = await signedInClient(server);
    const input = {
      destinationCountry: 'Japan',
      originAirport: 'MNL',
      duration: 2,
      budget: 30000,
      currency: 'PHP',
      travelMonth: 3,
    };
    const result = await browser.graphql<{ createTrip: TripData }>(CREATE, { input });
    expect(result.errors).toBeUndefined();
    const trip = result.data!.createTrip;
    expect(trip).toMatchObject({ ...input, status: 'upcoming', savedType: 'budget', startDate: null, cities: [] });
    expect(trip.budgetItinerary).toMatchObject({ overview: PLACEHOLDER_OVERVIEW, totalBudget: 30000 });
    expect((trip.budgetItinerary as { days: unknown[] }).days).toHaveLength(2);

    const invalid = await browser.graphql(CREATE, { input: { ...input, destinationCountry: 'J' } });
    expect(invalid.errors?.[0]).toMatchObject({
      message: 'Destination is required',
      extensions: { code: 'BAD_USER_INPUT', field: 'destinationCountry' },
    });
  });

  it('refuses a stale edit with CONFLICT and keeps the newer one', async () => {
    const { browser } = await signedInClient(server);
    const trip = await saved(browser);
    const first = sampleItinerary('First');
    const second = sampleItinerary('Second');
    const write = (itinerary: object) =>
      browser.graphql(UPDATE_ITINERARY, { id: trip.id, type: 'budget', itinerary, expectedVersion: trip.version });
    expect((await write(first)).errors).toBeUndefined();
    expect((await write(second)).errors?.[0]).toMatchObject({
      message: english(tripMessages.stale),
      extensions: { code: 'CONFLICT' },
    });
    const after = await browser.graphql<{ trip: TripData }>(TRIP_BY_ID, { id: trip.id });
    expect(after.data!.trip).toMatchObject({
      version: trip.version + 1,
      budgetItinerary: { overview: 'First overview' },
    });
  });

  it('needs a signed-in, verified user, and hides other users’ trips', async () => {
    const { browser: owner } = await signedInClient(server);
    const trip = await saved(owner);
    const operations: [string, Record<string, unknown>][] = [
      [TRIPS, {}],
      [COUNTS, {}],
      [TRIP_BY_ID, { id: trip.id }],
      [SAVE, { input: sampleSaveBody() }],
      [UPDATE, { id: trip.id, input: { budget: 1 } }],
      [UPDATE_ITINERARY, { id: trip.id, type: 'budget', itinerary: sampleItinerary() }],
      [UPDATE_STATUS, { id: trip.id, status: 'canceled' }],
      [DELETE, { id: trip.id }],
    ];
    const { browser: unverified } = await signedInClient(server, { verified: false });
    for (const [query, variables] of operations) {
      expect((await TestClient.for(server).graphql(query, variables)).errors?.[0], query).toMatchObject({
        message: english(messages.signedOut),
        extensions: { code: 'UNAUTHENTICATED' },
      });
      expect((await unverified.graphql(query, variables)).errors?.[0], query).toMatchObject({
        message: english(messages.verifyFirst),
        extensions: { code: 'FORBIDDEN', requiresVerification: true },
      });
    }

    const { browser: stranger } = await signedInClient(server);
    for (const [query, variables] of operations.slice(2).filter(([query]) => query !== SAVE)) {
      const theirs = await stranger.graphql(query, variables);
      const missing = await stranger.graphql(query, { ...variables, id: 2_000_000_000 });
      expect(theirs.errors?.[0], query).toMatchObject({
        message: english(tripMessages.notFound),
        extensions: { code: 'NOT_FOUND' },
      });
      expect(theirs.errors?.[0]).toEqual(missing.errors?.[0]);
    }
    expect((await stranger.graphql(TRIPS)).data).toEqual({ trips: { nodes: [] } });
    const unchanged = await owner.graphql<{ trip: TripData }>(TRIP_BY_ID, { id: trip.id });
    expect(unchanged.data!.trip).toEqual(trip);
  });

  it('deletes a trip: it leaves the lists and counts, and a second delete is NOT_FOUND', async () => {
    const { browser } = await signedInClient(server);
    const trip = await saved(browser);
    expect(await browser.graphql(DELETE, { id: trip.id })).toEqual({ data: { deleteTrip: true } });
    expect((await browser.graphql(TRIPS)).data).toEqual({ trips: { nodes: [] } });
    expect((await browser.graphql(COUNTS)).data).toEqual({ tripCounts: { upcoming: 0, past: 0, canceled: 0 } });
    expect((await browser.graphql(DELETE, { id: trip.id })).errors?.[0]).toMatchObject({
      message: english(tripMessages.notFound),
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('pages 50 trips with itineraries and diaries in a constant number of SQL statements', async () => {
    const { browser, userId } = await signedInClient(server);
    const { budgetItinerary, experienceItinerary, savedType: _savedType, ...details } = sampleSaveBody();
    const { prisma, pool } = server.database;
    const addTrips = async (count: number) => {
      const trips = await prisma.trip.createManyAndReturn({
        data: Array.from({ length: count }, () => ({ ...details, userId, budgetItinerary, experienceItinerary })),
        select: { id: true },
      });
      await prisma.tripDiary.createMany({
        data: trips.flatMap(({ id }) =>
          ['Arrival', 'Temples'].map((title, index) => ({
            tripId: id,
            title,
            content: 'Notes',
            date: new Date(2026, 3, index + 1),
          })),
        ),
      });
    };
    const PAGE = `query ($first: Int!) { trips(first: $first) {
      edges { cursor node { id memberCount budgetItinerary { days { title } } diaries { title } } }
      pageInfo { hasNextPage endCursor } } }`;
    type Page = {
      trips: {
        edges: { node: { budgetItinerary: { days: { title: string }[] }; diaries: { title: string }[] } }[];
        pageInfo: { hasNextPage: boolean };
      };
    };

    // Prisma's pg adapter sends every statement outside a transaction through pool.query.
    async function statementsFor(first: number) {
      const statements: string[] = [];
      const query = pool.query.bind(pool);
      pool.query = ((...args: Parameters<typeof pool.query>) => {
        const [sql] = args as unknown as [string | { text: string }];
        statements.push(typeof sql === 'string' ? sql : sql.text);
        return query(...args);
      }) as typeof pool.query;
      try {
        const result = await browser.graphql<Page>(PAGE, { first });
        expect(result.errors).toBeUndefined();
        return { page: result.data!.trips, statements: statements.filter((sql) => !/"session"/.test(sql)) };
      } finally {
        pool.query = query;
      }
    }

    await addTrips(1);
    const one = await statementsFor(1);
    await addTrips(59);
    const fifty = await statementsFor(50);
    expect(fifty.page.edges).toHaveLength(50);
    expect(fifty.page.pageInfo.hasNextPage).toBe(true);
    expect(fifty.page.edges[0]!.node.budgetItinerary.days.map((day) => day.title)).toEqual([
      'Budget day 1',
      'Budget day 2',
    ]);
    expect(fifty.page.edges.every(({ node }) => node.diaries.map((d) => d.title).join() === 'Arrival,Temples')).toBe(
      true,
    );
    // The user check, the page of trips (with each one's member count), and the diaries of the whole page: the
    // same for 1 trip as for 50.
    expect(fifty.statements, fifty.statements.join('\n')).toHaveLength(3);
    expect(fifty.statements).toHaveLength(one.statements.length);
  });
});
