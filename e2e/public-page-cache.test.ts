// One copy of a public page for every signed-out visitor (issue #35 item 5, docs/decisions/042), read
// over HTTP from the real server and the real web build: rendered once per address, language and day,
// revalidated by ETag, never a signed-in user's page and never theirs to spoil, new when the data is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadVisaData, type VisaData } from '../api/src/services/visa/visa-data.js';
import { TestClient } from '../api/src/test/http-client.js';
import { startTestServer, type TestServer, type TestServerOptions } from '../api/src/test/test-server.js';
import { signedInClient } from '../api/src/test/trips.js';
import { assertWebBuilt, webDistDir } from './browser.js';

const html = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
const SHARED = 'public, max-age=0, s-maxage=60';

/** A server with the real web build whose renders are counted: every page's footer asks for `health` once. */
async function countingServer(env: Record<string, string> = {}, overrides: TestServerOptions['overrides'] = {}) {
  const server = await startTestServer({ WEB_DIST_DIR: webDistDir, ...env }, { overrides });
  const system = server.app.services.system;
  const health = system.health.bind(system);
  const counter = { renders: 0 };
  system.health = () => {
    counter.renders++;
    return health();
  };
  return { server, counter };
}

const get = (server: TestServer, path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { headers: { ...html, ...headers }, redirect: 'manual' });

