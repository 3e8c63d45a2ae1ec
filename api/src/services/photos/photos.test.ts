// Destination photos against a stand-in for Unsplash's search API on
// 127.0.0.1 (the real HTTP client, no mocked fetch): the key stays on the
// server, one search per destination however many cards ask, and a slow or
// failing service means null (the card keeps its local art), never an error.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.js';
import { TestClient } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { signedInClient } from '../../test/trips.js';
import { createPhotoService } from './photos.js';
import {
  searchResults,
  startUnsplashStandIn,
  unsplashPhoto,
  type UnsplashReply,
  type UnsplashStandIn,
} from './unsplash-stand-in.js';

const logger = createLogger('silent');
const PHOTO = `query ($destination: String!) {
  destinationPhoto(destination: $destination) { url alt photographerName photographerUrl photoPageUrl } }`;

describe('destination photos', () => {
  let standIn: UnsplashStandIn;
  let reply: (query: string | null) => UnsplashReply | Promise<UnsplashReply>;

  beforeAll(async () => {
    standIn = await startUnsplashStandIn((call) => reply(call.query));
  });
  afterEach(() => {
    standIn.calls.length = 0;
  });
  afterAll(() => standIn.stop());

  const service = (timeoutMs?: number) =>
    createPhotoService({
      settings: { UNSPLASH_ACCESS_KEY: 'test-access-key', UNSPLASH_API_URL: standIn.baseUrl },
      logger,
      timeoutMs,
    });

  it('searches by country name and answers the photo with its attribution', async () => {
    reply = () => searchResults(unsplashPhoto('mount-fuji', 'Ana Santos'), unsplashPhoto('second-best'));
    expect(await service().forDestination('JP')).toEqual({
      url: 'https://images.unsplash.com/photo-mount-fuji?ixid=test&fm=jpg&q=80&w=1080',
      alt: 'mount fuji at sunset',
      photographerName: 'Ana Santos',
      photographerUrl: 'https://unsplash.com/@anasantos?utm_source=lakbay&utm_medium=referral',
      photoPageUrl: 'https://unsplash.com/photos/mount-fuji?utm_source=lakbay&utm_medium=referral',
    });
    expect(standIn.calls).toEqual([
      { query: 'Japan travel', orientation: 'landscape', authorization: 'Client-ID test-access-key' },
    ]);
  });

  it('asks once per destination however many cards want it, and again once the entry expires', async () => {
    let clock = Date.parse('2026-11-22T00:00:00Z');
    reply = (query) => searchResults(unsplashPhoto(query!.replace(/\W+/g, '-')));
    const photos = createPhotoService({
      settings: { UNSPLASH_ACCESS_KEY: 'key', UNSPLASH_API_URL: standIn.baseUrl },
      logger,
      now: () => clock,
    });
    // A list of 50 trips to three destinations, asked all at once (a code and a name are the same place).
    const destinations = Array.from({ length: 50 }, (_, index) => ['JP', 'KR', 'Japan', 'sg'][index % 4]!);
    const answers = await Promise.all(destinations.map((destination) => photos.forDestination(destination)));
    expect(answers.every((answer) => answer?.url.startsWith('https://images.unsplash.com/'))).toBe(true);
    expect(standIn.calls.map((call) => call.query).sort()).toEqual([
      'Japan travel',
      'Singapore travel',
      'South Korea travel',
    ]);
    clock += 25 * 60 * 60 * 1000;
    await photos.forDestination('JP');
    expect(standIn.calls).toHaveLength(4);
  });

  it('answers null for a failure, a timeout, no results or a picture off the CDN, and retries only later', async () => {
    const photos = service(200);
    reply = () => ({ status: 500, body: { errors: ['Internal error'] } });
    expect(await photos.forDestination('JP')).toBeNull();
    expect(await photos.forDestination('JP')).toBeNull();
    expect(standIn.calls).toHaveLength(1);

    reply = () => 'hang';
    const started = Date.now();
    expect(await photos.forDestination('KR')).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);

    reply = () => searchResults();
    expect(await photos.forDestination('TH')).toBeNull();
    reply = () => ({ status: 200, body: { unexpected: true } });
    expect(await photos.forDestination('VN')).toBeNull();
    const elsewhere = unsplashPhoto('elsewhere');
    elsewhere.urls.regular = 'https://tracker.example.com/pixel.jpg';
    reply = () => searchResults(elsewhere);
    expect(await photos.forDestination('FR')).toBeNull();
  });

  it('never calls out without a key, and skips a destination too long to be one', async () => {
    const unconfigured = createPhotoService({ settings: { UNSPLASH_API_URL: standIn.baseUrl }, logger });
    expect(unconfigured.enabled).toBe(false);
    expect(unconfigured.imageOrigins).toEqual([]);
    expect(await unconfigured.forDestination('JP')).toBeNull();
    expect(await service().forDestination('x'.repeat(61))).toBeNull();
    expect(standIn.calls).toEqual([]);
  });

  describe('over GraphQL', () => {
    let configured: TestServer;
    let unconfigured: TestServer;

    beforeAll(async () => {
      configured = await startTestServer({ UNSPLASH_ACCESS_KEY: 'server-key', UNSPLASH_API_URL: standIn.baseUrl });
      unconfigured = await startTestServer({ UNSPLASH_API_URL: standIn.baseUrl });
    });
    afterAll(async () => {
      await configured.stop();
      await unconfigured.stop();
    });

    it('answers verified users, and lets the page load Unsplash images only while a key is set', async () => {
      reply = () => searchResults(unsplashPhoto('seoul-tower', 'Ji-woo Park'));
      const { browser } = await signedInClient(configured);
      const result = await browser.graphql<{ destinationPhoto: Record<string, string> }>(PHOTO, {
        destination: 'KR',
      });
      expect(result.data?.destinationPhoto).toMatchObject({
        url: 'https://images.unsplash.com/photo-seoul-tower?ixid=test&fm=jpg&q=80&w=1080',
        photographerName: 'Ji-woo Park',
      });
      // The key never reaches the browser.
      expect(JSON.stringify(result)).not.toContain('server-key');
      expect(standIn.calls[0]?.authorization).toBe('Client-ID server-key');

      const signedOut = await TestClient.for(configured).graphql(PHOTO, { destination: 'KR' });
      expect(signedOut.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
      const unverified = (await signedInClient(configured, { verified: false })).browser;
      expect((await unverified.graphql(PHOTO, { destination: 'KR' })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');

      const imageSources = async (server: TestServer) => {
        const response = await TestClient.for(server).fetch('/api/health');
        const policy = response.headers.get('content-security-policy') ?? '';
        return /(?:^|;)img-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
      };
      const withKey = await imageSources(configured);
      expect(withKey).toEqual(expect.arrayContaining(["'self'", 'data:', 'https://images.unsplash.com']));
      expect(withKey).not.toContain('https:');
      expect(await imageSources(unconfigured)).not.toContain('https://images.unsplash.com');
    });

    it('answers null without a key, and makes no call', async () => {
      const { browser } = await signedInClient(unconfigured);
      expect(await browser.graphql(PHOTO, { destination: 'JP' })).toEqual({ data: { destinationPhoto: null } });
      expect(standIn.calls).toEqual([]);
    });
  });
});
