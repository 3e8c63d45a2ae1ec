// The account data export over real HTTP (GraphQL and the REST download),
// checked against the database: everything kept about the user is in it, no
// secret is, another user's data never is; records linked only by an e-mail
// address wait for that address to be verified; only the owner's web session
// may export, 5 times an hour. And the privacy notice's contact address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../test/accounts.js';
import { TestClient } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { sampleSaveBody, signedInClient } from '../../test/trips.js';
import { english } from '../../lib/messages.js';
import { sessionOnlyMessage } from '../context.js';
import { newApiToken, partnerClient } from '../../test/api-tokens.js';

const EXPORT = `mutation { exportAccountData { fileName data } }`;
const SAVE = `mutation ($input: SaveTripInput!) { saveTrip(input: $input) { id } }`;
const SHARE = `mutation ($tripId: Int!) { shareTrip(tripId: $tripId) { shareLink { url } } }`;
const READINESS = `mutation ($tripId: Int!, $input: UpdateTripReadinessInput!) {
  updateTripReadiness(tripId: $tripId, input: $input) { tripId } }`;
const REVOKE_TOKEN = `mutation ($id: Int!) { revokeApiToken(id: $id) }`;

interface Exported {
  exportAccountData: { fileName: string; data: AccountExport };
}

interface AccountExport {
  format: string;
  version: number;
  exportedAt: string;
  account: Record<string, unknown>;
  trips: {
    id: number;
    budgetItinerary: unknown;
    experienceItinerary: unknown;
    readiness: { answers: Record<string, unknown>; tickedItems: string[] } | null;
    shareLink: { url: string } | null;
    diaryEntries: { title: string; content: string }[];
  }[];
  readinessOnSharedTrips: { tripId: number; answers: unknown; tickedItems: string[] }[];
  expenses: { tripId: number; note: string; paidByYou: boolean; yourShareCentavos: number }[];
  apiTokens: { id: number; name: string; prefix: string; scopes: string[]; revokedAt: string | null }[];
  sessions: { signedInAt: string | null; expiresAt: string | null }[];
  emailAddressRecords: {
    contactRequests: { fullName: string; email: string; phone: string; travelDetails: string }[];
    newsletterSubscription: { email: string } | null;
    queuedEmails: { subject: string; text: string }[];
  } | null;
}

async function exportOf(browser: TestClient) {
  const result = await browser.graphql<Exported>(EXPORT);
  expect(result.errors).toBeUndefined();
  return result.data!.exportAccountData;
}

/** A contact request as the public form sends it, from `email`. */
async function contactRequest(server: TestServer, email: string, fullName: string) {
  const response = await TestClient.for(server).post('/api/contact', {
    fullName,
    email,
    phone: '0917 123 4567',
    travelDetails: `${fullName} would like to see Kyoto in April.`,
    tripTypes: ['family'],
  });
  expect(response.status).toBe(201);
}

