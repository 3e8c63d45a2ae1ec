// A day's route in a real browser (issue #29 item 5): the generated plan's
// open day lists its stops in order with their times and the way between
// them, and draws them numbered on a map with the route; the saved trip's page
// does the same; the printed trip lists the order with times and no map; in
// Filipino; at phone and desktop widths.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/src/test/test-server.js';
import { eventually, fillJapanTrip, generate, pageShot, signedInPage } from './app-helpers.js';
import { browserAvailable, screenshotDir, startBrowserApp, stopBrowserApp, viewports } from './browser.js';

const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });

/** The route list of an open day: its stops, each with a time, in the order of the day. */
async function routeOf(scope: Locator) {
  const route = scope.getByRole('heading', { name: /^(Route and times|Ruta at oras)$/ }).locator('..');
  const stops = route.locator('ol > li');
  return { route, stops, count: await stops.count() };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

describe.runIf(browserAvailable())('a day on the map and the clock, in Chromium', { timeout: 120_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await startBrowserApp()));
  afterAll(() => stopBrowserApp({ server, browser }));

  it('lists the stops with times and the way on, maps them numbered, keeps them on the trip page and in print', async () => {
    const { page, errors } = await signedInPage(browser, server, viewports.mobile);
    await page.goto(`${server.baseUrl}/generate-trip`);
    await fillJapanTrip(page, ['Tokyo']);
    await generate(page);

    const budget = panel(page, 'Budget-Focused');
    await budget.getByRole('button', { name: /^Day 2:/ }).click();
    const day2 = budget.locator('li', { has: page.getByRole('button', { name: /^Day 2:/ }) });
    const { route, stops, count } = await routeOf(day2);
    expect(count).toBeGreaterThanOrEqual(4);
    // In the order of the clock, each with its time; the way to the next stop under each but the last.
    const times = await stops.locator('time').allTextContents();
    expect(times).toHaveLength(count);
    expect(times.map(minutesOf)).toEqual([...times.map(minutesOf)].sort((a, b) => a - b));
    expect(times[0]).toBe('08:00');
    const ways = await route.getByText(/\d+ min (walk|by train or bus|by taxi or ride-hailing) \([\d.]+ km\)$/).count();
    expect(ways).toBe(count - 1);
    expect(await route.getByText('Breakfast:').count()).toBe(1);
    expect(await route.getByText('Times, and the ways between stops, are estimates from the map.').count()).toBe(1);

    // The map: every stop numbered, in the order of the list, and the route drawn.
    const map = day2.getByLabel('Map of day 2: its stops, numbered in order, and the way between them');
    await map.waitFor();
    const pins = map.locator('.day-map-pin');
    await eventually(() => pins.count()).toBe(count);
    expect(await pins.allTextContents()).toEqual(Array.from({ length: count }, (_, index) => String(index + 1)));
    expect(await map.locator('path.leaflet-interactive').count()).toBe(1);
    await pins.first().focus();
    await page.keyboard.press('Enter');
    await eventually(() => map.locator('.leaflet-popup-content').textContent()).toMatch(/^1\. 08:00 /);
    await pageShot(page, 'day-route-results-375');
    await day2.screenshot({ path: `${screenshotDir}/day-route-day-375.png` });
    await page.setViewportSize(viewports.desktop);
    await pageShot(page, 'day-route-results-1280');
    await day2.screenshot({ path: `${screenshotDir}/day-route-day-1280.png` });

    // Saved: the trip page's open day shows the same stops and its map.
    await budget.getByRole('button', { name: 'Save Itinerary' }).click();
    await page.waitForURL(/\/trips\/\d+$/);
    const id = Number(/\/trips\/(\d+)$/.exec(page.url())![1]);
    // Saved as the planner sent it: each extra cost keeps its category, each day its stops.
    const { budgetItinerary: stored } = await server.database.prisma.trip.findUniqueOrThrow({ where: { id } });
    const itinerary = stored as { extraCosts: { category?: string }[]; days: { stops?: unknown[] }[] };
    expect(itinerary.extraCosts.map((cost) => cost.category)).toEqual(['flights', 'fees', 'fees']);
    expect(itinerary.days[1]!.stops).toHaveLength(count);
    await page.getByRole('tab', { name: /^Daily Itinerary/ }).click();
    await page.getByRole('button', { name: /^Day 2/ }).click();
    const saved = page.getByRole('region', { name: /^Day 2/ });
    const onPage = await routeOf(saved);
    expect(onPage.count).toBe(count);
    expect(await onPage.stops.locator('time').allTextContents()).toEqual(times);
    await eventually(() => saved.locator('.day-map-pin').count()).toBe(count);
    await pageShot(page, 'day-route-trip-page-1280');
    await saved.screenshot({ path: `${screenshotDir}/day-route-trip-day-1280.png` });
    await page.setViewportSize(viewports.mobile);
    await pageShot(page, 'day-route-trip-page-375');
    await saved.screenshot({ path: `${screenshotDir}/day-route-trip-day-375.png` });

    // Printed: the order with times, and no map.
    await page.goto(`${server.baseUrl}/trips/${id}/print`);
    await page
      .getByRole('heading', { name: /^Day 2/ })
      .first()
      .waitFor();
    expect(await page.locator('ol > li time').count()).toBeGreaterThanOrEqual(count);
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    expect(await page.getByText(times[0]!, { exact: true }).count()).toBeGreaterThan(0);

    expect(errors).toEqual([]);
  });

  it('reads in Filipino at phone width', async () => {
    const { page, errors } = await signedInPage(browser, server, viewports.desktop);
    await page.goto(`${server.baseUrl}/generate-trip`);
    await page.getByRole('form', { name: 'Trip details' }).waitFor();
    await page.locator('header').getByRole('combobox', { name: 'Language' }).selectOption('fil');
    await page.setViewportSize(viewports.mobile);
    await page.getByRole('heading', { level: 1, name: 'Gumawa ng Iyong Biyahe' }).waitFor();
    const trip = page.getByRole('form', { name: 'Mga detalye ng biyahe' });
    await eventually(() => trip.getByLabel('Airport na aalisan').locator('option').first().textContent()).toBe(
      'Piliin ang airport na aalisan',
    );
    await trip.getByLabel('Airport na aalisan').selectOption('MNL');
    await trip.getByLabel('Bansang pupuntahan').selectOption({ label: 'Japan' });
    await trip.getByRole('button', { name: 'Tokyo', exact: true }).click();
    await trip.getByLabel('Buwan ng biyahe').selectOption({ label: 'Abril' });
    await trip.getByLabel('Tagal (araw)').fill('4');
    await trip.getByRole('button', { name: 'Pagkain', exact: true }).click();
    await trip.getByRole('button', { name: 'Gumawa ng mga Itinerary' }).click();
    await page.getByRole('heading', { level: 2, name: 'Ang Iyong mga Itinerary' }).waitFor();
    const budget = panel(page, 'Budget-Focused');
    const open = budget.getByRole('button', { name: /^Araw 2:/ });
    await open.click();
    const day2 = budget.locator('li', { has: page.getByRole('button', { name: /^Araw 2:/ }) });
    await day2.getByLabel(/^Mapa ng araw 2/).waitFor();
    await day2.screenshot({ path: `${screenshotDir}/day-route-day-fil-375.png` });
    const { route, count } = await routeOf(day2);
    expect(count).toBeGreaterThanOrEqual(4);
    expect(
      await route.getByText(/\d+ min (na lakad|sa tren o bus|sa taxi o ride-hailing) \([\d.]+ km\)$/).count(),
    ).toBe(count - 1);
    expect(await route.getByText('Almusal:').count()).toBe(1);
    await pageShot(page, 'day-route-results-fil-375');
    expect(errors).toEqual([]);
  });
});
