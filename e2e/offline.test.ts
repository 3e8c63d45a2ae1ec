// Lakbay as an installable web app (issue #9 point 5): a saved trip opened
// once stays readable offline, a change made offline is refused with a clear
// message and nothing changes, and signing out takes the saved copies along.
import { bookingSample } from '../api/src/test/bookings.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/src/test/test-server.js';
import { card, chooseAction, createVerifiedAccount, eventually, seedTrip, signedInPage, toast } from './app-helpers.js';
import { tripRequestSchema } from '../api/src/domain/itinerary/trip-request.js';
import { planTrip } from '../api/src/planners/offline-planner.js';
import { browserAvailable, startBrowserApp, stopBrowserApp } from './browser.js';

const OFFLINE_TOAST = 'You are offline';
const REFUSED = 'Reconnect to save changes — nothing was changed.';
const SAVED_COPY = 'You are offline — showing your saved copy.';
const NO_CONNECTION = 'You are offline. Pages you opened before stay readable; reconnect to make changes.';

/** The answers the app keeps in IndexedDB for offline reading. */
const savedAnswerCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('lakbay-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('answers').objectStore('answers').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );

/**
 * Waits until the service worker controls the page. It registers once the app has started, which on a
 * busy two-core machine can take longer than the usual 15 s wait. A page whose load overlapped the
 * worker's activation stays uncontrolled (clients.claim() cannot take a page that was not ready yet);
 * from its next load on it is, as for a traveler who opens another page: such a page is reloaded.
 */
async function serviceWorkerInCharge(page: Page) {
  const controlled = () => page.evaluate(() => Boolean(navigator.serviceWorker.controller));
  const active = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state);
  try {
    await expect.poll(active, { timeout: 45_000 }).toBe('activated');
    if (!(await controlled())) await page.reload();
    await expect.poll(controlled).toBe(true);
  } catch (error) {
    // Where the worker got to, for a failure that only a busy machine shows.
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        page: location.pathname,
        document: document.readyState,
        registered: Boolean(registration),
        installing: registration?.installing?.state ?? null,
        waiting: registration?.waiting?.state ?? null,
        active: registration?.active?.state ?? null,
      };
    });
    throw new Error(`The service worker did not take charge of the page: ${JSON.stringify(state)}`, { cause: error });
  }
}

