// The Local Secrets finder (/local-secrets) in a real browser against the real
// API, signed out: Tokyo typed in by hand with a category and a wider radius,
// its cards, map markers and tip cards; the form's validation; geolocation
// granted and denied; the empty state; the note on a place only approximately
// placed (Hoi An); the error toast; live OpenStreetMap
// places (through an Overpass stand-in) and the note when they are unavailable. Offline, the map tiles
// cannot load: the list must still show and the page must raise no error.
import { createServer } from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelAnswer, startGeminiStandIn } from '../api/src/planners/gemini-stand-in.js';
import {
  osmNode,
  osmWay,
  overpassElements,
  startOverpassStandIn,
} from '../api/src/services/local-secrets/overpass-stand-in.js';
import type { TestServer } from '../api/src/test/test-server.js';
import {
  card,
  describedError,
  dialogShot,
  eventually,
  isFocused,
  pageShot,
  seedTrip,
  settle,
  signedInPage,
  toast,
} from './app-helpers.js';
import { browserAvailable, screenshot, screenshotDir, viewports, startBrowserApp, stopBrowserApp } from './browser.js';

/** A loopback port nothing listens on: every tile request is refused, as when the tile host is unreachable. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const TOKYO = { latitude: '35.6812', longitude: '139.7671' };

describe.runIf(browserAvailable())('the local secrets finder in Chromium', { timeout: 90_000 }, () => {
  let server: TestServer;
  let browser: Browser;
  let tileOrigin: string;

  beforeAll(async () => {
    tileOrigin = `http://127.0.0.1:${await closedPort()}`;
    ({ server, browser } = await startBrowserApp({ MAP_TILE_URL: `${tileOrigin}/{z}/{x}/{y}.png` }));
  });
  afterAll(() => stopBrowserApp({ server, browser }));

  /** The finder opened in a new page whose errors fail the test (see watchErrors). */
  async function open(context: BrowserContext, baseUrl = server.baseUrl) {
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const { errors, tileFailures } = watchErrors(page);
    await page.goto(`${baseUrl}/local-secrets`);
    await page.getByRole('heading', { level: 1, name: 'Local Secrets' }).waitFor();
    return { page, errors, tileFailures };
  }

  /**
   * The page's errors. Chromium itself logs each refused tile request ("Failed
   * to load resource") as a console error: those, and only those, are counted
   * apart, by the tile origin they name.
   */
  function watchErrors(page: Page) {
    const errors: string[] = [];
    const tileFailures: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      const fromTiles =
        message.text().startsWith('Failed to load resource') && message.location().url.startsWith(tileOrigin);
      (fromTiles ? tileFailures : errors).push(message.text());
    });
    return { errors, tileFailures };
  }

  const findButton = (page: Page) => page.getByRole('button', { name: 'Find Local Secrets' });
  const latitude = (page: Page) => page.getByRole('spinbutton', { name: 'Latitude' });
  const longitude = (page: Page) => page.getByRole('spinbutton', { name: 'Longitude' });
  const markers = (page: Page) => page.locator('.leaflet-marker-icon[role="button"]');

  async function apiCount(body: Record<string, unknown>) {
    const response = await fetch(`${server.baseUrl}/api/local-secrets`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as unknown[]).length;
  }

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`finds Tokyo's attractions within 8 km, typed in by hand, at ${name} width`, async () => {
      const context = await browser.newContext({ viewport });
      const { page, errors, tileFailures } = await open(context);
      await page.getByRole('button', { name: 'Tokyo, Japan' }).waitFor();
      await pageShot(page, `local-secrets-idle-${name}`);

      // docs/product/local-secrets.md: no search while the latitude is 0 (or empty).
      expect(await findButton(page).isDisabled()).toBe(true);
      await latitude(page).fill('0');
      expect(await findButton(page).isDisabled()).toBe(true);
      await page.getByText('Use your current location or enter a latitude to search.').waitFor();

      // Out-of-range values: the messages show on leaving the box, and submitting focuses the first.
      await latitude(page).fill('95');
      await longitude(page).fill('200');
      await latitude(page).blur();
      expect(await findButton(page).isDisabled()).toBe(false);
      await findButton(page).click();
      expect(await describedError(page, latitude(page))).toBe('Latitude must be between -90 and 90');
      expect(await describedError(page, longitude(page))).toBe('Longitude must be between -180 and 180');
      expect(await isFocused(latitude(page))).toBe(true);
      expect(await page.getByText(/^Found \d+ Local Secrets$/).count()).toBe(0);
      await longitude(page).fill('');
      await longitude(page).blur();
      await eventually(() => describedError(page, longitude(page))).toBe('Please enter a longitude');

      await latitude(page).fill(TOKYO.latitude);
      await longitude(page).fill(TOKYO.longitude);
      await page.getByRole('combobox', { name: /Category/ }).selectOption({ label: 'Attraction' });
      // The radius slider, by keyboard: 5 km by default, three steps right is 8 km.
      const slider = page.getByRole('slider', { name: 'Search radius' });
      expect(await slider.getAttribute('aria-valuetext')).toBe('5 km');
      await slider.focus();
      for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
      expect(await slider.getAttribute('aria-valuetext')).toBe('8 km');
      expect(await slider.inputValue()).toBe('8000');
      await findButton(page).click();

      const expected = await apiCount({ latitude: 35.6812, longitude: 139.7671, radius: 8000, category: 'attraction' });
      expect(expected).toBeGreaterThanOrEqual(4);
      const heading = page.getByRole('heading', { level: 2, name: `Found ${expected} Local Secrets` });
      await heading.waitFor();
      await eventually(() => isFocused(heading)).toBe(true);
      const cards = page.getByTestId('local-secret-card');
      expect(await cards.count()).toBe(expected);
      // Nearest first: Tokyo National Museum (about 4.3 km) before Senso-ji (about 4.6 km).
      const names = await cards.getByRole('heading', { level: 3 }).allTextContents();
      expect(names.indexOf('Tokyo National Museum')).toBeLessThan(names.indexOf('Senso-ji'));
      expect(names).toContain('Shibuya Scramble Crossing');
      const sensoji = card(page, 'Senso-ji');
      await sensoji.getByText('Open Now').waitFor();
      await sensoji.getByText('Insider Tip').waitFor();
      await sensoji.getByText('2-3-1 Asakusa, Taito City, Tokyo 111-0032').waitFor();
      await card(page, 'Tokyo Skytree').getByText('Hours not listed', { exact: true }).waitFor();
      await sensoji.getByRole('button', { name: 'View Details' }).click();
      await sensoji.getByText('Last checked: November 22, 2026').waitFor();
      expect(await sensoji.getByRole('link', { name: 'Senso-ji temple, official site' }).getAttribute('href')).toBe(
        'https://www.senso-ji.jp/',
      );

      // One labelled marker per result; the tiles fail offline and the map says so.
      await eventually(() => markers(page).count()).toBe(expected);
      expect(await page.getByRole('button', { name: /^Senso-ji, \d\.\d km away$/ }).count()).toBe(1);
      await page.getByText('The map background could not load.', { exact: false }).waitFor();
      // A marker is reached by keyboard and Enter selects its card.
      await page.getByRole('button', { name: /^Senso-ji, / }).focus();
      await page.keyboard.press('Enter');
      await eventually(() => isFocused(sensoji)).toBe(true);
      // The map takes focus for arrow-key panning, and Tab leaves it again.
      await page.getByLabel('Map of the local secrets found').focus();
      let insideMap = true;
      for (let step = 0; step < 20 && insideMap; step++) {
        await page.keyboard.press('Tab');
        insideMap = await page.evaluate(() => Boolean(document.activeElement?.closest('.leaflet-container')));
      }
      expect(insideMap).toBe(false);

      for (const title of ['Best Time to Visit', 'Local Etiquette', 'Hidden Gem']) {
        await page.getByRole('heading', { level: 3, name: title }).waitFor();
      }
      await page.getByRole('heading', { name: 'Local tips for Tokyo' }).waitFor();
      await pageShot(page, `local-secrets-tokyo-${name}`);
      // What a visitor sees first after searching: the count and the map.
      await heading.evaluate((element) =>
        window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 80, behavior: 'instant' }),
      );
      await page.screenshot({ path: path.join(screenshotDir, `local-secrets-tokyo-map-${name}.png`) });

      await eventually(() => tileFailures.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('fills the coordinates from the browser location when allowed', async () => {
    const context = await browser.newContext({
      viewport: viewports.mobile,
      permissions: ['geolocation'],
      geolocation: { latitude: 48.85837, longitude: 2.29448 },
    });
    const { page, errors } = await open(context);
    await page.getByRole('button', { name: 'Use Current Location' }).click();
    await eventually(() => latitude(page).inputValue()).toBe('48.8584');
    expect(await longitude(page).inputValue()).toBe('2.2945');
    await findButton(page).click();
    await page.getByRole('heading', { level: 2, name: /^Found \d+ Local Secrets$/ }).waitFor();
    // The Eiffel Tower stands at the search point.
    expect(await page.getByTestId('local-secret-card').first().getByRole('heading').textContent()).toBe('Eiffel Tower');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the spec toast when location access is denied', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    await context.clearPermissions();
    const { page, errors } = await open(context);
    await page.getByRole('button', { name: 'Use Current Location' }).click();
    const denied = toast(page, 'Error getting location');
    await denied.waitFor();
    expect(await denied.textContent()).toContain('Please allow location access or enter coordinates manually.');
    expect(await latitude(page).inputValue()).toBe('');
    await settle(page);
    await pageShot(page, 'local-secrets-location-denied-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers the covered cities when nothing is curated nearby, and searches one in a click', async () => {
    const context = await browser.newContext({ viewport: viewports.mobile });
    const { page, errors, tileFailures } = await open(context);
    // Auckland: no curated places (Manila has had them since issue #19).
    await latitude(page).fill('-36.8485');
    await longitude(page).fill('174.7633');
    await findButton(page).click();
    await page.getByRole('heading', { level: 2, name: 'Found 0 Local Secrets' }).waitFor();
    await page.getByText('No local secrets within 5 km of this point yet.').waitFor();
    expect(await markers(page).count()).toBe(0);
    await pageShot(page, 'local-secrets-empty-mobile');
    await page.getByRole('button', { name: 'Singapore', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: /^Found \d+ Local Secrets$/ }).waitFor();
    expect(await latitude(page).inputValue()).toBe('1.2903');
    await card(page, 'Gardens by the Bay').waitFor();
    await eventually(() => tileFailures.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says plainly, on the card and in the map popup, when a place is only approximately placed', async () => {
    const context = await browser.newContext({ viewport: viewports.mobile });
    const { page, errors } = await open(context);
    // Hoi An's centre: no cited source confirms where Tan Ky Old House stands; the Covered Bridge's is sourced.
    await latitude(page).fill('15.8772');
    await longitude(page).fill('108.328');
    await findButton(page).click();
    await page.getByRole('heading', { level: 2, name: /^Found \d+ Local Secrets$/ }).waitFor();
    const note = 'Approximate location: check the address before you go.';
    const tanKy = card(page, 'Tan Ky Old House');
    await tanKy.getByText(note).waitFor();
    await tanKy.getByText('101 Nguyen Thai Hoc, Minh An, Hoi An').waitFor();
    await card(page, 'Japanese Covered Bridge').waitFor();
    expect(await card(page, 'Japanese Covered Bridge').getByText(note).count()).toBe(0);

    // By keyboard (Enter opens a focused marker's popup): the old town's markers sit close together.
    await page.getByRole('button', { name: /^Tan Ky Old House, / }).focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('.leaflet-popup-content');
    await popup.getByText('Tan Ky Old House').waitFor();
    await popup.getByText(note).waitFor();
    await pageShot(page, 'local-secrets-hoi-an-mobile');
    await page.getByRole('button', { name: /^Japanese Covered Bridge, / }).focus();
    await page.keyboard.press('Enter');
    const bridgePopup = popup.filter({ hasText: 'Japanese Covered Bridge' });
    await bridgePopup.waitFor();
    expect(await bridgePopup.getByText(note).count()).toBe(0);
    // Tan Ky's popup fades out as the bridge's opens.
    await eventually(() => popup.count()).toBe(1);

    await tanKy.scrollIntoViewIfNeeded();
    await settle(page);
    await tanKy.screenshot({ path: path.join(screenshotDir, 'local-secrets-approximate-card-mobile.png') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the error toast and an inline error when the search fails', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const { page } = await open(context);
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('query LocalSecrets(')
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({ errors: [{ message: 'The finder is resting.', extensions: { code: 'INTERNAL' } }] }),
          })
        : route.continue(),
    );
    await latitude(page).fill(TOKYO.latitude);
    await longitude(page).fill(TOKYO.longitude);
    await findButton(page).click();
    await page.getByText('The finder is resting.').first().waitFor();
    await eventually(() => page.getByText('Error finding local secrets').count()).toBe(2);
    await context.close();
  });

  it('shows an AI-written tip, labelled, when the server has a Gemini key', async () => {
    const gemini = await startGeminiStandIn(() =>
      modelAnswer({
        tips: [{ id: 'jp-tokyo-sensoji', tip: 'Buy an omikuji fortune slip and tie a bad one to the rack.' }],
      }),
    );
    const app = await startBrowserApp({
      MAP_TILE_URL: `${tileOrigin}/{z}/{x}/{y}.png`,
      GEMINI_API_KEY: 'test-key',
      GEMINI_BASE_URL: gemini.baseUrl,
    });
    try {
      const context = await app.browser.newContext({ viewport: viewports.desktop });
      const { page, errors } = await open(context, app.server.baseUrl);
      await latitude(page).fill('35.7148');
      await longitude(page).fill('139.7967');
      await page.getByRole('slider', { name: 'Search radius' }).fill('1000');
      await findButton(page).click();
      const sensoji = card(page, 'Senso-ji');
      await sensoji.getByText('AI tip (written by Gemini)').waitFor();
      await sensoji.getByText('Buy an omikuji fortune slip and tie a bad one to the rack.').waitFor();
      await sensoji.getByText('Insider Tip').waitFor();
      expect(gemini.calls[0]!.prompt).toContain('Senso-ji');
      expect(errors).toEqual([]);
    } finally {
      await stopBrowserApp(app);
      await gemini.stop();
    }
  });

  it('adds a found place to a day of a saved trip, from that day, and the day links to it on the map', async () => {
    const { context, page } = await signedInPage(browser, server, viewports.mobile);
    const { errors } = watchErrors(page);
    const tripId = await seedTrip(server, context);
    await page.goto(`${server.baseUrl}/trips/${tripId}`);
    await page.getByRole('tab', { name: 'Daily Itinerary' }).click();
    const itinerary = page.getByRole('tabpanel', { name: 'Daily Itinerary' });
    await itinerary.getByRole('button', { name: /Day 2/ }).click();
    // The day opens with an animation: a click while it grows can land beside the link.
    await settle(page);
    await itinerary.getByRole('link', { name: 'Find a place for day 2' }).click();
    await page.getByRole('heading', { level: 1, name: 'Local Secrets' }).waitFor();
    expect(new URL(page.url()).search).toBe(`?trip=${tripId}&day=2`);

    await latitude(page).fill('35.7148');
    await longitude(page).fill('139.7967');
    await findButton(page).click();
    await card(page, 'Senso-ji').getByRole('button', { name: 'Add to trip: Senso-ji' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Senso-ji to a trip' });
    // The trip and the day it came from are already chosen. Exact labels: while the trips load, the
    // spinner's "Loading your trips" label would match 'Trip' too.
    expect(await dialog.getByLabel('Trip', { exact: true }).inputValue()).toBe(String(tripId));
    expect(await dialog.getByLabel('Day', { exact: true }).inputValue()).toBe('2');
    await settle(page);
    await dialogShot(page, 'local-secrets-add-to-trip-mobile');
    await dialog.getByRole('button', { name: 'Add to trip' }).click();
    await toast(page, 'Senso-ji was added to Day 2 of Tokyo, Japan.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto(`${server.baseUrl}/trips/${tripId}`);
    await page.getByRole('tab', { name: 'Daily Itinerary' }).click();
    await itinerary.getByRole('button', { name: /Day 2/ }).click();
    const added = itinerary.getByRole('listitem').filter({ hasText: /^Senso-ji \(/ });
    const map = added.getByRole('link', { name: 'Map (opens in a new tab)' });
    await map.scrollIntoViewIfNeeded();
    await screenshot(page, 'trip-day-added-place-mobile');
    expect(await map.getAttribute('href')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=35\.71\d*&mlon=139\.79\d*#map=18\//,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks a signed-out visitor to log in before adding a place to a trip', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const { page, errors } = await open(context);
    await latitude(page).fill('35.7148');
    await longitude(page).fill('139.7967');
    await findButton(page).click();
    await card(page, 'Senso-ji').getByRole('button', { name: 'Add to trip: Senso-ji' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Senso-ji to a trip' });
    await dialog.getByText('Log in to add places to your trips.', { exact: false }).waitFor();
    expect(await dialog.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows live OpenStreetMap places beside the curated picks, and says so when they are unavailable', async () => {
    // Manila answers with two places; anything near Tokyo finds Overpass overloaded. Within 5 km of this point in
    // Intramuros lie 11 of Metro Manila's curated picks (issue #19): they come first, then the two live places.
    const overpass = await startOverpassStandIn(({ query }) =>
      query.includes('139.')
        ? { status: 504, raw: '<html>Gateway Timeout</html>' }
        : overpassElements(
            osmWay(102, 14.5951, 120.9706, { historic: 'fort', name: 'Fort Santiago' }),
            osmNode(101, 14.5869, 120.9813, {
              tourism: 'museum',
              name: 'National Museum of Fine Arts',
              'addr:street': 'Padre Burgos Avenue',
              opening_hours: '24/7',
            }),
          ),
    );
    const app = await startBrowserApp({ MAP_TILE_URL: `${tileOrigin}/{z}/{x}/{y}.png`, OVERPASS_URL: overpass.url });
    try {
      const context = await app.browser.newContext({ viewport: viewports.mobile });
      const { page, errors } = await open(context, app.server.baseUrl);
      await latitude(page).fill('14.5906');
      await longitude(page).fill('120.975');
      await findButton(page).click();
      await page.getByRole('heading', { level: 2, name: 'Found 12 Local Secrets' }).waitFor();
      await card(page, 'Bambike Ecotours, Intramuros').getByText('Lakbay pick').waitFor();
      const museum = card(page, 'National Museum of Fine Arts');
      await museum.getByText('OpenStreetMap place').waitFor();
      await museum.getByText('Open Now').waitFor();
      await museum.getByText('Padre Burgos Avenue').waitFor();
      expect(await museum.getByText('Insider Tip').count()).toBe(0);
      expect(await museum.getByText('Lakbay pick').count()).toBe(0);
      await museum.getByRole('button', { name: 'View Details' }).click();
      await museum.getByText('Opening hours on OpenStreetMap: 24/7').waitFor();
      expect(
        await museum.getByRole('link', { name: 'OpenStreetMap (© OpenStreetMap contributors)' }).getAttribute('href'),
      ).toBe('https://www.openstreetmap.org/node/101');
      await eventually(() => markers(page).count()).toBe(12);
      await pageShot(page, 'local-secrets-live-places-mobile');

      await latitude(page).fill('35.7148');
      await longitude(page).fill('139.7967');
      await findButton(page).click();
      await page.getByTestId('live-places-unavailable').waitFor();
      await page
        .getByText("Live places from OpenStreetMap are unavailable right now: these are Lakbay's curated picks only.", {
          exact: false,
        })
        .waitFor();
      await card(page, 'Senso-ji').getByText('Lakbay pick').waitFor();
      await pageShot(page, 'local-secrets-live-unavailable-mobile');
      expect(errors).toEqual([]);
    } finally {
      await stopBrowserApp(app);
      await overpass.stop();
    }
  });
});
