// Pages arrive as HTML (issue #15): every public route read with JavaScript
// off (its text, its title, its status), the same routes hydrated with
// JavaScript on without any mismatch (the server's elements are kept, not
// replaced), the visa checker's form sent without JavaScript, the head tags
// search engines and link previews read, and the signed-in frame.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/src/test/test-server.js';
import { eventually, seedTrip, signedInPage } from './app-helpers.js';
import {
  browserAvailable,
  collectPageErrors,
  startBrowserApp,
  stopBrowserApp,
  viewports,
  waitForHydration,
} from './browser.js';

interface PublicRoute {
  path: string;
  title: string | RegExp;
  heading: string;
  /** Text of the page's content that only the server's data can fill in. */
  text?: string;
  status?: number;
}

const PUBLIC_ROUTES: PublicRoute[] = [
  {
    path: '/',
    title: 'Lakbay · AI Travel Planner for Filipino Explorers',
    heading: 'Your AI Travel Planner for Filipino Explorers',
    text: 'Generate Your Dream Trip',
  },
  {
    path: '/visa-help',
    title: 'Visa requirements for Philippine passport holders · Lakbay',
    heading: 'Travel Info and Visa Help',
    text: 'Japan visa',
  },
  {
    path: '/visa-help/japan',
    title: 'Japan visa for Filipinos: requirements, fees and length of stay · Lakbay',
    heading: 'Japan visa for Filipinos',
    text: 'Certificate of employment',
  },
  {
    path: '/visa-help/singapore?purpose=business',
    title: 'Singapore visa for Filipinos (Business) · Lakbay',
    heading: 'Singapore visa for Filipinos',
    text: 'Sources',
  },
  {
    path: '/travel-deals',
    title: 'Travel Deals · Lakbay',
    heading: 'Travel Deals',
    text: 'Manila to Tokyo round trip',
  },
  { path: '/local-secrets', title: 'Local Secrets · Lakbay', heading: 'Local Secrets' },
  {
    path: '/travel-package-quote',
    title: 'Travel Package Quote · Lakbay',
    heading: 'Get a Custom Travel Package Quote',
  },
  { path: '/auth', title: 'Login · Lakbay', heading: 'Welcome back' },
  { path: '/auth?tab=register', title: 'Sign Up · Lakbay', heading: 'Create your account' },
  { path: '/reset-password?token=abc', title: 'Reset Password · Lakbay', heading: 'Reset your password' },
  { path: '/verify-email', title: 'Verify Your Email · Lakbay', heading: 'Verify your email' },
  { path: '/book-activity', title: 'Book Activities · Lakbay', heading: 'Book Activities' },
  { path: '/book-hotels', title: 'Book Hotels · Lakbay', heading: 'Book Hotels' },
  { path: '/find-flight', title: 'Find Flights · Lakbay', heading: 'Find Flights' },
  {
    path: '/privacy',
    title: 'Privacy Notice · Lakbay',
    heading: 'Privacy Notice',
    // The contact address comes from the server's configuration, through its data.
    text: 'no-reply@lakbay.local',
  },
  {
    path: '/privacy?lang=fil',
    title: 'Abiso sa Privacy · Lakbay',
    heading: 'Abiso sa Privacy',
    text: 'Karapatan sa portability ng datos',
  },
  { path: '/terms', title: 'Terms of Service · Lakbay', heading: 'Terms of Service', text: 'no-reply@lakbay.local' },
  { path: '/cookies', title: 'Cookies and Storage · Lakbay', heading: 'Cookies and storage', text: 'lakbay_lang' },
  { path: '/no/such/page', title: 'Page not found · Lakbay', heading: '404 Page Not Found', status: 404 },
  { path: '/visa-help/atlantis', title: 'Page not found · Lakbay', heading: '404 Page Not Found', status: 404 },
];

/** The console line Chromium writes for a page answered 404: expected on the 404 pages, nothing else is. */
const NOT_FOUND_LOG = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

/**
 * Opens `path` with JavaScript on and waits until React has hydrated it.
 * Returns whether the element the server rendered first is still the one on
 * screen: a hydration mismatch would have React replace it with its own.
 */
async function hydrate(page: Page, url: string) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverElement?: Element | null }).serverElement = document.querySelector('#root > *');
    });
  });
  const response = await page.goto(url);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const kept = await page.evaluate(
    () =>
      (window as unknown as { serverElement?: Element | null }).serverElement === document.querySelector('#root > *'),
  );
  return { status: response!.status(), kept };
}