describe.runIf(browserAvailable())('the app offline in Chromium', { timeout: 120_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await startBrowserApp()));
  afterAll(() => stopBrowserApp({ server, browser }));

  const url = (path: string) => `${server.baseUrl}${path}`;

  it('is installable: a valid manifest with icons, and a service worker that controls the page', async () => {
    const { context, page } = await signedInPage(browser, server);
    await page.goto(url('/'));
    await eventually(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(url('/sw.js'));

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const manifest = (await (await context.request.get(url(manifestHref!))).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Lakbay', short_name: 'Lakbay', scope: '/', display: 'standalone' });
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    // Chrome installs with a 192 px and a 512 px icon; Android's launcher wants a maskable one.
    const sizes = await Promise.all(
      manifest.icons.map((icon) =>
        page.evaluate(async (src) => {
          const response = await fetch(src);
          const bitmap = await createImageBitmap(await response.blob());
          return { status: response.status, size: `${bitmap.width}x${bitmap.height}` };
        }, icon.src),
      ),
    );
    manifest.icons.forEach((icon, index) => {
      expect(icon.type).toBe('image/png');
      expect(sizes[index]).toEqual({ status: 200, size: icon.sizes });
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await context.request.get(url(appleIcon!))).status()).toBe(200);

    // The worker keeps only the app's own files: no API answer, no session call.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((path) => /^\/(api|graphql|dev)(\/|$)/.test(path))).toEqual([]);
    await context.close();
  });

  it('shows a saved trip offline, refuses changes made offline, and forgets the trip on logout', async () => {
    const { context, page } = await signedInPage(browser, server);
    const id = await seedTrip(server, context, { startDate: '2026-12-01' });
    // A flight on its first day, as a forwarded confirmation adds it.
    await server.app.services.tripBookings.addForwarded(id, bookingSample('philippine-airlines'));
    const stored = () => server.database.prisma.trip.findUniqueOrThrow({ where: { id } });
    const before = await stored();

    // Opened once online: the trip list and the trip page.
    await page.goto(url('/my-trips'));
    await card(page, 'Japan').waitFor();
    await page.goto(url(`/trips/${id}`));
    await page.getByRole('heading', { level: 1, name: 'Japan' }).waitFor();
    await serviceWorkerInCharge(page);
    // The answers are saved as they arrive.
    await eventually(() => savedAnswerCount(page)).toBeGreaterThanOrEqual(3);
    // The banner, not the toast (also a status): by its two texts.
    const banner = page
      .getByRole('status')
      .filter({ has: page.getByText(SAVED_COPY, { exact: true }).or(page.getByText(NO_CONNECTION, { exact: true })) });
    expect(await banner.count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Japan' }).waitFor();
    await eventually(() => banner.textContent()).toBe(SAVED_COPY);
    await page.getByRole('tab', { name: 'Daily Itinerary' }).click();
    const itinerary = page.getByRole('tabpanel', { name: 'Daily Itinerary' });
    await itinerary.getByText('Walk around Asakusa').first().waitFor();
    // The bookings on the day are in the saved copy too.
    await itinerary.getByText('Flight PR 428 · Philippine Airlines', { exact: false }).waitFor();

    // A day edit made offline: refused before it is sent, and the edit stays in the form.
    await itinerary.getByRole('button', { name: 'Edit day 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Day 1' });
    const title = dialog.getByLabel('Day title');
    await title.fill('Changed offline');
    await dialog.getByRole('button', { name: 'Save Day' }).click();
    await eventually(() => toast(page, OFFLINE_TOAST).count()).toBe(1);
    expect(await toast(page, OFFLINE_TOAST).textContent()).toContain(REFUSED);
    expect(await title.inputValue()).toBe('Changed offline');
    // The screen's generic failure toast does not replace the explanation.
    expect(await toast(page, 'Failed to update itinerary').count()).toBe(0);
    await page.keyboard.press('Escape');
    await eventually(() => dialog.count()).toBe(0);

    // A status change from the list, opened offline through the app's own link.
    await page.getByRole('link', { name: 'Back to My Trips' }).click();
    await card(page, 'Japan').waitFor();
    await chooseAction(page, 'Japan', 'Mark as Complete');
    await eventually(() => toast(page, OFFLINE_TOAST).count()).toBe(1);
    expect(await toast(page, OFFLINE_TOAST).textContent()).toContain(REFUSED);

    // Back online: nothing changed on the server.
    await context.setOffline(false);
    const after = await stored();
    expect(after.status).toBe(before.status);
    expect(after.version).toBe(before.version);
    expect(after.budgetItinerary).toEqual(before.budgetItinerary);
    await eventually(() => banner.count()).toBe(0);

    // Signing out takes the saved copies along: offline, the trip is gone.
    // By keyboard, as a keyboard user would.
    await page.getByRole('button', { name: 'Logout' }).first().focus();
    await page.keyboard.press('Enter');
    await eventually(() => page.getByRole('button', { name: 'Login' }).count()).toBeGreaterThan(0);
    expect(await savedAnswerCount(page)).toBe(0);
    await context.setOffline(true);
    await page.goto(url(`/trips/${id}`)).catch(() => undefined);
    await page.waitForURL(/\/auth$/);
    expect(await page.getByRole('heading', { name: 'Japan' }).count()).toBe(0);
    await context.close();
  });

  it('forgets the saved trips on logout even offline, or when the server call fails', async () => {
    const { context, page } = await signedInPage(browser, server);
    const id = await seedTrip(server, context);
    const openTrip = async () => {
      await page.goto(url(`/trips/${id}`));
      await page.getByRole('heading', { level: 1, name: 'Japan' }).waitFor();
      await eventually(() => savedAnswerCount(page)).toBeGreaterThanOrEqual(2);
      // Installed first: offline, the toast's code comes from the service worker's cache.
      await serviceWorkerInCharge(page);
    };
    const logout = async () => {
      // By keyboard, as a keyboard user would.
      await page.getByRole('button', { name: 'Logout' }).first().focus();
      await page.keyboard.press('Enter');
    };

    await openTrip();
    await context.setOffline(true);
    await logout();
    await eventually(() => toast(page, OFFLINE_TOAST).count()).toBe(1);
    expect(await savedAnswerCount(page)).toBe(0);

    // Online the session is still there (the server never heard of the logout); a failing call empties the device too.
    await context.setOffline(false);
    await openTrip();
    await page.route('**/graphql', (route) =>
      route.request().postDataJSON()?.operationName === 'Logout'
        ? route.fulfill({ status: 503, body: 'unavailable' })
        : route.continue(),
    );
    await logout();
    await eventually(() => toast(page, 'Logout failed').count()).toBeGreaterThan(0);
    expect(await savedAnswerCount(page)).toBe(0);
    await context.close();
  });

  it("drops one user's saved trips when another user signs in on the same device", async () => {
    const { context, page } = await signedInPage(browser, server);
    const id = await seedTrip(server, context);
    await page.goto(url(`/trips/${id}`));
    await page.getByRole('heading', { level: 1, name: 'Japan' }).waitFor();
    await eventually(() => savedAnswerCount(page)).toBeGreaterThanOrEqual(2);
    // The offline reload below needs the service worker in charge (it installs later on a busy machine).
    await serviceWorkerInCharge(page);

    // Someone else signs in on this browser (another tab, the same cookie jar); this tab reloads.
    const other = await createVerifiedAccount(server, 'offline');
    const login = await context.request.post(url('/api/login'), {
      data: { username: other.username, password: other.password },
    });
    expect(login.status()).toBe(200);
    await page.reload();
    await page.getByText("We couldn't load this trip", { exact: true }).waitFor();

    // Offline, the first user's trip is not on the device any more.
    await context.setOffline(true);
    await page.reload();
    await page.getByText("We couldn't load this trip", { exact: true }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Japan' }).count()).toBe(0);
    await context.close();
  });

  it("keeps a saved plan's route and times readable offline, without the map's tiles", async () => {
    const { context, page, errors } = await signedInPage(browser, server);
    const plan = planTrip(
      tripRequestSchema.parse({
        originAirport: 'MNL',
        destinationCountry: 'JP',
        cities: ['Tokyo'],
        travelMonth: 4,
        currency: 'PHP',
        duration: 3,
        budget: 60_000,
        preferences: ['food', 'culture'],
      }),
    );
    const id = await seedTrip(server, context, {
      budgetItinerary: plan.budgetItinerary,
      experienceItinerary: plan.experienceItinerary,
    });
    const times = (plan.budgetItinerary.days[1]!.stops ?? []).map((stop) => stop.start);
    expect(times.length).toBeGreaterThan(2);

    // The day's map loads when it is first displayed, which the Overview never does: here only offline.
    const mapLoads: string[] = [];
    page.on('requestfinished', (request) => {
      if (/\/assets\/day-map-[\w-]+\.js$/.test(request.url())) mapLoads.push(request.url());
    });
    await page.goto(url(`/trips/${id}`));
    await page.getByRole('heading', { level: 1, name: 'Japan' }).waitFor();
    await serviceWorkerInCharge(page);
    await eventually(() => savedAnswerCount(page)).toBeGreaterThanOrEqual(2);
    expect(mapLoads).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Japan' }).waitFor();
    await page.getByRole('tab', { name: 'Daily Itinerary' }).click();
    await page.getByRole('button', { name: /^Day 2/ }).click();
    const day = page.getByRole('region', { name: /^Day 2/ });
    await eventually(() => day.locator('ol > li time').allTextContents()).toEqual(times);
    // The map's code came with the service worker; its settings need the network, and it says so.
    await day.getByText('The map could not load: the stops are listed above.').waitFor();
    expect(mapLoads).toHaveLength(1);
    await context.setOffline(false);
    // Offline, the browser logs each tile and request it could not fetch; nothing else may fail.
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });
});
