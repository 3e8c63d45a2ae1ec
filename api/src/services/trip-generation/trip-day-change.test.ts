// "Change this day" over REST and GraphQL on a real database (docs/decisions/033-change-one-day.md):
// on an unsaved plan and on a saved trip, with the generation's rules (verified user, hourly
// limit) and the trip's (owner or editor, not a stranger, never over a newer version).
import { bookingSample } from '../../test/bookings.js';
import { english } from '../../lib/messages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../auth/auth.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { addCoTraveler, signedInClient } from '../../test/trips.js';
import type { Day, Itinerary } from '@lakbay/validation/itinerary';
import { tripMessages } from '../trips/trips.js';

const tripRequest = {
  originAirport: 'MNL',
  destinationCountry: 'JP',
  cities: ['Tokyo'],
  travelMonth: 6,
  currency: 'PHP',
  duration: 5,
  budget: 120000,
  preferences: ['landmarks', 'culture'],
};

interface RestTrip {
  id: number;
  version: number;
  budgetItinerary: Itinerary;
  experienceItinerary: Itinerary;
}

const CHANGE_TRIP_DAY = `mutation ($id: Int!, $day: Int!, $instruction: String!, $expectedVersion: Int) {
  changeTripDay(id: $id, day: $day, instruction: $instruction, expectedVersion: $expectedVersion) {
    version savedItinerary { totalBudget days { day title activities } }
  }
}`;

