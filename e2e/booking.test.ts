// The booking pages without a partner frame, in a real browser against the real
// API: a saved trip's booking buttons carry its destination, cities, origin and
// dates, and each page links to public searches for them (new tab, no opener,
// no referrer); a hostile query never becomes a link. Phone and desktop widths.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/src/test/test-server.js';
import { seedTrip, signedInPage } from './app-helpers.js';
import {
  browserAvailable,
  collectPageErrors,
  screenshot,
  startBrowserApp,
  stopBrowserApp,
  viewports,
} from './browser.js';

describe.runIf(browserAvailable())('booking pages in Chromium', { timeout: 90_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await startBrowserApp()));
  afterAll(() => stopBrowserApp({ server, browser }));

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`takes a saved trip from its summary to the booking pages’ searches at ${name} width`, async () => {
      const { context, page, errors } = await signedInPage(browser, server, viewport);
      const id = await seedTrip(server, context, {
        destinationCountry: 'JP',
        cities: ['Tokyo', 'Osaka'],
        originAirport: 'CEB',
        startDate: '2026-12-01',
        duration: 7,
      });
      await page.goto(`${server.baseUrl}/trips/${id}`);
      const summary = page.getByRole('region', { name: 'Trip Summary' });
      await summary.getByRole('link', { name: 'Find Flights' }).click();
      await page.waitForURL(/\/find-flight\?/);
      expect(new URL(page.url()).search).toBe(
        '?destination=Japan&city=Tokyo&city=Osaka&origin=CEB&start=2026-12-01&days=7',
      );

      await page.getByRole('heading', { level: 1, name: 'Find Flights' }).waitFor();
      const searches = page.getByRole('region', { name: 'Search on our partner sites' });
      await searches.getByText('Trip: Tokyo, Japan; Osaka, Japan, from CEB, starting 2026-12-01, 7 days.').waitFor();
      const flight = searches.getByRole('link', { name: /Flights to Tokyo, Japan/ });
      expect(await flight.getAttribute('href')).toBe(
        `https://www.google.com/travel/flights?${new URLSearchParams({ q: 'Flights to Tokyo, Japan from CEB on 2026-12-01 through 2026-12-07' })}`,
      );
      expect(await flight.getAttribute('target')).toBe('_blank');
      expect(await flight.getAttribute('rel')).toBe('noopener noreferrer');
      await screenshot(page, `booking-flight-trip-${name}`);

      // The other booking pages keep the trip.
      await page.getByRole('link', { name: 'Book Hotels' }).click();
      await page.getByRole('heading', { level: 1, name: 'Book Hotels' }).waitFor();
      const hotels = searches.getByRole('link', { name: /^Hotels in/ });
      await hotels.first().waitFor();
      expect(await hotels.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
        'https://www.booking.com/searchresults.html?ss=Tokyo%2C+Japan&checkin=2026-12-01&checkout=2026-12-07',
        'https://www.booking.com/searchresults.html?ss=Osaka%2C+Japan&checkin=2026-12-01&checkout=2026-12-07',
      ]);
      await screenshot(page, `booking-hotels-trip-${name}`);

      await page.getByRole('link', { name: 'Book Activities' }).click();
      await page.getByRole('heading', { level: 1, name: 'Book Activities' }).waitFor();
      expect(
        await searches.getByRole('link', { name: /Tours and activities in Tokyo, Japan/ }).getAttribute('href'),
      ).toBe('https://www.getyourguide.com/s/?q=Tokyo%2C+Japan');

      // The quote request carries the trip too.
      await page.getByRole('link', { name: 'Request a quote' }).click();
      await page.waitForURL(/\/travel-package-quote\?details=/);
      expect(await page.getByLabel('Tell us about your dream trip').inputValue()).toBe(
        "I'd like help booking tours and activities for my trip. Trip: Tokyo, Japan; Osaka, Japan, from CEB, starting 2026-12-01, 7 days.",
      );
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('drops a hostile query and still offers each site’s own search', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    const errors = collectPageErrors(page);
    await page.goto(
      `${server.baseUrl}/book-hotels?destination=javascript:alert(1)&city=%22%3E%3Cimg%20src=x%3E&origin=1&start=2026-13-01&days=99`,
    );
    const searches = page.getByRole('region', { name: 'Search on our partner sites' });
    await searches.getByText('Open this page from a saved trip', { exact: false }).waitFor();
    const hrefs = await searches
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['https://www.booking.com/']);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
