// The calendar feed over real HTTP (issue 31 item 4): the profile turns it on and gets one
// stable address; a calendar app reads it signed out, parsed here by an RFC 5545 parser;
// it follows the user's trips (owned and joined, dated, not canceled) and their edits;
// renewing or turning it off kills the old address; every bad address is the same 404;
// API tokens, strangers and unverified users cannot make or see one; the address never
// reaches the logs.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english } from '../../lib/messages.js';
import { loggableUrl } from '../../lib/logger.js';
import { messages } from '../auth/auth.js';
import { TestClient } from '../../test/http-client.js';
import { parseCalendar } from '../../test/icalendar.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { addCoTraveler, sampleItinerary, sampleSaveBody, signedInClient } from '../../test/trips.js';
import { calendarFeedMessages } from './calendar-feeds.js';
import { partnerClient } from '../../test/api-tokens.js';

const FEED = `query { calendarFeed { url webcalUrl createdAt } }`;
const RENEW = `mutation { renewCalendarFeed { url webcalUrl createdAt } }`;
const REVOKE = `mutation { revokeCalendarFeed }`;

interface Feed {
  url: string;
  webcalUrl: string;
  createdAt: string;
}

const ADDRESS = /^https:\/\/lakbay\.example\.ph(\/api\/calendar-feeds\/[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\.ics)$/;

describe('calendar feeds', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://lakbay.example.ph' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function renew(browser: TestClient): Promise<Feed> {
    const result = await browser.graphql<{ renewCalendarFeed: Feed }>(RENEW);
    expect(result.errors).toBeUndefined();
    return result.data!.renewCalendarFeed;
  }

  /** The feed's path on the test server. */
  const pathOf = (feed: Feed) => ADDRESS.exec(feed.url)![1]!;

  /** The feed as a calendar app reads it: no cookie, a fresh client. */
  async function read(path: string) {
    const response = await TestClient.for(server).fetch(path);
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  }

  async function saveTrip(browser: TestClient, overrides: Record<string, unknown>) {
    const saved = await browser.post<{ id: number }>('/api/trips', sampleSaveBody(overrides));
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    return saved.body.id;
  }

  it('is off until turned on, then answers one stable address, also as webcal://', async () => {
    const { browser } = await signedInClient(server);
    expect((await browser.graphql(FEED)).data).toEqual({ calendarFeed: null });
    const feed = await renew(browser);
    expect(feed.url).toMatch(ADDRESS);
    expect(feed.webcalUrl).toBe(feed.url.replace(/^https:/, 'webcal:'));
    expect((await browser.graphql<{ calendarFeed: Feed }>(FEED)).data!.calendarFeed).toEqual(feed);
  });

  it('holds each day of every dated trip the user owns or travels on, and follows their edits', async () => {
    const owner = await signedInClient(server);
    const friend = await signedInClient(server);
    const stranger = await signedInClient(server);
    const withStops = sampleItinerary('Budget', 2);
    withStops.days[0]!.stops = [
      {
        kind: 'activity',
        line: 'Walk around Asakusa',
        name: 'Asakusa',
        slot: 'morning',
        start: '09:00',
        minutes: 90,
        cost: 0,
      },
    ];
    const dated = await saveTrip(owner.browser, { startDate: '2026-12-01', budgetItinerary: withStops });
    await saveTrip(owner.browser, {}); // no start date: nothing to place
    const canceled = await saveTrip(owner.browser, { startDate: '2027-01-10' });
    expect((await owner.browser.request('PATCH', `/api/trips/${canceled}/status`, { status: 'canceled' })).status).toBe(
      200,
    );
    const friends = await saveTrip(friend.browser, { startDate: '2027-02-01', duration: 2 });
    await addCoTraveler(server, friend, friends, owner, 'viewer');
    await saveTrip(stranger.browser, { startDate: '2026-12-05' });

    const path = pathOf(await renew(owner.browser));
    const answer = await read(path);
    expect(answer).toMatchObject({ status: 200, type: 'text/calendar; charset=utf-8' });
    const calendar = parseCalendar(answer.text);
    expect(calendar.name).toBe('Lakbay trips');
    // Calendar apps are asked to poll hourly (Outlook and Apple read these two).
    expect(answer.text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(answer.text).toContain('\r\nX-PUBLISHED-TTL:PT1H\r\n');
    expect(calendar.events.map(({ uid, start, end, allDay }) => ({ uid, start, end, allDay }))).toEqual([
      { uid: `trip-${friends}-day-1@lakbay`, start: '2027-02-01', end: '2027-02-02', allDay: true },
      { uid: `trip-${friends}-day-2@lakbay`, start: '2027-02-02', end: '2027-02-03', allDay: true },
      { uid: `trip-${dated}-day-1@lakbay`, start: '2026-12-01', end: '2026-12-02', allDay: true },
      { uid: `trip-${dated}-day-2@lakbay`, start: '2026-12-02', end: '2026-12-03', allDay: true },
    ]);
    const first = calendar.events.find((event) => event.uid === `trip-${dated}-day-1@lakbay`)!;
    expect(first.summary).toBe('Day 1: Budget day 1 — Tokyo, Japan');
    expect(first.description).toBe('Local times:\n09:00  Walk around Asakusa\nStay: Hostel');

    // An edit shows on the next read, under the same UID.
    const edited = sampleItinerary('Budget', 2);
    edited.days[0]!.title = 'Ueno and Yanaka';
    expect(
      (
        await owner.browser.request('PATCH', `/api/trips/${dated}`, {
          budgetItinerary: edited,
          experienceItinerary: edited,
        })
      ).status,
    ).toBe(200);
    const after = parseCalendar((await read(path)).text);
    expect(after.events.find((event) => event.uid === `trip-${dated}-day-1@lakbay`)!.summary).toBe(
      'Day 1: Ueno and Yanaka — Tokyo, Japan',
    );

    // Leaving the friend's trip takes it out of the feed.
    await server.database.prisma.tripMember.deleteMany({ where: { tripId: friends } });
    const left = parseCalendar((await read(path)).text);
    expect(left.events.some((event) => event.uid.startsWith(`trip-${friends}-`))).toBe(false);
  });

  it('speaks the user’s language', async () => {
    const { browser, userId } = await signedInClient(server);
    await server.database.prisma.user.update({ where: { id: userId }, data: { locale: 'fil' } });
    await saveTrip(browser, { startDate: '2026-12-24' });
    const calendar = parseCalendar((await read(pathOf(await renew(browser)))).text);
    expect(calendar.name).toBe('Mga trip sa Lakbay');
    expect(calendar.events[0]!.summary).toBe('Araw 1: Budget day 1 — Tokyo, Japan');
    expect(calendar.events[0]!.description).toBe('- Walk around Asakusa\nTutuluyan: Hostel');
  });

  it('stops the old address when renewed or turned off', async () => {
    const { browser } = await signedInClient(server);
    const first = pathOf(await renew(browser));
    const second = pathOf(await renew(browser));
    expect(second).not.toBe(first);
    const gone = { status: 404, text: JSON.stringify({ message: english(calendarFeedMessages.notActive) }) };
    expect(await read(first)).toMatchObject(gone);
    expect((await read(second)).status).toBe(200);
    expect((await browser.graphql(REVOKE)).data).toEqual({ revokeCalendarFeed: true });
    expect(await read(second)).toMatchObject(gone);
    expect((await browser.graphql(FEED)).data).toEqual({ calendarFeed: null });
    // Turning off again is harmless.
    expect((await browser.graphql(REVOKE)).data).toEqual({ revokeCalendarFeed: true });
  });

  it('answers every forged, malformed or foreign address with the same 404, never a 5xx (fuzz)', async () => {
    const { browser } = await signedInClient(server);
    const path = pathOf(await renew(browser));
    const [id, mac] = path.slice('/api/calendar-feeds/'.length, -'.ics'.length).split('.') as [string, string];
    const flipped = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    // A share link's token names a real row of another table under another key.
    const shared = await browser.graphql<{ shareTrip: { shareLink: { url: string } } }>(
      `mutation ($tripId: Int!) { shareTrip(tripId: $tripId) { shareLink { url } } }`,
      { tripId: await saveTrip(browser, {}) },
    );
    const shareToken = shared.data!.shareTrip.shareLink.url.split('/shared/')[1]!;
    const bad = [
      `${id}.${mac}`, // no .ics
      `${id}.${flipped(mac)}.ics`,
      `${flipped(id)}.${mac}.ics`,
      `${id}.ics`,
      `${shareToken}.ics`,
      `${id}.${mac}.ics.ics`,
      '%00.ics',
      `${'A'.repeat(5000)}.ics`,
    ];
    for (const file of bad) {
      expect((await read(`/api/calendar-feeds/${encodeURIComponent(file)}`)).status, file).toBe(404);
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 120 }), async (file) => {
        const { status } = await read(`/api/calendar-feeds/${encodeURIComponent(file)}`);
        expect([404, 400]).toContain(status);
      }),
      { numRuns: 40 },
    );
    expect((await read(path)).status).toBe(200);
  });

  it('needs a verified web session to make, see or stop a feed: no API token, no stranger', async () => {
    const owner = await signedInClient(server);
    await renew(owner.browser);
    const token = await partnerClient(server, owner.browser, ['TRIPS_READ', 'TRIPS_WRITE', 'GENERATE']);
    for (const operation of [FEED, RENEW, REVOKE]) {
      expect((await token.graphql(operation)).errors?.[0]?.extensions.code, operation).toBe('FORBIDDEN');
      expect((await TestClient.for(server).graphql(operation)).errors?.[0]?.message).toBe(english(messages.signedOut));
      const { browser: unverified } = await signedInClient(server, { verified: false });
      expect((await unverified.graphql(operation)).errors?.[0]?.extensions).toMatchObject({
        code: 'FORBIDDEN',
        requiresVerification: true,
      });
    }
    // A stranger's session sees only their own (none) and cannot touch the owner's.
    const stranger = await signedInClient(server);
    expect((await stranger.browser.graphql(FEED)).data).toEqual({ calendarFeed: null });
    await stranger.browser.graphql(REVOKE);
    expect((await owner.browser.graphql<{ calendarFeed: Feed | null }>(FEED)).data!.calendarFeed).not.toBeNull();
  });

  it('keeps the address out of the logs', () => {
    const token = `${randomBytes(16).toString('base64url')}.${randomBytes(32).toString('base64url')}`;
    expect(loggableUrl(`/api/calendar-feeds/${token}.ics`)).toBe('/api/calendar-feeds/[redacted]');
    expect(loggableUrl(`/auth?next=${encodeURIComponent(`/api/calendar-feeds/${token}.ics`)}`)).toBe(
      '/auth?next=[redacted]',
    );
  });
});

describe('the calendar feed rate limit', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_MULTIPLIER: '1' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers 429 once one address has read 60 feeds in a minute', async () => {
    const visitor = TestClient.for(server);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 61; attempt += 1) {
      statuses.push((await visitor.fetch(`/api/calendar-feeds/attempt-${attempt}.ics`)).status);
    }
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