describe('changing one day', () => {
  let server: TestServer;
  let plan: { budgetItinerary: Itinerary; experienceItinerary: Itinerary };

  beforeAll(async () => {
    // Four generations or changes per user an hour; many sign-ups from this one address.
    server = await startTestServer(
      { TRIP_GENERATIONS_PER_HOUR: '4', RATE_LIMIT_MULTIPLIER: '1' },
      { overrides: { rateLimits: { registerPerIp: { points: 100, durationSeconds: 3600 } } } },
    );
  });
  afterAll(async () => {
    await server.stop();
  });

  async function plannedTrip(locale?: 'fil', dates: { startDate?: string } = {}) {
    const owner = await signedInClient(server, { locale });
    const generated = await owner.browser.post<typeof plan>('/api/generate-trip', tripRequest);
    expect(generated.status).toBe(200);
    plan = generated.body;
    const saved = await owner.browser.post<RestTrip>('/api/trips', {
      ...tripRequest,
      ...plan,
      ...dates,
      savedType: 'budget',
    });
    expect(saved.status).toBe(201);
    return { ...owner, trip: saved.body };
  }

  it('changes a day of an unsaved plan (REST and GraphQL), and counts like a generation', async () => {
    const { browser } = await plannedTrip();
    const body = { request: tripRequest, itinerary: plan.budgetItinerary, kind: 'budget', day: 3 };

    const rest = await browser.post<{ day: Day; itinerary: Itinerary }>('/api/change-day', {
      ...body,
      instruction: 'more food spots',
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.day.day).toBe(3);
    expect(rest.body.day).not.toEqual(plan.budgetItinerary.days[2]);
    expect(rest.body.itinerary.days[2]).toEqual(rest.body.day);
    expect(rest.body.itinerary.days.filter((day) => day.day !== 3)).toEqual(
      plan.budgetItinerary.days.filter((day) => day.day !== 3),
    );

    const graphql = await browser.graphql<{ changeDay: { day: { title: string } } }>(
      `mutation ($input: DayChangeInput!) { changeDay(input: $input) { day { title } itinerary { totalBudget } } }`,
      { input: { ...body, instruction: 'rainy-day plan' } },
    );
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data?.changeDay.day.title).toMatch(/^Tokyo: /);

    // Bad input costs nothing; the generation and three changes used four of the hour's four.
    const tooLong = await browser.post('/api/change-day', { ...body, instruction: 'x'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ message: english('validation:dayChange.instruction'), field: 'instruction' });
    expect((await browser.post('/api/change-day', { ...body, instruction: 'more relaxed' })).status).toBe(200);
    const limited = await browser.post('/api/change-day', { ...body, instruction: 'more relaxed' });
    expect(limited.status).toBe(429);
  });

  it('answers in Filipino, and 400 when nothing else fits', async () => {
    const { browser } = await plannedTrip('fil');
    const body = { request: tripRequest, itinerary: plan.budgetItinerary, kind: 'budget', day: 9, instruction: 'x' };
    const missing = await browser.post('/api/change-day', body);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Pumili ng araw ng trip na ito.');
    const nothing = await browser.post('/api/change-day', { ...body, day: 3, instruction: 'zorbing xylophone' });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toContain('Wala nang ibang lugar ang Lakbay sa Tokyo');
  });

  it('changes a day of a saved trip for its owner and editors, with a new version; undo is an itinerary update', async () => {
    const { browser, trip } = await plannedTrip();
    const editor = await signedInClient(server);
    await addCoTraveler(server, { browser }, trip.id, editor, 'editor');

    const changed = await editor.browser.post<RestTrip>(`/api/trips/${trip.id}/change-day`, {
      day: 2,
      instruction: 'more food spots',
      expectedVersion: trip.version,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.version).toBe(trip.version + 1);
    expect(changed.body.budgetItinerary.days[1]).not.toEqual(trip.budgetItinerary.days[1]);
    expect(changed.body.experienceItinerary).toEqual(trip.experienceItinerary);

    const graphql = await browser.graphql<{ changeTripDay: { version: number } }>(CHANGE_TRIP_DAY, {
      id: trip.id,
      day: 4,
      instruction: 'rainy-day plan',
      expectedVersion: changed.body.version,
    });
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data?.changeTripDay.version).toBe(trip.version + 2);

    // Undo: the previous day written back through the day-update path, versioned like any edit.
    const undone = await browser.request<RestTrip>('PATCH', `/api/trips/${trip.id}`, {
      budgetItinerary: { ...changed.body.budgetItinerary, days: trip.budgetItinerary.days },
      expectedVersion: trip.version + 2,
    });
    expect(undone.status).toBe(200);
    expect(undone.body.budgetItinerary.days).toEqual(trip.budgetItinerary.days);
  });

  it('plans a saved trip’s day around its bookings: after the landing, at the booked hotel', async () => {
    const { browser, trip } = await plannedTrip(undefined, { startDate: '2026-12-01' });
    for (const name of ['philippine-airlines', 'agoda'] as const) {
      const text = bookingSample(name);
      const added = await browser.graphql(
        `mutation ($tripId: Int!, $text: String!) { addBookings(tripId: $tripId, text: $text) { id } }`,
        { tripId: trip.id, text },
      );
      expect(added.errors).toBeUndefined();
    }
    // PR 428 lands at Narita at 13:30 on day 1; the hotel is the Agoda sample's.
    const changed = await browser.graphql<{
      changeTripDay: { savedItinerary: { days: (Day & { stops: { start: string }[] })[] } };
    }>(
      `mutation ($id: Int!) { changeTripDay(id: $id, day: 1, instruction: "more food spots") {
        savedItinerary { days { day accommodation stops { start } } } } }`,
      { id: trip.id },
    );
    expect(changed.errors).toBeUndefined();
    const day = changed.data!.changeTripDay.savedItinerary.days[0]!;
    expect(day.accommodation).toBe('Sample Shinjuku Hotel, 1-2-3 Kabukicho, Shinjuku-ku, Tokyo, Japan, 160-0021');
    expect(day.stops.length).toBeGreaterThan(0);
    expect(day.stops.every((stop) => stop.start >= '15:30')).toBe(true);
  });

  it('refuses strangers (404), viewers and unverified users (403), and a stale version (409)', async () => {
    const { browser, trip } = await plannedTrip();
    const body = { day: 2, instruction: 'more relaxed' };
    const path = `/api/trips/${trip.id}/change-day`;

    const stranger = await signedInClient(server);
    expect(await stranger.browser.post(path, body)).toMatchObject({
      status: 404,
      body: { message: english(tripMessages.notFound) },
    });
    const viewer = await signedInClient(server);
    await addCoTraveler(server, { browser }, trip.id, viewer, 'viewer');
    expect(await viewer.browser.post(path, body)).toMatchObject({
      status: 403,
      body: { message: english(tripMessages.editorsOnly) },
    });
    const unverified = await signedInClient(server, { verified: false });
    const refused = await unverified.browser.post(path, body);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(english(messages.verifyFirst));

    const stale = await browser.graphql(CHANGE_TRIP_DAY, { id: trip.id, ...body, expectedVersion: trip.version + 5 });
    expect(stale.errors?.[0]).toMatchObject({ message: english(tripMessages.stale), extensions: { code: 'CONFLICT' } });
    const reread = await browser.get<RestTrip>(`/api/trips/${trip.id}`);
    expect(reread.body.version).toBe(trip.version);
  });
});