describe('the public page cache', () => {
  let server: TestServer;
  let counter: { renders: number };
  let today = new Date('2026-11-22T04:00:00Z');
  beforeAll(async () => {
    assertWebBuilt();
    ({ server, counter } = await countingServer({}, { now: () => today }));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('renders a public page once and serves that copy with an ETag, and a 304 to whoever holds it', async () => {
    const before = counter.renders;
    const first = await get(server, '/visa-help/japan');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(SHARED);
    expect(first.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(first.headers.get('content-encoding')).toBe('br');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const body = await first.text();
    expect(body).toContain('Japan');
    expect(counter.renders - before).toBe(1);

    const second = await get(server, '/visa-help/japan');
    expect(second.headers.get('etag')).toBe(etag);
    expect(await second.text()).toBe(body);
    const gzipped = await get(server, '/visa-help/japan', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.text()).toBe(body);
    expect(counter.renders - before).toBe(1);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const revalidated = await get(server, '/visa-help/japan', { 'if-none-match': ifNoneMatch });
      expect(revalidated.status, ifNoneMatch).toBe(304);
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect(revalidated.headers.get('cache-control')).toBe(SHARED);
      expect(await revalidated.text()).toBe('');
    }
    expect((await get(server, '/visa-help/japan', { 'if-none-match': '"other"' })).status).toBe(200);
    expect(counter.renders - before).toBe(1);
  });

  it('keeps the English and the Filipino page apart, by the address or the language cookie', async () => {
    const english = await get(server, '/travel-deals');
    const filipino = await get(server, '/travel-deals?lang=fil');
    const byCookie = await get(server, '/travel-deals', { cookie: 'lakbay_lang=fil' });
    const englishHtml = await english.text();
    expect(englishHtml).toContain('<html lang="en"');
    expect(await filipino.text()).toContain('<html lang="fil"');
    expect(await byCookie.text()).toContain('<html lang="fil"');
    expect(english.headers.get('etag')).not.toBe(filipino.headers.get('etag'));
    expect(english.headers.get('etag')).not.toBe(byCookie.headers.get('etag'));

    // Each is kept: asked again, nothing is rendered.
    const before = counter.renders;
    expect((await get(server, '/travel-deals')).headers.get('etag')).toBe(english.headers.get('etag'));
    expect((await get(server, '/travel-deals?lang=fil')).headers.get('etag')).toBe(filipino.headers.get('etag'));
    const again = await get(server, '/travel-deals', { cookie: 'lakbay_lang=fil' });
    expect(again.headers.get('etag')).toBe(byCookie.headers.get('etag'));
    // Accept-Language does not choose a page's language (the address and the cookie do): the English copy.
    const acceptFilipino = await get(server, '/travel-deals', { 'accept-language': 'fil-PH, fil;q=0.9' });
    expect(acceptFilipino.headers.get('etag')).toBe(english.headers.get('etag'));
    expect(counter.renders).toBe(before);
  });

  it('writes a visa answer in the page’s language, not in the visitor’s Accept-Language', async () => {
    // Asked first by a browser that prefers Filipino: the copy it fills is the English page, whole.
    const page = await (await get(server, '/visa-help/japan?purpose=business', { 'accept-language': 'fil' })).text();
    expect(page).toContain('<html lang="en"');
    expect(page).toContain('Length of stay:');
    expect(page).not.toContain('Haba ng pananatili');
    const filipino = await (await get(server, '/visa-help/japan?purpose=business&lang=fil')).text();
    expect(filipino).toContain('Haba ng pananatili');
  });

  it('gives a signed-in user their own page, and no signed-in page to anyone else', async () => {
    const { browser, account } = await signedInClient(server);
    // The user first, on a page nobody has asked for yet: their render must not become the shared copy.
    const theirs = await browser.fetch('/privacy', { headers: html });
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('cache-control')).toBe('private, no-cache');
    expect(theirs.headers.get('vary')).toMatch(/Cookie/);
    expect(theirs.headers.get('etag')).toBeNull();
    const theirHtml = await theirs.text();
    expect(theirHtml).toContain(account.email);

    const paths = ['/privacy', '/', '/visa-help/japan'];
    for (const path of paths) {
      const response = await get(server, path);
      expect(response.headers.get('cache-control'), path).toBe(SHARED);
      const text = await response.text();
      for (const secret of [account.email, account.username, account.fullName, browser.sessionId!]) {
        expect(text, `${path} holds ${secret}`).not.toContain(secret);
      }
      expect(text).toContain('"me":null');
    }
    // The signed-in user again: their own render every time, never the shared copy, which stays as it was.
    const before = counter.renders;
    const again = await browser.fetch('/visa-help/japan', { headers: html });
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
    expect(await again.text()).toContain(account.email);
    expect(counter.renders - before).toBe(1);
    for (const path of paths) expect(await (await get(server, path)).text()).not.toContain(account.email);
    expect(counter.renders - before).toBe(1);

    // Signed out, the same browser gets the shared copy again.
    expect((await browser.post('/api/logout', {})).status).toBe(200);
    const out = await browser.fetch('/privacy', { headers: html });
    expect(out.headers.get('cache-control')).toBe(SHARED);
    expect(await out.text()).not.toContain(account.email);
  });

  it('serves the shared copy to a session cookie that signs nobody in', async () => {
    const before = counter.renders;
    const shared = await get(server, '/visa-help/japan');
    const stale = await get(server, '/visa-help/japan', { cookie: 'lakbay.sid=s%3Agone.c2lnbmF0dXJl' });
    expect(stale.headers.get('cache-control')).toBe(SHARED);
    expect(stale.headers.get('etag')).toBe(shared.headers.get('etag'));
    expect(stale.headers.getSetCookie()).toEqual([]);
    expect(counter.renders).toBe(before);
  });

  it('renders every page that is not public for its visitor alone: 404s, redirects, one-time links', async () => {
    const notPublic = ['/no-such-page', '/visa-help/atlantis', '/visa-help/japan/', '/dashboard', '/generate-trip'];
    for (const path of [...notPublic, '/reset-password?token=abc', '/shared/not-a-link']) {
      const before = counter.renders;
      const first = await get(server, path);
      await first.text();
      expect(first.headers.get('cache-control'), path).toMatch(/private, no-cache|^$/);
      expect(first.headers.get('etag'), path).toBeNull();
      await (await get(server, path)).text();
      // A signed-in page redirects to /auth before it renders anything.
      if (path !== '/dashboard') expect(counter.renders - before, path).toBe(2);
    }
    expect((await get(server, '/no-such-page')).status).toBe(404);
    // The visa checker's form sent without JavaScript: a public page's redirect, never kept.
    const sent = await get(server, '/visa-help?country=JP&purpose=tourism');
    expect(sent.status).toBe(302);
    expect(sent.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('shows the next day’s deals on the next request after Manila’s midnight', async () => {
    today = new Date('2027-01-31T15:00:00Z'); // 23:00 in Manila, the Seoul deal's last day
    const lastDay = await get(server, '/travel-deals?tab=hotels');
    expect(await lastDay.text()).toContain('Myeongdong');
    today = new Date('2027-01-31T16:00:00Z'); // midnight in Manila
    const nextDay = await get(server, '/travel-deals?tab=hotels', { 'if-none-match': lastDay.headers.get('etag')! });
    expect(nextDay.status).toBe(200);
    expect(nextDay.headers.get('etag')).not.toBe(lastDay.headers.get('etag'));
    expect(await nextDay.text()).not.toContain('Myeongdong');
    today = new Date('2026-11-22T04:00:00Z');
  });

  it('holds no more pages than its bound, however many addresses are asked for', async () => {
    const small = await countingServer({}, { pageCache: { maxEntries: 3, maxBytes: 64 * 1024 * 1024 } });
    try {
      const addresses = Array.from({ length: 12 }, (_, i) => `/cookies?utm_source=${i}`);
      for (const address of addresses) await (await get(small.server, address)).text();
      expect(small.counter.renders).toBe(12);
      // The three most recent are kept; the first ones were dropped and render again.
      for (const address of addresses.slice(-3)) await (await get(small.server, address)).text();
      expect(small.counter.renders).toBe(12);
      await (await get(small.server, addresses[0]!)).text();
      expect(small.counter.renders).toBe(13);
      // An overlong address is rendered for its visitor and never kept.
      const long = `/cookies?q=${'x'.repeat(600)}`;
      const answer = await get(small.server, long);
      expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    } finally {
      await small.server.stop();
    }
  });
});

describe('a data change', () => {
  it('gives the page a new ETag and the new fact, also to a browser or CDN holding the old page', async () => {
    assertWebBuilt();
    const before = await startTestServer({ WEB_DIST_DIR: webDistDir });
    const visaData: VisaData = structuredClone(loadVisaData());
    const fact = 'From 2027 a pilot eVisa for Philippine passports (a test fact).';
    visaData.countries.JP.notes.push({ text: fact, sources: ['JP5'], purposes: 'all' });
    const after = await startTestServer({ WEB_DIST_DIR: webDistDir }, { overrides: { visaData } });
    try {
      const old = await get(before, '/visa-help/japan');
      expect(await old.text()).not.toContain(fact);
      // Another process with the same build and data: the same page, the same ETag.
      const twin = await startTestServer({ WEB_DIST_DIR: webDistDir });
      try {
        expect((await get(twin, '/visa-help/japan')).headers.get('etag')).toBe(old.headers.get('etag'));
      } finally {
        await twin.stop();
      }
      const changed = await get(after, '/visa-help/japan', { 'if-none-match': old.headers.get('etag')! });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(old.headers.get('etag'));
      expect(await changed.text()).toContain(fact);
    } finally {
      await Promise.all([before.stop(), after.stop()]);
    }
  });
});

describe('PAGE_CACHE=false', () => {
  it('renders every page per request, private to its visitor, as before', async () => {
    assertWebBuilt();
    const { server, counter } = await countingServer({ PAGE_CACHE: 'false' });
    try {
      for (let i = 0; i < 2; i++) {
        const response = await TestClient.for(server).fetch('/visa-help/japan', { headers: html });
        expect(response.headers.get('cache-control')).toBe('private, no-cache');
        expect(response.headers.get('etag')).toBeNull();
        await response.text();
      }
      expect(counter.renders).toBe(2);
    } finally {
      await server.stop();
    }
  });
});
