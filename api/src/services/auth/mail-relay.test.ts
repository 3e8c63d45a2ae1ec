// The mail the app sends to addresses nobody has shown they own (issue #33 S6): an e-mail change and a
// trip invitation go to any address a signed-in user types, so they carry no text of that user's choosing
// (their full name, a trip's free-text destination), and how many go out is limited per sender and per
// recipient, across server processes, with the production limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english, message } from '../../lib/messages.js';
import { outboxFor, PASSWORD } from '../../test/accounts.js';
import { TestClient } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { sampleItinerary, sampleSaveBody, signedInClient } from '../../test/trips.js';
import { defaultAuthRateLimits } from './rate-limits.js';
import { defaultTripMemberRateLimits } from '../trips/trip-members.js';

/** What a spammer writes where the app lets them: their full name, a trip's destination. */
const SPAM = 'WIN 50000 PESOS: claim at https://prize.example';

const CHANGE_EMAIL = 'mutation ($input: ChangeEmailInput!) { changeEmail(input: $input) { email } }';

describe('mail to addresses nobody has verified', () => {
  let first: TestServer;
  let second: TestServer;
  let ipCounter = 0;
  const newIp = () => `198.18.${++ipCounter >> 8}.${ipCounter & 255}`;
  /** A verified user with the spammer's full name, from a new address; `elsewhere` is their session on the other server. */
  async function spammer() {
    const ip = newIp();
    const user = await signedInClient(first, { ip });
    const named = await user.browser.graphql(
      'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { fullName } }',
      { input: { fullName: SPAM } },
    );
    expect(named.errors).toBeUndefined();
    const elsewhere = TestClient.for(second, { 'x-forwarded-for': ip });
    elsewhere.cookies.set('lakbay.sid', user.browser.sessionId!);
    return { ...user, elsewhere };
  }
  const changeEmail = (client: TestClient, email: string) =>
    client.graphql<{ changeEmail: { email: string } }>(CHANGE_EMAIL, { input: { email, password: PASSWORD } });

  beforeAll(async () => {
    const env = { RATE_LIMIT_MULTIPLIER: '1', TRUST_PROXY: '1' };
    first = await startTestServer(env);
    second = await startTestServer(env, { shareDatabaseWith: first });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  it("mails a new address no text of the account's choosing", async () => {
    const { browser } = await spammer();
    const changed = await changeEmail(browser, 'victim-1@example.ph');
    expect(changed.errors).toBeUndefined();
    const [mail] = await outboxFor(first, 'victim-1@example.ph');
    expect(mail!.subject).toBe('Verify your new Lakbay email address');
    for (const part of [mail!.subject, mail!.text, mail!.html]) expect(part).not.toContain('prize.example');
    expect(mail!.text).toMatch(/^Hello,\n/);
  });

  it('sends at most 3 e-mail changes an hour per account, through every process', async () => {
    const { browser, elsewhere } = await spammer();
    const { points } = defaultAuthRateLimits.changeEmailPerUser;
    for (let change = 0; change < points; change += 1) {
      const answer = await changeEmail(change % 2 ? elsewhere : browser, `target-${ipCounter}-${change}@example.ph`);
      expect(answer.errors, `change ${change + 1}`).toBeUndefined();
    }
    const refused = await changeEmail(elsewhere, `target-${ipCounter}-more@example.ph`);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(await outboxFor(first, `target-${ipCounter}-more@example.ph`)).toHaveLength(0);
  });

  it('sends one address at most 3 e-mail-change mails an hour, whichever accounts ask', async () => {
    const target = 'victim-2@example.ph';
    const { points } = defaultAuthRateLimits.changeEmailPerEmail;
    for (let change = 0; change < points; change += 1) {
      // Each account moves to the address and away again, so the next one can take it.
      const { browser } = await spammer();
      expect((await changeEmail(browser, target)).errors).toBeUndefined();
      expect((await changeEmail(browser, `away-${ipCounter}@example.ph`)).errors).toBeUndefined();
    }
    const { elsewhere } = await spammer();
    const refused = await changeEmail(elsewhere, target);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(await outboxFor(first, target)).toHaveLength(points);
  });

  it("invites with no text of the inviter's choosing in the subject or the body", async () => {
    const { browser } = await spammer();
    const itinerary = { ...sampleItinerary('Budget'), destination: SPAM };
    const saved = await browser.post<{ id: number }>(
      '/api/trips',
      sampleSaveBody({ budgetItinerary: itinerary, experienceItinerary: itinerary }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(
      (await browser.post(`/api/trips/${saved.body.id}/invitations`, { email: 'victim-3@example.ph', role: 'viewer' }))
        .status,
    ).toBe(201);
    const [mail] = await outboxFor(first, 'victim-3@example.ph');
    for (const part of [mail!.subject, mail!.text, mail!.html]) {
      expect(part).not.toContain('prize.example');
      expect(part).not.toContain('WIN 50000');
    }
    expect(mail!.subject).toBe(english('emails:tripInvitation.subject'));
  });

  it('sends one address at most 3 invitations a day, whoever invites it', async () => {
    const target = 'victim-4@example.ph';
    const { points } = defaultTripMemberRateLimits.invitationsPerRecipient;
    for (let invitation = 0; invitation < points; invitation += 1) {
      const { browser } = await spammer();
      const saved = await browser.post<{ id: number }>('/api/trips', sampleSaveBody());
      const invited = await browser.post(`/api/trips/${saved.body.id}/invitations`, { email: target, role: 'viewer' });
      expect(invited.status).toBe(201);
    }
    const { elsewhere } = await spammer();
    const saved = await elsewhere.post<{ id: number }>('/api/trips', sampleSaveBody());
    const refused = await elsewhere.post<{ message: string }>(`/api/trips/${saved.body.id}/invitations`, {
      email: target,
      role: 'viewer',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(english(message('auth:rateLimited.minutes', { count: 24 * 60 })));
    expect(await outboxFor(first, target)).toHaveLength(points);
  });
});
