// Trip share links over real HTTP: the owner makes, copies and revokes a link;
// anyone holding it reads the trip signed out; every bad token is the same
// NOT_FOUND; other users, unverified users and narrow API tokens are refused;
// the shared view carries nothing about the owner; the HTML answer for
// /shared/* is kept out of search engines and Referer headers.
import { english } from '../../lib/messages.js';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../services/auth/auth.js';
import { createShareLinkService, shareLinkMessages } from '../../services/trips/share-links.js';
import { tripMessages } from '../../services/trips/trips.js';
import { TestClient, type GraphQLResult } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { sampleSaveBody, signedInClient } from '../../test/trips.js';
import { partnerClient, type Scope } from '../../test/api-tokens.js';

const SAVE = `mutation ($input: SaveTripInput!) { saveTrip(input: $input) { id } }`;
const SHARE = `mutation ($tripId: Int!) { shareTrip(tripId: $tripId) { id shareLink { url createdAt } } }`;
const UNSHARE = `mutation ($tripId: Int!) { unshareTrip(tripId: $tripId) { id shareLink { url } } }`;
const LINK = `query ($id: Int!) { trip(id: $id) { shareLink { url createdAt } } }`;
const SHARED = `query ($token: String!) { sharedTrip(token: $token) {
  destinationCountry cities originAirport travelMonth currency duration budget status savedType startDate
  savedItinerary { destination overview tips days { day title activities } } } }`;

interface Shared {
  shareTrip: { id: number; shareLink: { url: string; createdAt: string } | null };
}
interface SharedTripAnswer {
  sharedTrip: { status: string; destinationCountry: string; savedItinerary: { overview: string } };
}

const TOKEN_IN_URL = /\/shared\/([A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43})$/;
const tokenOf = (url: string) => TOKEN_IN_URL.exec(url)![1]!;

