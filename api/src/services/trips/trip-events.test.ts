// Live trip pages (issue #17 item 2) on a real database: the `tripChanged`
// subscription over Server-Sent Events at /graphql/stream, with two server
// processes over one PostgreSQL database. A change made through one reaches a
// co-traveler following the trip through the other within a second; nobody
// without a part in the trip can follow it; a removed member's stream ends.
import { english } from '../../lib/messages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_SUBSCRIPTIONS_ONLY } from '../../graphql/server.js';
import { latestToken } from '../../test/accounts.js';
import { eventStream } from '../../test/event-stream.js';
import { TestClient } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { sampleSaveBody, signedInClient } from '../../test/trips.js';
import { tripMessages } from './trips.js';

/** What each event of the stream carries. */
interface TripChangedResult {
  data?: { tripChanged?: { id: number; budget: number; version: number } } | null;
  errors?: { message: string; extensions: { code: string } }[];
}

/** How long a test waits for a change to arrive; the benchmark measures how long it takes. */
const LIVE_WAIT_MS = 5000;

const SUBSCRIPTION = 'subscription ($id: Int!) { tripChanged(tripId: $id) { id budget version } }';

/** Follows a trip over /graphql/stream as `client`; `next()` waits for the next event (or the end, as null). */
async function follow(client: TestClient, tripId: number, query = SUBSCRIPTION) {
  const abort = new AbortController();
  const response = await client.fetch('/graphql/stream', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ query, variables: { id: tripId } }),
    signal: abort.signal,
  });
  const { next } = eventStream<TripChangedResult>(response);
  return { response, next, close: () => abort.abort() };
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms)),
  ]);