describe.runIf(browserAvailable())('server-rendered pages in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let sharedPath: string;

  beforeAll(async () => {
    ({ server, browser } = await startBrowserApp());
    // A real share link, as its owner hands it out.
    const owner = await signedInPage(browser, server);
    const tripId = await seedTrip(server, owner.context, { cities: ['Tokyo', 'Kyoto'] });
    const shared = await owner.context.request.post(`${server.baseUrl}/graphql`, {
      headers: { 'apollo-require-preflight': 'true' },
      data: {
        query: 'mutation ($id: Int!) { shareTrip(tripId: $id) { shareLink { url } } }',
        variables: { id: tripId },
      },
    });
    sharedPath = new URL(
      ((await shared.json()) as { data: { shareTrip: { shareLink: { url: string } } } }).data.shareTrip.shareLink.url,
    ).pathname;
    await owner.context.close();
  });
  afterAll(() => stopBrowserApp({ server, browser }));

  const routes = (): PublicRoute[] => [
    ...PUBLIC_ROUTES,
    { path: sharedPath, title: 'Japan trip (shared) · Lakbay', heading: 'Japan', text: 'Tokyo · Kyoto' },
    {
      path: '/shared/not-a-real-link',
      title: 'Shared trip unavailable · Lakbay',
      heading: 'Plan your own trip',
      text: 'This share link is no longer active',
    },
  ];

  // Twenty-two pages in a row: under a full CI run's load that takes longer than one test's default 30 s.
  it(
    'shows every public route with JavaScript off: its title, heading, data and status',
    { timeout: 120_000 },
    async () => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.mobile });
      const page = await context.newPage();
      for (const route of routes()) {
        const response = await page.goto(`${server.baseUrl}${route.path}`);
        expect(response!.status(), route.path).toBe(route.status ?? 200);
        expect(await page.title(), route.path).toMatch(route.title);
        expect(
          await page.getByRole('heading', { name: route.heading, exact: true }).count(),
          route.path,
        ).toBeGreaterThan(0);
        if (route.text) expect(await page.getByText(route.text).count(), route.path).toBeGreaterThan(0);
        // Styled too: the header's wordmark has the brand colour, not the browser's default link blue.
        expect(
          await page
            .locator('header a[href="/"]')
            .first()
            .evaluate((link) => getComputedStyle(link).color),
        ).not.toBe('rgb(0, 0, 238)');
      }
      await context.close();
    },
  );

  for (const [name, viewport] of Object.entries(viewports)) {
    // Twenty-two pages, each opened fresh and hydrated.
    it(`hydrates every public route without a mismatch at ${name} width`, { timeout: 120_000 }, async () => {
      const context = await browser.newContext({ viewport });
      for (const route of routes()) {
        const page = await context.newPage();
        const errors = collectPageErrors(page);
        const { status, kept } = await hydrate(page, `${server.baseUrl}${route.path}`);
        expect(status, route.path).toBe(route.status ?? 200);
        expect(kept, `${route.path}: the server's elements were replaced`).toBe(true);
        expect(errors, route.path).toEqual(status === 404 ? [NOT_FOUND_LOG] : []);
        await page.close();
      }
      await context.close();
    });
  }

  it('asks the API nothing the server already answered while a page hydrates', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    const operations: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql')) operations.push(request.postDataJSON()?.operationName);
    });
    for (const path of ['/visa-help/japan', '/travel-deals', '/privacy', sharedPath]) {
      await hydrate(page, `${server.baseUrl}${path}`);
    }
    expect(operations).toEqual([]);
    await page.close();
  });

  it('sends the visa checker without JavaScript to the destination’s page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.mobile });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/visa-help`);
    // Sent with nothing chosen, the page says what is missing.
    await page.getByRole('button', { name: 'Check Visa Requirements' }).click();
    await page.waitForURL(/\/visa-help\?country=&purpose=$/);
    await page.getByText('Please select a destination country').waitFor();
    await page.getByText('Please select a travel purpose').waitFor();
    await page.getByLabel('Destination country').selectOption({ label: 'South Korea' });
    await page.getByLabel('Travel purpose').selectOption({ label: 'Business' });
    await page.getByRole('button', { name: 'Check Visa Requirements' }).click();
    await page.waitForURL(/\/visa-help\/south-korea\?purpose=business$/);
    await page.getByRole('heading', { level: 2, name: 'South Korea' }).waitFor();
    // The purpose switch is plain links.
    await page.getByRole('navigation', { name: 'Purpose of travel' }).getByRole('link', { name: 'Tourism' }).click();
    await page.waitForURL(/\/visa-help\/south-korea$/);
    expect(await page.title()).toBe('South Korea visa for Filipinos: requirements, fees and length of stay · Lakbay');
    await context.close();
  });

  it('switches the deals tabs without JavaScript: each tab is a link the server answers', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.mobile });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/travel-deals`);
    expect(await page.getByRole('tab', { name: 'Featured Deals', selected: true }).count()).toBe(1);
    await page.getByRole('tab', { name: 'Hotels' }).click();
    await page.waitForURL(/\/travel-deals\?tab=hotels$/);
    expect(await page.getByRole('tab', { name: 'Hotels', selected: true }).count()).toBe(1);
    const cards = page.getByRole('tabpanel', { name: 'Hotels' }).getByRole('article');
    expect(await cards.count()).toBe(2);
    for (const text of await cards.allTextContents()) expect(text).toContain('Hotel');
    await context.close();
  });

  it('switches the sign-in tabs without JavaScript, keeping where to go back to', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.mobile });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/auth?next=%2Fmy-trips`);
    expect(await page.getByRole('tab', { name: 'Login', selected: true }).count()).toBe(1);
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.waitForURL(/\/auth\?tab=register&next=%2Fmy-trips$/);
    expect(await page.getByRole('tab', { name: 'Register', selected: true }).count()).toBe(1);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(await page.title()).toBe('Sign Up · Lakbay');
    await page.getByRole('tab', { name: 'Login' }).click();
    await page.waitForURL(/\/auth\?tab=login&next=%2Fmy-trips$/);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await context.close();
  });

  it('keeps a visa check chosen before the app’s code arrived, and sends it once hydrated', async () => {
    const context = await browser.newContext({ viewport: viewports.mobile });
    const page = await context.newPage();
    // The app's code held back, as on a slow connection, while the reader chooses.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/start-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.baseUrl}/visa-help`);
    await page.getByLabel('Destination country').selectOption({ label: 'Singapore' });
    await page.getByLabel('Travel purpose').selectOption({ label: 'Business' });
    release();
    await waitForHydration(page);
    expect(await page.getByLabel('Destination country').inputValue()).toBe('SG');
    expect(await page.getByLabel('Travel purpose').inputValue()).toBe('business');
    await page.getByRole('button', { name: 'Check Visa Requirements' }).click();
    await page.waitForURL(/\/visa-help\/singapore\?purpose=business$/);
    await page.getByRole('heading', { level: 2, name: 'Singapore' }).waitFor();
    await context.close();
  });

  it('writes the tags search engines and link previews read, in the language the address asks for', async () => {
    const html = await (await fetch(`${server.baseUrl}/visa-help/japan?lang=fil`)).text();
    const base = server.config.publicUrl;
    expect(html).toMatch(/^<!doctype html>\s*<html lang="fil">/);
    expect(html).toContain(
      '<title>Visa sa Japan para sa mga Pilipino: mga kailangan, bayad at haba ng pananatili · Lakbay</title>',
    );
    expect(html).toContain(`<link rel="canonical" href="${base}/visa-help/japan?lang=fil"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${base}/visa-help/japan"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="fil" href="${base}/visa-help/japan?lang=fil"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${base}/visa-help/japan"/>`);
    expect(html).toContain(`<meta property="og:image" content="${base}/og-image.jpg"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toMatch(/<meta name="description" content="Visa required: [^"]+Huling sinuri: [^"]+"\/>/);
    // One title and one description: the page's, not the app shell's as well.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    const structured = JSON.parse(/<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)![1]!);
    expect(structured).toMatchObject({ '@type': 'FAQPage', mainEntity: [{ '@type': 'Question' }] });

    const image = await fetch(`${server.baseUrl}/og-image.jpg`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');

    // A share link's page is kept out of search engines, and its token out of the canonical address.
    const shared = await (await fetch(`${server.baseUrl}${sharedPath}`)).text();
    expect(shared).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(shared).not.toContain('rel="canonical"');
  });

  it('lists the indexable pages in sitemap.xml, which robots.txt names', async () => {
    const base = server.config.publicUrl;
    const robots = await (await fetch(`${server.baseUrl}/robots.txt`)).text();
    expect(robots).toBe(`User-agent: *\nDisallow: /shared/\n\nSitemap: ${base}/sitemap.xml\n`);
    const sitemap = await fetch(`${server.baseUrl}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toContain(`${base}/visa-help/japan`);
    expect(locations).toContain(`${base}/visa-help/japan?lang=fil`);
    expect(locations).toContain(`${base}/`);
    expect(locations.some((location) => /\/shared\/|\/dashboard|\/reset-password/.test(location!))).toBe(false);
    // Every listed page answers 200 with its own canonical address.
    for (const location of locations.filter((location) => !location!.includes('lang='))) {
      const response = await fetch(location!.replace(base, server.baseUrl));
      expect(response.status, location).toBe(200);
      expect(await response.text(), location).toContain(`<link rel="canonical" href="${location}"/>`);
    }
  });

  it('paints the header and a spinner for a signed-in page at once, then the page itself', async () => {
    const { context, page, errors } = await signedInPage(browser, server, viewports.desktop);
    const html = await (await context.request.get(`${server.baseUrl}/dashboard`)).text();
    expect(html).toContain('>Logout<');
    expect(html).toMatch(/role="status"/);
    await page.goto(`${server.baseUrl}/dashboard`);
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Dashboard' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a signed-out visitor of a signed-in page to /auth from the server', async () => {
    const response = await fetch(`${server.baseUrl}/my-trips`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth');
  });

  it('keeps a language chosen by the address on this device', async () => {
    const context = await browser.newContext({ viewport: viewports.mobile });
    const page = await context.newPage();
    await hydrate(page, `${server.baseUrl}/travel-deals?lang=fil`);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'lakbay_lang')?.value).toBe('fil');
    // The next page, with no language in its address, comes from the server in Filipino too.
    const next = await context.request.get(`${server.baseUrl}/visa-help`);
    expect(await next.text()).toMatch(/<html lang="fil">/);
    await context.close();
  });
});
