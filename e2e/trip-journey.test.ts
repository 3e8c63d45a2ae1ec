// A trip's life as a traveler lives it, in Chromium against the real API:
// generate on /generate-trip (offline planner) → Save Itinerary → edit a day →
// Mark as Complete → Past → Cancel → Canceled. Then the printable trip (print
// media and a PDF), the create-trip dialog's failure toasts, and trip cards'
// stock photos from a stand-in for Unsplash's API on 127.0.0.1 — with a key, a
// failing or slow search, and no key at all.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  searchResults,
  startUnsplashStandIn,
  unsplashPhoto,
  type UnsplashStandIn,
} from '../api/src/services/photos/unsplash-stand-in.js';
import { startTestServer, type TestServer } from '../api/src/test/test-server.js';
import {
  card,
  chooseAction,
  eventually,
  fillJapanTrip,
  generate,
  pageShot,
  seedTrip,
  signedInPage,
  tab,
  toast,
} from './app-helpers.js';
import {
  browserAvailable,
  localTiles,
  screenshot,
  startBrowserApp,
  stopBrowserApp,
  viewports,
  webDistDir,
} from './browser.js';

describe.runIf(browserAvailable())('a trip from start to finish in Chromium', { timeout: 90_000 }, () => {
  let unsplash: UnsplashStandIn;
  /** No UNSPLASH_ACCESS_KEY, but the API address points at the stand-in: any call would show there. */
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    unsplash = await startUnsplashStandIn((call) => {
      if (call.query === 'Japan travel') return searchResults(unsplashPhoto('mount-fuji', 'Ana Santos'));
      if (call.query === 'South Korea travel') return { status: 500, body: { errors: ['Internal server error'] } };
      if (call.query === 'Singapore travel') return 'hang';
      return searchResults();
    });
    ({ server, browser } = await startBrowserApp({ UNSPLASH_API_URL: unsplash.baseUrl }));
  });
  afterAll(async () => {
    await stopBrowserApp({ server, browser });
    await unsplash.stop();
  });

  const url = (path: string) => `${server.baseUrl}${path}`;

  it('generates a trip, saves it, edits a day, completes it and cancels it', async () => {
    const { account, context, page, errors } = await signedInPage(browser, server);

    await page.goto(url('/generate-trip'));
    await fillJapanTrip(page, ['Tokyo']);
    await generate(page);
    const budgetTab = page.getByRole('tabpanel', { name: 'Budget-Focused' });
    await budgetTab.getByRole('button', { name: 'Save Itinerary' }).click();
    await page.waitForURL(/\/trips\/\d+$/);
    await eventually(() => toast(page, 'Success!').count()).toBe(1);
    const id = Number(/\/trips\/(\d+)$/.exec(page.url())![1]);
    await page.getByRole('heading', { level: 1, name: 'Japan' }).waitFor();
    expect(await page.getByRole('region', { name: 'Trip Summary' }).textContent()).toContain('Upcoming Trip');

    // The first day, as the planner wrote it, then edited in its dialog.
    await page.getByRole('tab', { name: 'Daily Itinerary' }).click();
    const itinerary = page.getByRole('tabpanel', { name: 'Daily Itinerary' });
    await itinerary.getByRole('button', { name: 'Edit day 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Day 1' });
    await dialog.getByLabel('Day title').fill('Arrival and Asakusa evening');
    await dialog.getByRole('button', { name: 'Add activity' }).click();
    await page.keyboard.type('Lantern walk along Nakamise-dori');
    await dialog.getByRole('button', { name: 'Save Day' }).click();
    await eventually(() => toast(page, 'Itinerary updated').count()).toBe(1);
    await eventually(() => dialog.count()).toBe(0);
    await itinerary.getByRole('button', { name: /Arrival and Asakusa evening/ }).waitFor();
    await itinerary.getByText('Lantern walk along Nakamise-dori').waitFor();

    // Back on My Trips: Mark as Complete moves it to Past.
    await page.getByRole('link', { name: 'Back to My Trips' }).click();
    await page.waitForURL(/\/my-trips$/);
    await card(page, 'Japan').waitFor();
    await chooseAction(page, 'Japan', 'Mark as Complete');
    await eventually(() => toast(page, 'Trip status updated').count()).toBe(1);
    await eventually(() => card(page, 'Japan').count()).toBe(0);
    await tab(page, 'Past Trips').click();
    await card(page, 'Japan').waitFor();
    expect(await tab(page, 'Past Trips').textContent()).toBe('Past Trips1');

    // Cancel Trip, confirmed: it moves to Canceled, and its page offers no edits.
    await chooseAction(page, 'Japan', 'Cancel Trip');
    await page
      .getByRole('alertdialog', { name: 'Cancel this trip?' })
      .getByRole('button', { name: 'Cancel Trip' })
      .click();
    await eventually(() => tab(page, 'Canceled').textContent()).toBe('Canceled1');
    await eventually(() => card(page, 'Japan').count()).toBe(0);
    await tab(page, 'Canceled').click();
    await card(page, 'Japan').getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(url(`/trips/${id}`));
    await page.getByText('This trip was canceled. A canceled trip can no longer be edited.').waitFor();
    await page.getByRole('tab', { name: 'Daily Itinerary' }).click();
    await itinerary.getByText('Lantern walk along Nakamise-dori').waitFor();
    expect(await page.getByRole('button', { name: /Edit day/ }).count()).toBe(0);

    const [stored] = await server.database.prisma.trip.findMany({
      where: { user: { usernameKey: account.username.toLowerCase() } },
    });
    expect(stored).toMatchObject({ id, status: 'canceled', savedType: 'budget', destinationCountry: 'JP' });
    const days = (stored?.budgetItinerary as { days: { title: string; activities: string[] }[] }).days;
    expect(days[0]?.title).toBe('Arrival and Asakusa evening');
    expect(days[0]?.activities.at(-1)).toBe('Lantern walk along Nakamise-dori');
    // Without a key the cards keep their drawn art and nothing asks Unsplash.
    expect(unsplash.calls).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });

  /** Records window.print() calls instead of opening the browser's dialog. */
  const recordPrints = (context: BrowserContext) =>
    context.addInitScript(() => {
      const record = window as unknown as { printed: number };
      record.printed = 0;
      window.print = () => {
        record.printed++;
      };
    });
  const printCount = (page: Page) => page.evaluate(() => (window as unknown as { printed: number }).printed);

  for (const [size, viewport] of Object.entries(viewports)) {
    it(`prints a trip from its page at ${size} width`, async () => {
      const { context, page, errors } = await signedInPage(browser, server, viewport);
      await recordPrints(context);
      const id = await seedTrip(server, context, { startDate: '2026-12-01' });

      await page.goto(url(`/trips/${id}`));
      await page.getByRole('heading', { level: 1, name: 'Japan' }).waitFor();
      await page.getByRole('link', { name: 'Print' }).click();
      await page.waitForURL(url(`/trips/${id}/print`));
      await page.getByRole('heading', { level: 1, name: 'Japan' }).waitFor();
      // The Print button asked for the print dialog once; the page then forgets it, so a reload does not.
      await eventually(() => printCount(page)).toBe(1);
      expect(await page.title()).toBe('Japan trip itinerary · Lakbay');

      // On screen: the way back and a Print button, but not the app's header, navigation or footer.
      const back = page.getByRole('link', { name: 'Back to trip' });
      expect(await back.getAttribute('href')).toBe(`/trips/${id}`);
      expect(await page.locator('header nav, footer, nav').count()).toBe(0);
      await pageShot(page, `trip-print-screen-${size}`);

      // Every day open, with its stay, transport, meals and costs, and the breakdown with the travel tax.
      const dayArticles = page.getByRole('article');
      expect(await dayArticles.count()).toBe(2);
      const dayOne = page.getByRole('article', { name: 'Day 1: Budget day 1' });
      for (const text of ['Walk around Asakusa', 'Accommodation', 'Transportation', 'Meals', 'Day total']) {
        expect(await dayOne.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
      }
      const summary = page.getByRole('region', { name: 'Trip summary' });
      for (const text of ['Japan · Tokyo', 'Dec 1, 2026 – Dec 2, 2026', '2 days', '₱50,000', 'MNL · Manila']) {
        expect(await summary.textContent()).toContain(text);
      }
      expect(await page.getByTestId('budget-breakdown').textContent()).toContain('Philippine travel tax');
      await page.getByRole('region', { name: 'Travel tips' }).getByText('Get an IC card').waitFor();

      // On paper: the bar is gone, the itinerary stays, in black, and days do not split across pages.
      await page.emulateMedia({ media: 'print' });
      expect(await back.isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      expect(await dayOne.isVisible()).toBe(true);
      expect(await page.getByTestId('budget-breakdown').isVisible()).toBe(true);
      const printed = await dayOne.evaluate((element) => ({
        breakInside: getComputedStyle(element).breakInside,
        headingColor: getComputedStyle(element.querySelector('h3')!).color,
      }));
      expect(printed).toEqual({ breakInside: 'avoid', headingColor: 'rgb(0, 0, 0)' });
      await screenshot(page, `trip-print-paper-${size}`);
      await page.emulateMedia({ media: 'screen' });

      // Headless Chromium prints to PDF for real.
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(10_000);

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Japan' }).waitFor();
      expect(await printCount(page)).toBe(0);
      await page.getByRole('button', { name: 'Print' }).click();
      expect(await printCount(page)).toBe(1);
      await back.click();
      await page.waitForURL(url(`/trips/${id}`));

      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("shows the load-error view for another user's trip on the print page", async () => {
    const owner = await signedInPage(browser, server);
    const id = await seedTrip(server, owner.context);
    await owner.context.close();
    const { context, page, errors } = await signedInPage(browser, server, viewports.mobile);
    await page.goto(url(`/trips/${id}/print`));
    await page.getByText("Sorry, we couldn't load this trip.", { exact: false }).waitFor();
    await page.goto(url('/trips/0/print'));
    await page.getByText("Sorry, we couldn't load this trip.", { exact: false }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the create-trip dialog's failure toasts", async () => {
    const { account, context, page, errors } = await signedInPage(browser, server, viewports.mobile);
    await page.goto(url('/dashboard'));
    await page.getByRole('button', { name: 'Create New Trip' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Trip' });
    await dialog.getByLabel('Destination', { exact: true }).selectOption({ label: 'Japan' });
    await dialog.getByLabel('Origin airport').selectOption('MNL');
    // The dialog's input limits (docs/product/trips.md).
    expect(await dialog.getByLabel('Budget').getAttribute('min')).toBe('1000');
    expect(await dialog.getByLabel('Duration (days)').getAttribute('min')).toBe('1');
    expect(await dialog.getByLabel('Duration (days)').getAttribute('max')).toBe('30');

    // The server fails: 'Failed to create trip' with its message, and the dialog keeps the values.
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('CreateTrip')
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({
              errors: [{ message: 'The trip desk is closed.', extensions: { code: 'INTERNAL' } }],
            }),
          })
        : route.continue(),
    );
    await dialog.getByRole('button', { name: 'Create Trip' }).click();
    await eventually(() => toast(page, 'Failed to create trip').count()).toBe(1);
    expect(await toast(page, 'Failed to create trip').textContent()).toContain('The trip desk is closed.');
    expect(await dialog.getByLabel('Destination', { exact: true }).inputValue()).toBe('JP');
    await page.unroute('**/graphql');

    // Signed out meanwhile (in another tab): 'You must be logged in to create a trip'.
    expect((await context.request.post(url('/api/logout'))).status()).toBeLessThan(300);
    await dialog.getByRole('button', { name: 'Create Trip' }).click();
    await eventually(() => toast(page, 'You must be logged in to create a trip').count()).toBe(1);
    const user = { usernameKey: account.username.toLowerCase() };
    expect(await server.database.prisma.trip.count({ where: { user } })).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  describe('with an Unsplash key', () => {
    let photos: TestServer;

    beforeAll(async () => {
      photos = await startTestServer({
        WEB_DIST_DIR: webDistDir,
        MAP_TILE_URL: await localTiles(),
        UNSPLASH_ACCESS_KEY: 'browser-test-key',
        UNSPLASH_API_URL: unsplash.baseUrl,
      });
    });
    afterAll(() => photos.stop());

    it('shows a photo with its attribution on the cards it finds one for, and the drawn art otherwise', async () => {
      const { context, page, errors } = await signedInPage(browser, photos, viewports.mobile);
      // Unsplash's CDN, played by a picture made here: the page's CSP must let it through first.
      await page.setContent(
        '<body style="margin:0"><div style="height:180px;background:linear-gradient(165deg,#8ecae6,#ffd166 55%,#2d6a4f 56%,#1b4332)"></div></body>',
      );
      const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 360, height: 180 } });
      let cdnRequests = 0;
      await context.route('https://images.unsplash.com/**', (route) => {
        cdnRequests++;
        return route.fulfill({ status: 200, contentType: 'image/png', body: picture });
      });
      await seedTrip(photos, context);
      await seedTrip(photos, context, { cities: ['Kyoto'] });
      await seedTrip(photos, context, { destinationCountry: 'KR', cities: ['Seoul'] });
      await seedTrip(photos, context, { destinationCountry: 'SG', cities: [] });

      const singaporeAnswer = page.waitForResponse(
        (response) =>
          response.url().endsWith('/graphql') && /"destination":"SG"/.test(response.request().postData() ?? ''),
        { timeout: 15_000 },
      );
      await page.goto(`${photos.baseUrl}/my-trips`);
      const japan = card(page, 'Japan').first();
      const photo = japan.getByRole('img', { name: 'mount fuji at sunset' });
      await photo.scrollIntoViewIfNeeded();
      await eventually(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(
        360,
      );
      await japan.getByText('Photo by Ana Santos on Unsplash').waitFor();
      expect(await japan.getByRole('link', { name: 'Ana Santos' }).getAttribute('href')).toBe(
        'https://unsplash.com/@anasantos?utm_source=lakbay&utm_medium=referral',
      );
      expect(await japan.getByRole('link', { name: 'Unsplash' }).getAttribute('href')).toBe(
        'https://unsplash.com/photos/mount-fuji?utm_source=lakbay&utm_medium=referral',
      );
      expect(await card(page, 'Japan').nth(1).getByRole('img', { name: 'mount fuji at sunset' }).count()).toBe(1);
      expect(cdnRequests).toBeGreaterThan(0);

      // The search failed (500) or took longer than 3 s: the drawn art, no error.
      const singapore = await singaporeAnswer;
      expect(await singapore.json()).toEqual({ data: { destinationPhoto: null } });
      for (const name of ['South Korea', 'Singapore']) {
        expect(await card(page, name).getByRole('img').count()).toBe(0);
        expect(await card(page, name).getByText('Photo by').count()).toBe(0);
      }
      // One search per destination, however many cards: the two Japan trips asked once.
      expect(unsplash.calls.map((call) => call.query).sort()).toEqual([
        'Japan travel',
        'Singapore travel',
        'South Korea travel',
      ]);
      expect(new Set(unsplash.calls.map((call) => call.authorization))).toEqual(
        new Set(['Client-ID browser-test-key']),
      );
      await pageShot(page, 'my-trips-photos-mobile');
      await page.setViewportSize(viewports.desktop);
      await pageShot(page, 'my-trips-photos-desktop');

      expect(errors).toEqual([]);
      await context.close();
    });
  });
});