describe('the account data export', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('holds everything kept about the user, matching the database, with no secret and nothing of anyone else', async () => {
    const { browser, account, userId } = await signedInClient(server);
    const budgetTrip = (await browser.graphql<{ saveTrip: { id: number } }>(SAVE, { input: sampleSaveBody() })).data!
      .saveTrip.id;
    const kyotoTrip = (
      await browser.post<{ id: number }>('/api/trips', sampleSaveBody({ cities: ['Kyoto'], savedType: 'experience' }))
    ).body.id;
    await browser.graphql(READINESS, {
      tripId: budgetTrip,
      input: { answers: { passportExpiry: '2030-01-31', travelerType: 'ofw' }, tickedIds: ['passport'] },
    });
    const shared = await browser.graphql<{ shareTrip: { shareLink: { url: string } } }>(SHARE, { tripId: kyotoTrip });
    const shareUrl = shared.data!.shareTrip.shareLink.url;
    await server.database.prisma.tripDiary.create({
      data: { tripId: kyotoTrip, title: 'Arashiyama', content: 'Bamboo at dawn', date: new Date('2027-04-03') },
    });
    const me = [{ userId }];
    const expense = { currency: 'PHP', category: 'meals', paidBy: userId, split: 'equal', participants: me };
    await browser.post(`/api/trips/${kyotoTrip}/expenses`, { ...expense, amount: '450', note: 'Nishiki market' });
    const kept = (await newApiToken(browser, ['TRIPS_READ'], 'Agency sync')).token;
    const revoked = await newApiToken(browser, ['TRIPS_READ'], 'Old sync');
    await browser.graphql(REVOKE_TOKEN, { id: revoked.id });
    // A second device; and what the account's address sent through the public forms.
    expect(
      (await TestClient.for(server).post('/api/login', { username: account.username, password: PASSWORD })).status,
    ).toBe(200);
    await contactRequest(server, account.email, 'Juan Export');
    expect((await TestClient.for(server).post('/api/newsletter', { email: account.email })).status).toBe(200);

    // Someone else, with data of every kind too.
    const other = await signedInClient(server);
    const otherTrip = (await other.browser.post<{ id: number }>('/api/trips', sampleSaveBody({ cities: ['Osaka'] })))
      .body.id;
    await other.browser.post(`/api/trips/${otherTrip}/expenses`, {
      ...expense,
      paidBy: other.userId,
      participants: [{ userId: other.userId }],
      amount: '99',
    });
    // The user travels on the other's trip too, each with their own departure checklist.
    await server.database.prisma.tripMember.create({ data: { tripId: otherTrip, userId, role: 'viewer' } });
    await browser.graphql(READINESS, { tripId: otherTrip, input: { tickedIds: ['visa'] } });
    await other.browser.graphql(READINESS, { tripId: otherTrip, input: { tickedIds: ['passport'] } });
    await contactRequest(server, other.account.email, 'Pedro Other');
    await TestClient.for(server).post('/api/newsletter', { email: other.account.email });

    const { fileName, data } = await exportOf(browser);
    const day = new Date().toISOString().slice(0, 10);
    expect(fileName).toBe(`lakbay-data-${account.username}-${day}.json`);
    expect(data).toMatchObject({ format: 'lakbay-account-export', version: 1 });

    const prisma = server.database.prisma;
    const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
    expect(data.account).toEqual({
      id: user.id,
      username: user.username,
      email: user.email,
      fullName: user.fullName,
      isVerified: true,
      locale: user.locale,
      createdAt: user.createdAt.toISOString(),
      verificationLinkExpiresAt: null,
      passwordResetLinkExpiresAt: null,
    });

    const trips = await prisma.trip.findMany({
      where: { userId },
      orderBy: { id: 'asc' },
      include: { readiness: { where: { userId } }, diaries: true },
    });
    expect(data.trips.map((trip) => trip.id)).toEqual([budgetTrip, kyotoTrip]);
    expect(data.expenses).toEqual([
      expect.objectContaining({ tripId: kyotoTrip, note: 'Nishiki market', paidByYou: true, yourShareCentavos: 45000 }),
    ]);
    for (const [index, trip] of trips.entries()) {
      expect(data.trips[index]).toMatchObject({
        budgetItinerary: trip.budgetItinerary,
        experienceItinerary: trip.experienceItinerary,
        cities: trip.cities,
        savedType: trip.savedType,
      });
    }
    expect(data.trips[0]!.readiness).toMatchObject({
      answers: trips[0]!.readiness[0]!.answers as object,
      tickedItems: ['passport'],
    });
    expect(data.trips[0]!.readiness!.answers).toMatchObject({ passportExpiry: '2030-01-31', travelerType: 'ofw' });
    expect(data.readinessOnSharedTrips).toEqual([
      expect.objectContaining({ tripId: otherTrip, tickedItems: ['visa'], answers: {} }),
    ]);
    expect(data.trips[0]!.shareLink).toBeNull();
    expect(data.trips[1]!.shareLink).toMatchObject({ url: shareUrl });
    expect(data.trips[1]!.diaryEntries).toMatchObject([{ title: 'Arashiyama', content: 'Bamboo at dawn' }]);

    const tokens = await prisma.apiToken.findMany({ where: { userId }, orderBy: { id: 'asc' } });
    expect(data.apiTokens).toMatchObject(
      tokens.map((token) => ({ id: token.id, name: token.name, prefix: token.prefix, scopes: ['trips:read'] })),
    );
    expect(data.apiTokens.map((token) => token.revokedAt !== null)).toEqual([false, true]);
    expect(data.sessions).toHaveLength(2);
    for (const session of data.sessions) {
      expect(Date.parse(session.expiresAt!)).toBeGreaterThan(Date.now());
      expect(Date.parse(session.signedInAt!)).toBeLessThanOrEqual(Date.now());
    }

    const records = data.emailAddressRecords!;
    expect(records.contactRequests).toMatchObject([
      { fullName: 'Juan Export', email: account.email, phone: '0917 123 4567' },
    ]);
    expect(records.newsletterSubscription).toMatchObject({ email: account.email });
    // The verification e-mail is still in the outbox (no SMTP here), its one-time link blanked.
    expect(records.queuedEmails.length).toBeGreaterThan(0);
    expect(records.queuedEmails.every((mail) => !/token=(?!\[removed\])/.test(mail.text))).toBe(true);
    expect(records.queuedEmails.some((mail) => mail.text.includes('/verify-email?token=[removed]'))).toBe(true);

    // No secret: the password hash, token hashes, session ids, API tokens, one-time tokens.
    const text = JSON.stringify(data);
    const outbox = await prisma.outboxEmail.findMany({ where: { to: account.email } });
    const secrets = [
      user.password,
      ...tokens.map((token) => token.tokenHash),
      kept,
      revoked.token,
      browser.sessionId!.slice(4).split('.')[0]!,
      ...outbox.flatMap((mail) => [...mail.text.matchAll(/token=([\w-]+)/g)].map((match) => match[1]!)),
    ];
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/"(password|tokenHash|verificationToken|passwordResetToken|sid)"/);

    // Nothing of the other user.
    for (const foreign of [other.account.username, other.account.email, 'Osaka', 'Pedro Other']) {
      expect(text).not.toContain(foreign);
    }

    // The REST download is the same document, as a file.
    const download = await browser.fetch('/api/user/export');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename=${fileName}`);
    expect(download.headers.get('cache-control')).toBe('no-store');
    const file = (await download.json()) as AccountExport;
    expect({ ...file, exportedAt: data.exportedAt }).toEqual(data);
  });

  it('leaves out what is linked only by an unverified e-mail address', async () => {
    const { browser, account } = await signedInClient(server, { verified: false });
    // Sent by whoever really owns the address, before this account claimed it.
    await contactRequest(server, account.email, 'Real Owner');
    const { data } = await exportOf(browser);
    expect(data.account).toMatchObject({ email: account.email, isVerified: false });
    expect(Date.parse(data.account.verificationLinkExpiresAt as string)).toBeGreaterThan(Date.now());
    expect(data.emailAddressRecords).toBeNull();
    expect(JSON.stringify(data)).not.toContain('Real Owner');
  });

  it('is for the signed-in owner’s web session only', async () => {
    const visitor = TestClient.for(server);
    expect((await visitor.graphql(EXPORT)).errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect((await visitor.get('/api/user/export')).status).toBe(401);

    const { browser } = await signedInClient(server);
    const partner = await partnerClient(server, browser);
    const refused = await partner.post<{ errors: { message: string; extensions: { code: string } }[] }>('/graphql', {
      query: EXPORT,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toMatchObject({
      message: `${english(sessionOnlyMessage)} (exportAccountData)`,
      extensions: { code: 'FORBIDDEN' },
    });
    // REST never reads tokens: without the session it is a signed-out visitor.
    expect((await partner.get('/api/user/export')).status).toBe(401);
  });

  it('names the contact address, by default the one contact requests go to', async () => {
    const result = await TestClient.for(server).graphql(`{ privacyContactEmail }`);
    expect(result.data).toEqual({ privacyContactEmail: 'no-reply@lakbay.local' });
  });
});

describe('the account data export’s limit', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_MULTIPLIER: '1', PRIVACY_CONTACT_EMAIL: 'dpo@example.ph' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('allows 5 exports an hour per account, over GraphQL and REST together', async () => {
    const { browser } = await signedInClient(server);
    for (let attempt = 0; attempt < 4; attempt++) await exportOf(browser);
    expect((await browser.get('/api/user/export')).status).toBe(200);
    const refused = await browser.graphql(EXPORT);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(Number(refused.errors?.[0]?.extensions.retryAfterSeconds)).toBeGreaterThan(3000);
    const download = await browser.get('/api/user/export');
    expect(download.status).toBe(429);
    expect(Number(download.headers.get('retry-after'))).toBeGreaterThan(3000);

    // Another account has its own budget.
    expect((await exportOf((await signedInClient(server)).browser)).data.format).toBe('lakbay-account-export');
  });

  it('names PRIVACY_CONTACT_EMAIL when it is set', async () => {
    expect((await TestClient.for(server).graphql(`{ privacyContactEmail }`)).data).toEqual({
      privacyContactEmail: 'dpo@example.ph',
    });
  });
});
