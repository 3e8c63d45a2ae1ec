// The landing page's seven sections (docs/product/screens.md) in a real browser against the real
// API: signed out, without "Your Upcoming Adventures"; signed in, that section
// with the user's own upcoming trips, or the samples while there are none.
// Phone and desktop widths.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/src/test/test-server.js';
import { eventually, seedTrip, signedInPage } from './app-helpers.js';
import {
  browserAvailable,
  collectPageErrors,
  screenshot,
  screenshotDir,
  startBrowserApp,
  stopBrowserApp,
  viewports,
} from './browser.js';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Every section but the signed-in one, in the order of docs/product/screens.md. */
async function expectPublicSections(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Your AI Travel Planner for Filipino Explorers' }).waitFor();
  await region(page, 'How It Works').getByRole('heading', { name: 'Visa Assistance' }).waitFor();
  await page.getByRole('heading', { name: 'Generate Your Dream Trip' }).waitFor();
  const itineraries = region(page, 'Your AI-Generated Itineraries');
  for (const type of ['Budget-Focused', 'Experience-Focused']) {
    await itineraries.getByRole('article', { name: `Sample ${type} itinerary` }).waitFor();
  }
  expect(await itineraries.getByRole('link', { name: 'See full 5-day itinerary' }).count()).toBe(2);
  expect(await itineraries.getByRole('link', { name: 'Save Itinerary' }).count()).toBe(2);
  expect(await itineraries.getByRole('link', { name: 'Customize' }).count()).toBe(2);
  await itineraries.getByText('~₱35,000').waitFor();
  await itineraries.getByText('~₱65,000').waitFor();
  await region(page, 'Essential Travel Information').getByText('Save up to 40% on hotels').waitFor();
  await page.getByRole('form', { name: 'Contact us' }).waitFor();
  await region(page, 'Trusted travel partners').getByText('Cebu Pacific').waitFor();
  const order = await page.locator('h1, h2').allTextContents();
  const expected = [
    'Your AI Travel Planner for Filipino Explorers',
    'How It Works',
    'Generate Your Dream Trip',
    'Your AI-Generated Itineraries',
    'Essential Travel Information',
  ];
  expect(order.filter((heading) => expected.includes(heading))).toEqual(expected);
}

describe.runIf(browserAvailable())('the landing page in Chromium', { timeout: 90_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await startBrowserApp()));
  afterAll(() => stopBrowserApp({ server, browser }));

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`shows a signed-out visitor every public section, without Your Upcoming Adventures, at ${name} width`, async () => {
      const page = await browser.newPage({ viewport });
      page.setDefaultTimeout(15_000);
      const errors = collectPageErrors(page);
      await page.goto(server.baseUrl);
      await expectPublicSections(page);
      expect(await page.getByRole('heading', { name: 'Your Upcoming Adventures' }).count()).toBe(0);
      await screenshot(page, `landing-signed-out-${name}`);
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`shows a signed-in user their upcoming trip under Your Upcoming Adventures at ${name} width`, async () => {
      const { context, page, errors } = await signedInPage(browser, server, viewport);
      const upcoming = await seedTrip(server, context, {
        destinationCountry: 'JP',
        cities: ['Kyoto'],
        startDate: '2027-03-10',
        duration: 4,
        budget: 48_000,
      });
      await seedTrip(server, context, { destinationCountry: 'KR', cities: ['Busan'] }, 'past');
      await page.goto(server.baseUrl);
      await expectPublicSections(page);

      const adventures = region(page, 'Your Upcoming Adventures');
      const trips = adventures.getByRole('list', { name: 'Your trips' });
      const kyoto = trips.getByRole('listitem').filter({ hasText: 'Kyoto' });
      await kyoto.waitFor();
      const text = await kyoto.textContent();
      expect(text).toContain('Japan');
      expect(text).toContain('Mar 10, 2027 – Mar 13, 2027 · 4 days');
      expect(text).toContain('Budget-Focused');
      expect(text).toContain('₱48,000');
      expect(text).toContain('Solo Trip');
      expect(await trips.getByRole('listitem').count()).toBe(1);
      expect(await kyoto.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(`/trips/${upcoming}`);
      expect(await kyoto.getByRole('link', { name: 'Book now' }).getAttribute('href')).toBe(
        '/book-hotels?destination=Japan&city=Kyoto&origin=MNL&start=2027-03-10&days=4',
      );
      expect(await adventures.getByRole('link', { name: 'View All Trips' }).getAttribute('href')).toBe('/my-trips');
      expect(await adventures.getByText('Sample', { exact: true }).count()).toBe(0);
      await screenshot(page, `landing-signed-in-${name}`);
      // The new sections close up, readable at phone width too.
      await adventures.screenshot({ path: path.join(screenshotDir, `landing-adventures-${name}.png`) });
      await region(page, 'Your AI-Generated Itineraries').screenshot({
        path: path.join(screenshotDir, `landing-itineraries-${name}.png`),
      });

      // The Past Trips tab lists the past one.
      await adventures.getByRole('tab', { name: 'Past Trips' }).click();
      await adventures.getByRole('listitem').filter({ hasText: 'Busan' }).waitFor();
      await eventually(() => adventures.getByText('Kyoto').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('shows the samples to a signed-in user without trips', async () => {
    const { context, page, errors } = await signedInPage(browser, server, viewports.desktop);
    await page.goto(server.baseUrl);
    const adventures = region(page, 'Your Upcoming Adventures');
    await adventures.getByText('No upcoming trips yet.', { exact: false }).waitFor();
    const samples = adventures.getByRole('list', { name: 'Sample trips' }).getByRole('listitem');
    await eventually(() => samples.count()).toBe(3);
    expect(await samples.getByText('Sample', { exact: true }).count()).toBe(3);
    for (const destination of ['Japan', 'South Korea', 'Singapore']) {
      await samples.getByRole('heading', { name: destination, exact: true }).waitFor();
    }
    expect(await samples.first().getByRole('link', { name: 'Book now' }).getAttribute('href')).toBe(
      '/book-hotels?destination=Japan&city=Tokyo&days=5',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