describe('following a trip live', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer();
    // Another "server process" over the same database, as with several replicas.
    second = await startTestServer({}, { shareDatabaseWith: first });
  });
  afterAll(async () => {
    await second.stop();
    await first.stop();
  });

  it('shows a change made through one server to a co-traveler connected to another', async () => {
    const owner = await signedInClient(first);
    const saved = await owner.browser.post<{ id: number; version: number }>('/api/trips', sampleSaveBody());
    const tripId = saved.body.id;
    const friend = await signedInClient(first);
    await owner.browser.post(`/api/trips/${tripId}/invitations`, { email: friend.account.email, role: 'editor' });
    const token = await latestToken(first, friend.account.email, '/join-trip');
    expect((await friend.browser.post(`/api/trip-invitations/${token}/accept`)).status).toBe(200);

    // The friend follows the trip through the second server, with the same session cookie.
    const onSecond = new TestClient(second.baseUrl);
    onSecond.cookies.set('lakbay.sid', friend.browser.sessionId!);
    const stream = await follow(onSecond, tripId);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    try {
      // Give the subscription a moment to be in place before the change.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const edited = await owner.browser.request<{ version: number }>('PATCH', `/api/trips/${tripId}`, {
        budget: 51000,
      });
      expect(edited.status).toBe(200);
      // The latency itself is measured by the benchmark; here a busy test machine gets slack.
      const event = await within(stream.next(), LIVE_WAIT_MS, 'the change through another server');
      expect(event).toEqual({
        event: 'next',
        data: { data: { tripChanged: { id: tripId, budget: 51000, version: edited.body.version } } },
      });

      // The friend's own edit through the first server reaches the owner following through the second.
      const ownerOnSecond = new TestClient(second.baseUrl);
      ownerOnSecond.cookies.set('lakbay.sid', owner.browser.sessionId!);
      const ownerStream = await follow(ownerOnSecond, tripId);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await friend.browser.request('PATCH', `/api/trips/${tripId}/status`, { status: 'past' });
      const seen = await within(ownerStream.next(), LIVE_WAIT_MS, "the friend's change");
      expect(seen?.data?.data?.tripChanged?.id).toBe(tripId);
      ownerStream.close();
      // The friend's stream saw it too.
      expect((await within(stream.next(), LIVE_WAIT_MS, 'the status change'))?.event).toBe('next');

      // Removed from the trip: the next change ends the friend's stream with NOT_FOUND, telling nothing more.
      expect((await owner.browser.request('DELETE', `/api/trips/${tripId}/members/${friend.userId}`)).status).toBe(204);
      const removed = await within(stream.next(), LIVE_WAIT_MS, 'the removal');
      expect(removed?.data?.data?.tripChanged ?? null).toBeNull();
      expect(removed?.data?.errors?.[0]).toMatchObject({
        message: english(tripMessages.notFound),
        extensions: { code: 'NOT_FOUND' },
      });
      // ...and the stream ends, giving back its place among the friend's streams.
      expect(await within(stream.next(), LIVE_WAIT_MS, 'the end')).toEqual({ event: 'complete', data: null });
      expect(await within(stream.next(), LIVE_WAIT_MS, 'the end')).toBeNull();
    } finally {
      stream.close();
    }
  });

  it('says who changed what (tripChanges), telling a member nothing the trip page does not show', async () => {
    const CHANGES = `subscription ($id: Int!) { tripChanges(tripId: $id) {
      trip { id budget status } changes { by byMe what day } } }`;
    type Changes = { trip: { id: number; budget: number; status: string }; changes: unknown[] };
    const owner = await signedInClient(first);
    const tripId = (await owner.browser.post<{ id: number }>('/api/trips', sampleSaveBody())).body.id;
    const [maria, viewer] = [await signedInClient(first), await signedInClient(first)];
    for (const [member, role] of [
      [maria, 'editor'],
      [viewer, 'viewer'],
    ] as const) {
      await owner.browser.post(`/api/trips/${tripId}/invitations`, { email: member.account.email, role });
      const token = await latestToken(first, member.account.email, '/join-trip');
      expect((await member.browser.post(`/api/trip-invitations/${token}/accept`)).status).toBe(200);
    }
    const mariaName = maria.account.username;

    // The viewer follows through the second server; Maria follows her own changes on the first.
    const onSecond = new TestClient(second.baseUrl);
    onSecond.cookies.set('lakbay.sid', viewer.browser.sessionId!);
    const stream = await follow(onSecond, tripId, CHANGES);
    const own = await follow(maria.browser, tripId, CHANGES);
    const nextChange = async (of: typeof stream, what: string) => {
      const event = await within(of.next(), LIVE_WAIT_MS, what);
      expect(event?.data?.errors, what).toBeUndefined();
      return (event?.data?.data as { tripChanges?: Changes } | undefined)?.tripChanges;
    };
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await maria.browser.request('PATCH', `/api/trips/${tripId}`, { budget: 52000 })).status).toBe(200);
      expect(await nextChange(stream, 'the details')).toEqual({
        trip: { id: tripId, budget: 52000, status: 'upcoming' },
        changes: [{ by: mariaName, byMe: false, what: 'details', day: null }],
      });
      // Her own page knows the change is hers: it tells nobody.
      expect((await nextChange(own, 'her own change'))?.changes).toEqual([
        { by: mariaName, byMe: true, what: 'details', day: null },
      ]);
      own.close();

      await first.app.services.trips.appendActivity(maria.userId, tripId, { day: 2, activity: 'Ramen at Ichiran' });
      expect((await nextChange(stream, 'a day'))?.changes).toEqual([
        { by: mariaName, byMe: false, what: 'day', day: 2 },
      ]);

      // The day editor sends the whole itinerary back: one day changed in it is a change to that day.
      const { budgetItinerary } = sampleSaveBody() as {
        budgetItinerary: { days: { title: string; activities: string[] }[] };
      };
      budgetItinerary.days[1]!.activities.push('Ramen at Ichiran');
      budgetItinerary.days[0]!.title = 'Asakusa with the barkada';
      expect((await maria.browser.request('PATCH', `/api/trips/${tripId}`, { budgetItinerary })).status).toBe(200);
      expect((await nextChange(stream, 'a day through the day editor'))?.changes).toEqual([
        { by: mariaName, byMe: false, what: 'day', day: 1 },
      ]);

      const paid = await maria.browser.post(`/api/trips/${tripId}/expenses`, {
        amount: '1500',
        currency: 'php',
        category: 'transportation',
        paidBy: maria.userId,
        split: 'equal',
        participants: [{ userId: maria.userId }, { userId: owner.userId }],
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(201);
      expect((await nextChange(stream, 'an expense'))?.changes).toEqual([
        { by: mariaName, byMe: false, what: 'expenses', day: null },
      ]);

      // The owner's invitation is theirs alone: it sends members nothing.
      await owner.browser.post(`/api/trips/${tripId}/invitations`, { email: 'tita@example.com', role: 'viewer' });
      expect((await owner.browser.request('PATCH', `/api/trips/${tripId}/status`, { status: 'past' })).status).toBe(
        200,
      );
      const status = await nextChange(stream, 'the status');
      expect(status?.changes).toEqual([{ by: owner.account.username, byMe: false, what: 'status', day: null }]);
      expect(JSON.stringify(status)).not.toContain('tita@example.com');

      // Someone who left is named no more: "someone" changed who is on the trip.
      expect((await maria.browser.request('DELETE', `/api/trips/${tripId}/membership`)).status).toBe(204);
      expect((await nextChange(stream, 'the leaving'))?.changes).toEqual([
        { by: null, byMe: false, what: 'members', day: null },
      ]);
    } finally {
      stream.close();
      own.close();
    }
  });

  it('lets nobody follow a trip that is not theirs, and serves only subscriptions', async () => {
    const owner = await signedInClient(first);
    const saved = await owner.browser.post<{ id: number }>('/api/trips', sampleSaveBody());
    const stranger = await signedInClient(first);

    const stream = await follow(stranger.browser, saved.body.id);
    try {
      const first = await within(stream.next(), 2000, 'NOT_FOUND');
      expect(first?.data?.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
      expect(JSON.stringify(first)).not.toContain('budget');
    } finally {
      stream.close();
    }
    // Signed out, no stream opens at all (live-streams.test.ts).
    const anonymous = await TestClient.for(first).post(`/graphql/stream`, {
      query: SUBSCRIPTION,
      variables: { id: saved.body.id },
    });
    expect(anonymous.status).toBe(406);
    const signedOut = await TestClient.for(first).fetch('/graphql/stream', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: SUBSCRIPTION, variables: { id: saved.body.id } }),
    });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.text()).not.toContain('budget');

    const query = await follow(owner.browser, saved.body.id, 'query ($id: Int!) { trip(id: $id) { id } }');
    try {
      const refused = await within(query.next(), 2000, 'a query');
      expect(refused?.data?.data ?? null).toBeNull();
      expect(refused?.data?.errors?.[0]?.message).toBe(STREAM_SUBSCRIPTIONS_ONLY);
    } finally {
      query.close();
    }

    // A cookie-carrying POST from another site is refused before anything runs.
    const crossSite = await owner.browser.fetch('/graphql/stream', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', origin: 'https://evil.example' },
      body: JSON.stringify({ query: SUBSCRIPTION, variables: { id: saved.body.id } }),
    });
    expect(crossSite.status).toBe(403);
  });
});
