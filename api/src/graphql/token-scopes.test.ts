// What an API token reaches, field by field (issue #33 S11; docs/api.md, "Partner API"). A token acts
// for its account on the account's own trips: `trips:read` never reached co-travelers' trips, the
// people on a trip, the shared ledger or the invitees' addresses, but scopes were checked on root fields
// only, so `trip(id) { members invitations expenses }` and a trip shared with the account came back whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english, message } from '../lib/messages.js';
import type { TestClient } from '../test/http-client.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { addCoTraveler, sampleSaveBody, signedInClient } from '../test/trips.js';
import { partnerClient, type Scope } from '../test/api-tokens.js';

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions: Record<string, unknown> }[];
}

describe('API token scopes, field by field', () => {
  let server: TestServer;
  let reader: TestClient;
  let writer: TestClient;
  let ownTrip: number;
  let sharedWithMe: number;

  beforeAll(async () => {
    server = await startTestServer();
    const me = await signedInClient(server);
    const friend = await signedInClient(server);
    // My trip, with a co-traveler, an open invitation, an expense and a share link.
    ownTrip = (await me.browser.post<{ id: number }>('/api/trips', sampleSaveBody())).body.id;
    await addCoTraveler(server, me, ownTrip, friend, 'editor');
    await me.browser.post(`/api/trips/${ownTrip}/invitations`, { email: 'invitee@example.ph', role: 'viewer' });
    await me.browser.post(`/api/trips/${ownTrip}/expenses`, {
      amount: '500',
      currency: 'PHP',
      category: 'meals',
      paidBy: friend.userId,
      split: 'equal',
      participants: [{ userId: me.userId }, { userId: friend.userId }],
      note: 'Sinigang',
    });
    await me.browser.graphql('mutation ($id: Int!) { shareTrip(tripId: $id) { id } }', { id: ownTrip });
    // The friend's trip, which I edit with them.
    sharedWithMe = (await friend.browser.post<{ id: number }>('/api/trips', sampleSaveBody())).body.id;
    await addCoTraveler(server, friend, sharedWithMe, me, 'editor');

    const token = (scopes: Scope[]) => partnerClient(server, me.browser, scopes);
    reader = await token(['TRIPS_READ']);
    writer = await token(['TRIPS_READ', 'TRIPS_WRITE']);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const ask = async (client: TestClient, query: string, variables?: Record<string, unknown>) => {
    const response = await client.post<Answer>('/graphql', { query, variables });
    return { status: response.status, ...response.body };
  };

  it("reads the account's own trips, with their plans, but not the other travelers on them", async () => {
    const plain = await ask(
      reader,
      'query ($id: Int!) { trip(id: $id) { id destinationCountry myPart ownerName savedItinerary { overview } } }',
      { id: ownTrip },
    );
    expect(plain.errors).toBeUndefined();
    expect(plain.data?.trip).toMatchObject({ id: ownTrip, myPart: 'owner' });

    for (const [field, selection] of [
      ['Trip.members', 'members { userId username }'],
      ['Trip.invitations', 'invitations { email }'],
      ['Trip.expenses', 'expenses { people { username } balances { userId balance } }'],
    ] as const) {
      for (const query of [
        `query ($id: Int!) { trip(id: $id) { id ${selection} } }`,
        `{ trips(first: 5) { edges { node { id ${selection} } } } }`,
        `query ($id: Int!) { trip(id: $id) { ...Rest } } fragment Rest on Trip { ${selection} }`,
      ]) {
        const refused = await ask(reader, query, query.includes('$id') ? { id: ownTrip } : undefined);
        expect(refused.status, query).toBe(403);
        expect(refused.data ?? null).toBeNull();
        expect(refused.errors).toEqual([
          {
            message: english(message('tokens:othersData', { field })),
            extensions: { code: 'FORBIDDEN', field },
          },
        ]);
        expect(JSON.stringify(refused)).not.toMatch(/invitee@|Sinigang/);
      }
    }
  });

  it('reads no trip shared with the account, and no list of them', async () => {
    for (const [query, variables] of [
      ['query ($id: Int!) { trip(id: $id) { id destinationCountry } }', { id: sharedWithMe }],
      ['query ($id: Int!) { tripReadiness(tripId: $id) { openCount } }', { id: sharedWithMe }],
    ] as const) {
      const refused = await ask(reader, query, variables);
      expect(refused.status, query).toBe(403);
      expect(refused.errors).toEqual([
        {
          message: english(message('tokens:ownTripsOnly', { id: sharedWithMe })),
          extensions: { code: 'FORBIDDEN', tripId: sharedWithMe },
        },
      ]);
    }
    const list = await ask(reader, '{ sharedTrips { id } }');
    expect(list.status).toBe(403);
    expect(list.errors?.[0]).toMatchObject({
      message: english(message('tokens:othersData', { field: 'sharedTrips' })),
      extensions: { code: 'FORBIDDEN', field: 'sharedTrips' },
    });
  });

  it('changes only the trips the account owns', async () => {
    const edit = 'mutation ($id: Int!) { updateTrip(id: $id, input: { budget: 61000 }) { id budget } }';
    const refused = await ask(writer, edit, { id: sharedWithMe });
    expect(refused.status).toBe(403);
    expect(refused.errors?.[0]?.extensions).toEqual({ code: 'FORBIDDEN', tripId: sharedWithMe });
    expect((await ask(writer, edit, { id: ownTrip })).data).toEqual({ updateTrip: { id: ownTrip, budget: 61000 } });
    // The Trip a mutation answers follows the same rules.
    const answered = await ask(
      writer,
      'mutation ($id: Int!) { updateTrip(id: $id, input: {}) { members { userId } } }',
      {
        id: ownTrip,
      },
    );
    expect(answered.errors?.[0]?.extensions).toEqual({ code: 'FORBIDDEN', field: 'Trip.members' });
  });
});