describe('trip share links', () => {
  let server: TestServer;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'lakbay-share-web-'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    server = await startTestServer({ WEB_DIST_DIR: webDir, PUBLIC_URL: 'https://lakbay.example.ph' });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(webDir, { recursive: true, force: true });
  });

  /** A verified user's browser with one saved trip. */
  async function ownerWithTrip(overrides: Record<string, unknown> = {}) {
    const owner = await signedInClient(server);
    const saved = await owner.browser.graphql<{ saveTrip: { id: number } }>(SAVE, {
      input: sampleSaveBody(overrides),
    });
    expect(saved.errors).toBeUndefined();
    return { ...owner, tripId: saved.data!.saveTrip.id };
  }

  async function share(browser: TestClient, tripId: number) {
    const result = await browser.graphql<Shared>(SHARE, { tripId });
    expect(result.errors).toBeUndefined();
    return result.data!.shareTrip.shareLink!;
  }

  /**
   * sharedTrip as a signed-out visitor, with the HTTP status. Each read is a new
   * visitor on a new connection: a kept-alive socket could be closed by the
   * server's idle timeout just as the next request goes out on a busy machine.
   */
  function readShared(token: unknown) {
    const body = JSON.stringify({ query: SHARED, variables: { token } });
    return new Promise<{ status: number } & GraphQLResult<SharedTripAnswer>>((resolve, reject) => {
      const request = httpRequest(
        `${server.baseUrl}/graphql`,
        {
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, ...JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  const notActive = { message: english(shareLinkMessages.notActive), extensions: { code: 'NOT_FOUND' } };
  const tripNotFound = { message: english(tripMessages.notFound), extensions: { code: 'NOT_FOUND' } };

  it('gives the owner one stable link that a signed-out visitor can read', async () => {
    const { browser, tripId } = await ownerWithTrip();
    const first = await share(browser, tripId);
    expect(first.url).toMatch(new RegExp(`^https://lakbay\\.example\\.ph${TOKEN_IN_URL.source}`));
    // Sharing again, and reading the trip, give the very same link.
    expect(await share(browser, tripId)).toEqual(first);
    const read = await browser.graphql<{ trip: { shareLink: unknown } }>(LINK, { id: tripId });
    expect(read.data!.trip.shareLink).toEqual(first);
    expect(await server.database.prisma.tripShareLink.count({ where: { tripId } })).toBe(1);

    const shared = await readShared(tokenOf(first.url));
    expect(shared.errors).toBeUndefined();
    expect(shared.data!.sharedTrip).toEqual({
      destinationCountry: 'JP',
      cities: ['Tokyo'],
      originAirport: 'MNL',
      travelMonth: 4,
      currency: 'PHP',
      duration: 2,
      budget: 50000,
      status: 'upcoming',
      savedType: 'budget',
      startDate: null,
      savedItinerary: {
        destination: 'Tokyo, Japan',
        overview: 'Budget overview',
        tips: ['Get an IC card'],
        days: [
          { day: 1, title: 'Budget day 1', activities: ['Walk around Asakusa'] },
          { day: 2, title: 'Budget day 2', activities: ['Walk around Asakusa'] },
        ],
      },
    });
  });

  it('shows the saved itinerary only, and nothing about the owner', async () => {
    const { browser, tripId, userId } = await ownerWithTrip({ savedType: 'experience' });
    const { url } = await share(browser, tripId);
    const user = await server.database.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    // Every field the type has, asked for by name: the answer is all there is to see.
    const type = await TestClient.for(server).graphql<{ __type: { fields: { name: string }[] } }>(
      '{ __type(name: "SharedTrip") { fields { name } } }',
    );
    const fields = type.data!.__type.fields.map((field) => field.name);
    expect(fields.sort()).toEqual(
      [
        'budget',
        'cities',
        'currency',
        'destinationCountry',
        'duration',
        'originAirport',
        'savedItinerary',
        'savedType',
        'startDate',
        'status',
        'travelMonth',
      ].sort(),
    );
    const response = await TestClient.for(server).fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `query ($token: String!) { sharedTrip(token: $token) { ${fields.filter((name) => name !== 'savedItinerary').join(' ')} savedItinerary { overview days { title } } } }`,
        variables: { token: tokenOf(url) },
      }),
    });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).toContain('Experience overview');
    expect(text).not.toContain('Budget overview');
    for (const secret of [user.email, user.username, `"id"`, `"version"`, `"userId"`]) {
      expect(text).not.toContain(secret);
    }
  });

  it('stops working once the owner stops sharing; sharing again makes a new link', async () => {
    const { browser, tripId } = await ownerWithTrip();
    const { url } = await share(browser, tripId);
    const stopped = await browser.graphql<{ unshareTrip: { shareLink: null } }>(UNSHARE, { tripId });
    expect(stopped.data!.unshareTrip).toEqual({ id: tripId, shareLink: null });
    expect(await readShared(tokenOf(url))).toMatchObject({ status: 200, errors: [notActive] });
    // Stopping twice is harmless.
    expect((await browser.graphql(UNSHARE, { tripId })).errors).toBeUndefined();

    const again = await share(browser, tripId);
    expect(again.url).not.toBe(url);
    expect((await readShared(tokenOf(again.url))).errors).toBeUndefined();
    expect((await readShared(tokenOf(url))).errors).toMatchObject([notActive]);
  });

  it('answers every forged, malformed or foreign token with the same NOT_FOUND', async () => {
    const first = await ownerWithTrip();
    const second = await ownerWithTrip();
    const [id1, mac1] = tokenOf((await share(first.browser, first.tripId)).url).split('.') as [string, string];
    const [id2, mac2] = tokenOf((await share(second.browser, second.tripId)).url).split('.') as [string, string];
    const flipped = (text: string) => `${text.slice(0, -2)}${text.at(-2) === 'A' ? 'B' : 'A'}${text.at(-1)}`;
    const bad = [
      `${id1}.${mac2}`,
      `${id2}.${mac1}`,
      `${id1}.${flipped(mac1)}`,
      `${flipped(id1)}.${mac1}`,
      id1,
      `${id1}.`,
      `.${mac1}`,
      `${id1}.${mac1}.x`,
      `${id1}.${mac1}=`,
      ` ${id1}.${mac1}`,
      `${id1}.${mac1.slice(1)}`,
      '',
      '../../etc/passwd',
      `${randomBytes(16).toString('base64url')}.${randomBytes(32).toString('base64url')}`,
    ];
    for (const token of bad) {
      expect(await readShared(token), token).toMatchObject({
        status: 200,
        data: { sharedTrip: null },
        errors: [notActive],
      });
    }
    // A database copy holds the ids but no key: recomputing the mac under any other secret fails.
    const stored = await server.database.prisma.tripShareLink.findUniqueOrThrow({ where: { tripId: first.tripId } });
    expect(stored.id).toBe(id1);
    const otherKey = createShareLinkService({
      prisma: server.database.prisma,
      pool: server.database.pool,
      trips: server.app.services.trips,
      publicUrl: server.config.publicUrl,
      sessionSecret: 'another-secret-another-secret-another!',
    });
    // A rotated SESSION_SECRET voids the links made under the old one.
    await expect(otherKey.read(`${id1}.${mac1}`, { ip: '127.0.0.1' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: english(shareLinkMessages.notActive),
    });
    const rebuilt = tokenOf(otherKey.url(stored));
    expect(rebuilt).not.toBe(`${id1}.${mac1}`);
    expect((await readShared(rebuilt)).errors).toMatchObject([notActive]);
  });

  it('never answers a fuzzed token with a server error or a different answer', async () => {
    const nearValid = fc
      .tuple(
        fc.string({ unit: fc.constantFrom(...'Aa0_-./=+%'), minLength: 20, maxLength: 24 }),
        fc.string({ unit: fc.constantFrom(...'Aa0_-./=+%'), minLength: 41, maxLength: 45 }),
      )
      .map(([id, mac]) => `${id}.${mac}`);
    const token = fc.oneof(nearValid, fc.string({ unit: 'binary', maxLength: 300 }), fc.constant('x'.repeat(100_000)));
    await fc.assert(
      fc.asyncProperty(token, async (value) => {
        const answer = await readShared(value);
        expect(answer.status, value.slice(0, 80)).toBeLessThan(500);
        expect(answer.errors, value.slice(0, 80)).toMatchObject([notActive]);
      }),
      { numRuns: 60, seed: 20261122 },
    );
    // Values of the wrong type are refused by GraphQL itself, still without a server error.
    for (const value of [null, 7, ['a'], { token: 'a' }]) {
      expect((await readShared(value)).status).toBeLessThan(500);
    }
  });

  it("does not let another user share, stop sharing or see the link of someone's trip", async () => {
    const { browser, tripId } = await ownerWithTrip();
    const { url } = await share(browser, tripId);
    const { browser: stranger } = await signedInClient(server);
    expect((await stranger.graphql(SHARE, { tripId })).errors).toMatchObject([tripNotFound]);
    expect((await stranger.graphql(UNSHARE, { tripId })).errors).toMatchObject([tripNotFound]);
    expect((await stranger.graphql(LINK, { id: tripId })).errors).toMatchObject([tripNotFound]);
    // A missing trip answers exactly the same.
    expect((await stranger.graphql(SHARE, { tripId: 2_000_000_000 })).errors).toMatchObject([tripNotFound]);
    expect((await readShared(tokenOf(url))).errors).toBeUndefined();
    expect(await share(browser, tripId)).toMatchObject({ url });
  });

  it('needs a signed-in, verified owner to share or stop sharing', async () => {
    const { browser: unverified, userId } = await signedInClient(server, { verified: false });
    const trip = await server.database.prisma.trip.create({
      data: {
        ...sampleSaveBody(),
        userId,
        savedType: 'budget',
        budgetItinerary: sampleSaveBody().budgetItinerary,
        experienceItinerary: sampleSaveBody().experienceItinerary,
      },
    });
    for (const mutation of [SHARE, UNSHARE]) {
      expect((await unverified.graphql(mutation, { tripId: trip.id })).errors).toMatchObject([
        { message: english(messages.verifyFirst), extensions: { code: 'FORBIDDEN', requiresVerification: true } },
      ]);
      expect((await TestClient.for(server).graphql(mutation, { tripId: trip.id })).errors).toMatchObject([
        { message: english(messages.signedOut), extensions: { code: 'UNAUTHENTICATED' } },
      ]);
    }
    expect(await server.database.prisma.tripShareLink.count({ where: { tripId: trip.id } })).toBe(0);
  });

  it('keeps a canceled trip shared, showing that it was canceled, and drops the link with a deleted trip', async () => {
    const { browser, tripId } = await ownerWithTrip();
    const cancel = await browser.graphql(
      `mutation ($id: Int!) { updateTripStatus(id: $id, status: canceled) { status } }`,
      { id: tripId },
    );
    expect(cancel.errors).toBeUndefined();
    const { url } = await share(browser, tripId);
    expect((await readShared(tokenOf(url))).data!.sharedTrip.status).toBe('canceled');

    expect((await browser.graphql(`mutation ($id: Int!) { deleteTrip(id: $id) }`, { id: tripId })).errors).toBe(
      undefined,
    );
    expect((await readShared(tokenOf(url))).errors).toMatchObject([notActive]);
  });

  it('lets a trips:write API token share, a trips:read one only see the link, and any token read a shared trip', async () => {
    const { browser, tripId } = await ownerWithTrip();
    const tokenWith = (scopes: Scope[]) => partnerClient(server, browser, scopes);
    const reader = await tokenWith(['TRIPS_READ']);
    const writer = await tokenWith(['TRIPS_WRITE']);
    for (const mutation of [SHARE, UNSHARE]) {
      expect((await reader.graphql(mutation, { tripId })).errors).toMatchObject([
        { extensions: { code: 'FORBIDDEN', requiredScope: 'trips:write' } },
      ]);
    }
    const shared = await writer.graphql<Shared>(SHARE, { tripId });
    const url = shared.data!.shareTrip.shareLink!.url;
    expect((await reader.graphql<{ trip: { shareLink: { url: string } } }>(LINK, { id: tripId })).data).toEqual({
      trip: { shareLink: { url, createdAt: shared.data!.shareTrip.shareLink!.createdAt } },
    });
    const read = await reader.graphql<SharedTripAnswer>(SHARED, { token: tokenOf(url) });
    expect(read.data!.sharedTrip.destinationCountry).toBe('JP');
  });

  it('serves /shared/* pages with noindex and no Referer, and only those', async () => {
    const page = await fetch(`${server.baseUrl}/shared/abc.def`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    await page.arrayBuffer();
    const other = await fetch(`${server.baseUrl}/trips/1`, { headers: { accept: 'text/html' } });
    expect(other.status).toBe(200);
    expect(other.headers.get('x-robots-tag')).toBeNull();
    await other.arrayBuffer();
  });
});

describe('the shared-trip rate limit', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_MULTIPLIER: '1' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers RATE_LIMITED once one address has read 120 shared trips in a minute', async () => {
    const visitor = TestClient.for(server);
    const query = `query ($token: String!) { sharedTrip(token: $token) { status } }`;
    const codes: string[] = [];
    for (let attempt = 0; attempt < 121; attempt += 1) {
      const { errors } = await visitor.graphql(query, { token: `attempt-${attempt}` });
      codes.push(errors![0]!.extensions.code);
    }
    expect(codes.slice(0, 120).every((code) => code === 'NOT_FOUND')).toBe(true);
    expect(codes[120]).toBe('RATE_LIMITED');
  });
});
