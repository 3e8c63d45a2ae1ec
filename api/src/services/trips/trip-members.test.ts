// Travel together (issue #17, item 1) over REST and GraphQL on a real database
// and the app's real outbox: the owner invites by e-mail, the invited account
// accepts with the link, and every role rule holds on the server — editors
// change details and days, viewers read, only the owner deletes, cancels,
// shares and invites, and a trip the user has no part in stays NOT_FOUND.
import { english } from '../../lib/messages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestToken, outboxFor } from '../../test/accounts.js';
import { TestClient } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { addCoTraveler, sampleSaveBody, signedInClient } from '../../test/trips.js';
import { hashToken, messages } from '../auth/auth.js';
import { memberMessages } from './trip-members.js';
import { tripMessages } from './trips.js';

type Client = Awaited<ReturnType<typeof signedInClient>>;

describe('co-travelers on a trip', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  async function ownersTrip() {
    const owner = await signedInClient(server);
    const saved = await owner.browser.post<{ id: number; version: number }>('/api/trips', sampleSaveBody());
    expect(saved.status).toBe(201);
    return { owner, tripId: saved.body.id };
  }

  const join = (owner: Client, tripId: number, member: Client, role: 'editor' | 'viewer') =>
    addCoTraveler(server, owner, tripId, member, role);

  it('invites by e-mail; the invited account accepts once with the link and sees the trip under Shared with me', async () => {
    const { owner, tripId } = await ownersTrip();
    const friend = await signedInClient(server);

    const invited = await owner.browser.post(`/api/trips/${tripId}/invitations`, {
      email: `  ${friend.account.email.toUpperCase()} `,
      role: 'editor',
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email: friend.account.email, role: 'editor' });

    const [mail] = await outboxFor(server, friend.account.email);
    // No text of the inviter's choosing (issue #33 S6): their username, and the destination on the page.
    expect(mail!.subject).toBe('You are invited to a trip on Lakbay');
    expect(mail!.text).toContain(`${owner.account.username}, who uses Lakbay, invited you`);
    expect(mail!.text).not.toContain('Tokyo');
    expect(mail!.text).toContain('As an editor you can change');
    const token = await latestToken(server, friend.account.email, '/join-trip');
    // Only the hash is stored.
    const stored = await server.database.prisma.tripInvitation.findFirstOrThrow({ where: { tripId } });
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    // Anyone holding the link sees what it is for, signed in or not.
    const preview = await TestClient.for(server).get(`/api/trip-invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      tripId,
      destination: 'Tokyo, Japan',
      invitedBy: owner.account.username,
      role: 'editor',
      email: friend.account.email,
    });

    // Not a member yet: the trip is as unknown to them as any other.
    expect((await friend.browser.get(`/api/trips/${tripId}`)).status).toBe(404);
    const accepted = await friend.browser.post<{ id: number }>(`/api/trip-invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.id).toBe(tripId);
    // Single-use.
    expect((await friend.browser.post(`/api/trip-invitations/${token}/accept`)).status).toBe(404);
    expect((await TestClient.for(server).get(`/api/trip-invitations/${token}`)).body).toEqual({
      message: english(memberMessages.invitationInvalid),
    });

    expect((await friend.browser.get(`/api/trips/${tripId}`)).status).toBe(200);
    const shared = await friend.browser.get<{ id: number }[]>('/api/trips/shared');
    expect(shared.body.map((trip) => trip.id)).toEqual([tripId]);
    // Their own list and counts stay their own trips.
    expect((await friend.browser.get<unknown[]>('/api/trips')).body).toEqual([]);

    const members = await owner.browser.get<{ myPart: string; members: unknown[]; invitations: unknown[] }>(
      `/api/trips/${tripId}/members`,
    );
    expect(members.body).toMatchObject({
      myPart: 'owner',
      ownerName: owner.account.username,
      members: [{ userId: friend.userId, username: friend.account.username, role: 'editor' }],
      invitations: [],
    });
    // A member sees the others' names and roles, never an address or the owner's invitations.
    const asMember = await friend.browser.get<{ myPart: string; invitations: unknown[] }>(
      `/api/trips/${tripId}/members`,
    );
    expect(asMember.body).toMatchObject({ myPart: 'editor', ownerName: owner.account.username, invitations: [] });
    expect(JSON.stringify(asMember.body)).not.toContain('@');
  });

  it('lets editors change details and days, viewers only read, and keeps deleting, canceling, sharing and inviting for the owner', async () => {
    const { owner, tripId } = await ownersTrip();
    const editor = await signedInClient(server);
    const viewer = await signedInClient(server);
    const stranger = await signedInClient(server);
    await join(owner, tripId, editor, 'editor');
    await join(owner, tripId, viewer, 'viewer');

    const edited = await editor.browser.request<{ budget: number; version: number }>('PATCH', `/api/trips/${tripId}`, {
      budget: 42000,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.budget).toBe(42000);
    const completed = await editor.browser.request('PATCH', `/api/trips/${tripId}/status`, { status: 'past' });
    expect(completed.status).toBe(200);
    expect(completed.body.status).toBe('past');

    const ownerOnly = { message: english(tripMessages.ownerOnly) };
    expect(await editor.browser.request('PATCH', `/api/trips/${tripId}/status`, { status: 'canceled' })).toMatchObject({
      status: 403,
      body: ownerOnly,
    });
    expect(await editor.browser.request('DELETE', `/api/trips/${tripId}`)).toMatchObject({
      status: 403,
      body: ownerOnly,
    });
    expect(
      await editor.browser.post(`/api/trips/${tripId}/invitations`, { email: stranger.account.email, role: 'viewer' }),
    ).toMatchObject({ status: 403, body: ownerOnly });
    const share = await editor.browser.graphql(`mutation ($id: Int!) { shareTrip(tripId: $id) { id } }`, {
      id: tripId,
    });
    expect(share.errors?.[0]).toMatchObject({
      message: english(tripMessages.ownerOnly),
      extensions: { code: 'FORBIDDEN' },
    });

    const editorsOnly = { status: 403, body: { message: english(tripMessages.editorsOnly) } };
    expect(await viewer.browser.request('PATCH', `/api/trips/${tripId}`, { budget: 1 })).toMatchObject(editorsOnly);
    expect(await viewer.browser.request('PATCH', `/api/trips/${tripId}/status`, { status: 'upcoming' })).toMatchObject(
      editorsOnly,
    );
    const viewed = await viewer.browser.get<{ budget: number }>(`/api/trips/${tripId}`);
    expect(viewed.body.budget).toBe(42000);

    // Someone with no part in the trip learns nothing: every call is the missing trip's 404.
    for (const [method, path, body] of [
      ['GET', `/api/trips/${tripId}`],
      ['PATCH', `/api/trips/${tripId}`, { budget: 1 }],
      ['PATCH', `/api/trips/${tripId}/status`, { status: 'canceled' }],
      ['DELETE', `/api/trips/${tripId}`],
      ['GET', `/api/trips/${tripId}/members`],
      ['POST', `/api/trips/${tripId}/invitations`, { email: stranger.account.email, role: 'editor' }],
      ['DELETE', `/api/trips/${tripId}/membership`],
      ['DELETE', `/api/trips/${tripId}/members/${editor.userId}`],
    ] as const) {
      const answer = await stranger.browser.request(method, path, body);
      expect(answer, `${method} ${path}`).toMatchObject({
        status: 404,
        body: { message: english(tripMessages.notFound) },
      });
    }

    // GraphQL says the same, and hides what only the owner sees.
    const query = `query ($id: Int!) { trip(id: $id) { myPart ownerName shareLink { url } invitations { email } members { username role } } }`;
    await owner.browser.graphql(`mutation ($id: Int!) { shareTrip(tripId: $id) { id } }`, { id: tripId });
    await owner.browser.post(`/api/trips/${tripId}/invitations`, { email: 'later@example.ph', role: 'viewer' });
    const asOwner = await owner.browser.graphql<{
      trip: { myPart: string; shareLink: unknown; invitations: unknown[] };
    }>(query, { id: tripId });
    expect(asOwner.data!.trip.myPart).toBe('owner');
    expect(asOwner.data!.trip.shareLink).not.toBeNull();
    expect(asOwner.data!.trip.invitations).toEqual([{ email: 'later@example.ph' }]);
    const asViewer = await viewer.browser.graphql(query, { id: tripId });
    expect(asViewer.data).toEqual({
      trip: {
        myPart: 'viewer',
        ownerName: owner.account.username,
        shareLink: null,
        invitations: [],
        members: [
          { username: editor.account.username, role: 'editor' },
          { username: viewer.account.username, role: 'viewer' },
        ],
      },
    });
    const asStranger = await stranger.browser.graphql(query, { id: tripId });
    expect(asStranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // The owner can still do all of it.
    expect((await owner.browser.request('PATCH', `/api/trips/${tripId}/status`, { status: 'canceled' })).status).toBe(
      200,
    );
    expect((await owner.browser.request('DELETE', `/api/trips/${tripId}`)).status).toBe(204);
    expect((await editor.browser.get(`/api/trips/${tripId}`)).status).toBe(404);
    expect((await editor.browser.get<unknown[]>('/api/trips/shared')).body).toEqual([]);
  });

  it('changes roles, removes members and lets a member leave, all on the server', async () => {
    const { owner, tripId } = await ownersTrip();
    const member = await signedInClient(server);
    const other = await signedInClient(server);
    await join(owner, tripId, member, 'editor');
    await join(owner, tripId, other, 'viewer');

    const demoted = await owner.browser.request('PATCH', `/api/trips/${tripId}/members/${member.userId}`, {
      role: 'viewer',
    });
    expect(demoted).toMatchObject({ status: 200, body: { userId: member.userId, role: 'viewer' } });
    expect((await member.browser.request('PATCH', `/api/trips/${tripId}`, { budget: 5 })).status).toBe(403);
    // A member cannot change roles or remove anyone, themselves promoted included.
    const ownerOnly = { status: 403, body: { message: english(tripMessages.ownerOnly) } };
    expect(
      await member.browser.request('PATCH', `/api/trips/${tripId}/members/${member.userId}`, { role: 'editor' }),
    ).toMatchObject(ownerOnly);
    expect(await member.browser.request('DELETE', `/api/trips/${tripId}/members/${other.userId}`)).toMatchObject(
      ownerOnly,
    );

    expect((await owner.browser.request('DELETE', `/api/trips/${tripId}/members/${other.userId}`)).status).toBe(204);
    expect((await other.browser.get(`/api/trips/${tripId}`)).status).toBe(404);
    expect(await owner.browser.request('DELETE', `/api/trips/${tripId}/members/${other.userId}`)).toMatchObject({
      status: 404,
      body: { message: english(memberMessages.memberNotFound) },
    });

    expect((await member.browser.request('DELETE', `/api/trips/${tripId}/membership`)).status).toBe(204);
    expect((await member.browser.get(`/api/trips/${tripId}`)).status).toBe(404);
    expect(await owner.browser.request('DELETE', `/api/trips/${tripId}/membership`)).toMatchObject({
      status: 409,
      body: { message: english(memberMessages.ownerCannotLeave) },
    });
    expect((await owner.browser.get<{ members: unknown[] }>(`/api/trips/${tripId}/members`)).body.members).toEqual([]);
  });

  it('accepts only with the invited address, a verified account, and a link that is still open', async () => {
    const { owner, tripId } = await ownersTrip();
    const invitee = await signedInClient(server);
    const someoneElse = await signedInClient(server);
    await owner.browser.post(`/api/trips/${tripId}/invitations`, { email: invitee.account.email, role: 'viewer' });
    const first = await latestToken(server, invitee.account.email, '/join-trip');

    // A forwarded link does not let another account in, and is not used up by the attempt.
    expect(await someoneElse.browser.post(`/api/trip-invitations/${first}/accept`)).toMatchObject({
      status: 403,
      body: { message: english(memberMessages.otherAddress) },
    });
    expect((await TestClient.for(server).post(`/api/trip-invitations/${first}/accept`)).status).toBe(401);

    // Inviting again replaces the link: the first one stops working.
    await owner.browser.post(`/api/trips/${tripId}/invitations`, { email: invitee.account.email, role: 'editor' });
    const second = await latestToken(server, invitee.account.email, '/join-trip');
    expect(second).not.toBe(first);
    expect((await invitee.browser.post(`/api/trip-invitations/${first}/accept`)).status).toBe(404);

    // An expired link is the same 404.
    await server.database.prisma.tripInvitation.updateMany({
      where: { tripId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await TestClient.for(server).get(`/api/trip-invitations/${second}`)).status).toBe(404);
    expect((await invitee.browser.post(`/api/trip-invitations/${second}/accept`)).status).toBe(404);
    expect(
      (await owner.browser.get<{ invitations: unknown[] }>(`/api/trips/${tripId}/members`)).body.invitations,
    ).toEqual([]);

    // An unverified account is asked to verify first, like everywhere else.
    const unverified = await signedInClient(server, { verified: false });
    await owner.browser.post(`/api/trips/${tripId}/invitations`, { email: unverified.account.email, role: 'viewer' });
    const [mail] = await outboxFor(server, unverified.account.email);
    const token = /\/join-trip\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect(await unverified.browser.post(`/api/trip-invitations/${token}/accept`)).toMatchObject({
      status: 403,
      body: { message: english(messages.verifyFirst) },
    });

    // Revoking stops the link.
    const invitation = await server.database.prisma.tripInvitation.findFirstOrThrow({
      where: { tripId, email: unverified.account.email },
    });
    expect((await owner.browser.request('DELETE', `/api/trips/${tripId}/invitations/${invitation.id}`)).status).toBe(
      204,
    );
    expect((await TestClient.for(server).get(`/api/trip-invitations/${token}`)).status).toBe(404);
  });

  it('accepts over GraphQL too, and lists the trip under sharedTrips', async () => {
    const { owner, tripId } = await ownersTrip();
    const friend = await signedInClient(server);
    const invited = await owner.browser.graphql<{ inviteToTrip: { invitations: { email: string; role: string }[] } }>(
      `mutation ($id: Int!, $email: String!) { inviteToTrip(tripId: $id, email: $email, role: viewer) { invitations { email role } } }`,
      { id: tripId, email: friend.account.email },
    );
    expect(invited.data!.inviteToTrip.invitations).toEqual([{ email: friend.account.email, role: 'viewer' }]);
    const token = await latestToken(server, friend.account.email, '/join-trip');
    const preview = await TestClient.for(server).graphql(
      `query ($token: String!) { tripInvitation(token: $token) { destination role } }`,
      {
        token,
      },
    );
    expect(preview.data).toEqual({ tripInvitation: { destination: 'Tokyo, Japan', role: 'viewer' } });
    const accepted = await friend.browser.graphql<{ acceptTripInvitation: { id: number; myPart: string } }>(
      `mutation ($token: String!) { acceptTripInvitation(token: $token) { id myPart } }`,
      { token },
    );
    expect(accepted.data!.acceptTripInvitation).toEqual({ id: tripId, myPart: 'viewer' });
    const shared = await friend.browser.graphql<{ sharedTrips: { id: number; myPart: string }[] }>(
      `{ sharedTrips { id myPart } }`,
    );
    expect(shared.data!.sharedTrips).toEqual([{ id: tripId, myPart: 'viewer' }]);
    const left = await friend.browser.graphql(`mutation ($id: Int!) { leaveTrip(tripId: $id) }`, { id: tripId });
    expect(left.data).toEqual({ leaveTrip: true });
  });

  it('counts who is on a trip for its card, the owner left out, with the list of trips', async () => {
    const { owner, tripId } = await ownersTrip();
    const solo = await owner.browser.post<{ id: number }>('/api/trips', sampleSaveBody());
    const [editor, viewer] = [await signedInClient(server), await signedInClient(server)];
    await join(owner, tripId, editor, 'editor');
    await join(owner, tripId, viewer, 'viewer');
    // An open invitation is nobody on the trip yet.
    await owner.browser.post(`/api/trips/${tripId}/invitations`, { email: 'not-yet@example.com', role: 'viewer' });

    const list = await owner.browser.graphql<{ trips: { edges: { node: { id: number; memberCount: number } }[] } }>(
      `{ trips { edges { node { id memberCount } } } }`,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data!.trips.edges.map(({ node }) => node)).toEqual([
      { id: solo.body.id, memberCount: 0 },
      { id: tripId, memberCount: 2 },
    ]);
    // A member travels with the owner and the other member: two others, as for the owner.
    const shared = await viewer.browser.graphql<{ sharedTrips: { id: number; memberCount: number }[] }>(
      `{ sharedTrips { id memberCount } }`,
    );
    expect(shared.data!.sharedTrips).toEqual([{ id: tripId, memberCount: 2 }]);

    expect(
      (await editor.browser.graphql(`mutation ($id: Int!) { leaveTrip(tripId: $id) }`, { id: tripId })).data,
    ).toEqual({
      leaveTrip: true,
    });
    const after = await owner.browser.graphql<{ trip: { memberCount: number } }>(
      `query ($id: Int!) { trip(id: $id) { memberCount } }`,
      { id: tripId },
    );
    expect(after.data!.trip.memberCount).toBe(1);
  });

  it('writes the invitation in the language of the account it goes to, and tells the inviter nothing about who has one', async () => {
    const { owner, tripId } = await ownersTrip();
    const filipino = await signedInClient(server, { locale: 'fil' });
    const answers = [];
    for (const email of [filipino.account.email, 'no-account-yet@example.ph']) {
      const answer = await owner.browser.post<Record<string, unknown>>(`/api/trips/${tripId}/invitations`, {
        email,
        role: 'viewer',
      });
      expect(answer.status).toBe(201);
      answers.push(Object.keys(answer.body).sort());
    }
    expect(answers[0]).toEqual(answers[1]);
    const [filMail] = await outboxFor(server, filipino.account.email);
    expect(filMail!.subject).toBe('May imbitasyon ka sa isang trip sa Lakbay');
    expect(filMail!.text).toContain('Inimbitahan ka ni');
    const [enMail] = await outboxFor(server, 'no-account-yet@example.ph');
    expect(enMail!.subject).toBe('You are invited to a trip on Lakbay');
    expect(enMail!.html).toContain('/join-trip?token=');
  });

  it("answers a member's address as any other, so inviting guesses does not confirm a member's hidden address (issue #33 S10)", async () => {
    const { owner, tripId } = await ownersTrip();
    const member = await signedInClient(server);
    await join(owner, tripId, member, 'viewer');
    const answers = [];
    for (const email of [member.account.email, `nobody-${member.userId}@example.ph`]) {
      const answer = await owner.browser.post<Record<string, unknown>>(`/api/trips/${tripId}/invitations`, {
        email,
        role: 'editor',
      });
      answers.push({ status: answer.status, keys: Object.keys(answer.body).sort(), email: answer.body.email });
    }
    expect(answers[0]).toEqual({ ...answers[1], email: member.account.email });
    expect(answers[0]!.status).toBe(201);
    // Accepting it is harmless: the member stays on the trip, with the role the owner chose this time.
    const token = await latestToken(server, member.account.email, '/join-trip');
    expect((await member.browser.post(`/api/trip-invitations/${token}/accept`)).status).toBe(200);
    const travelers = await owner.browser.get<{ members: { userId: number; role: string }[] }>(
      `/api/trips/${tripId}/members`,
    );
    expect(travelers.body.members).toEqual([expect.objectContaining({ userId: member.userId, role: 'editor' })]);
  });

  it('refuses bad input with a clear message and a 4xx', async () => {
    const { owner, tripId } = await ownersTrip();
    const member = await signedInClient(server);
    await join(owner, tripId, member, 'viewer');
    const invite = (body: unknown) => owner.browser.post(`/api/trips/${tripId}/invitations`, body);

    for (const body of [{}, { email: 'not-an-email', role: 'editor' }, { email: 42, role: 'viewer' }, 'x', null]) {
      const answer = await invite(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await invite({ email: 'a@example.ph', role: 'owner' })).toMatchObject({
      status: 400,
      body: { message: english('validation:members.role') },
    });
    expect(await invite({ email: owner.account.email, role: 'viewer' })).toMatchObject({
      status: 409,
      body: { message: english(memberMessages.alreadyOnTrip) },
    });
    for (const memberId of ['abc', '-1', '99999999999', '9999999999', '1.5', '0']) {
      const answer = await owner.browser.request('PATCH', `/api/trips/${tripId}/members/${memberId}`, {
        role: 'viewer',
      });
      expect(answer.status, memberId).toBe(404);
    }
    expect(
      (await owner.browser.request('PATCH', `/api/trips/${tripId}/members/${member.userId}`, { role: 'boss' })).status,
    ).toBe(400);
    for (const token of ['x', 'a'.repeat(43), '%00', 'a'.repeat(5000)]) {
      expect((await TestClient.for(server).get(`/api/trip-invitations/${encodeURIComponent(token)}`)).status).toBe(404);
      expect((await member.browser.post(`/api/trip-invitations/${encodeURIComponent(token)}/accept`)).status).toBe(404);
    }
  });
});

describe('invitation rate limit', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer({ RATE_LIMIT_MULTIPLIER: '1' });
    second = await startTestServer({ RATE_LIMIT_MULTIPLIER: '1' }, { shareDatabaseWith: first });
  });
  afterAll(async () => {
    await second.stop();
    await first.stop();
  });

  it('holds across server processes: 20 invitations an hour per user', async () => {
    const owner = await signedInClient(first);
    const saved = await owner.browser.post<{ id: number }>('/api/trips', sampleSaveBody());
    const onSecond = TestClient.for(second);
    onSecond.cookies.set('lakbay.sid', owner.browser.sessionId!);
    // Seven friends, invited again and again (an address receives 3 a day: mail-relay.test.ts).
    const friend = (index: number) => `friend-${owner.userId}-${index % 7}@example.ph`;
    for (let index = 0; index < 20; index++) {
      const client = index % 2 ? onSecond : owner.browser;
      const answer = await client.post(`/api/trips/${saved.body.id}/invitations`, {
        email: friend(index),
        role: 'viewer',
      });
      expect(answer.status, `invitation ${index + 1}`).toBe(201);
    }
    for (const client of [owner.browser, onSecond]) {
      const answer = await client.post(`/api/trips/${saved.body.id}/invitations`, {
        email: `another-friend-${owner.userId}@example.ph`,
        role: 'viewer',
      });
      expect(answer.status).toBe(429);
    }
  });
});
