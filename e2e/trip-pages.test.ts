// My Trips with more trips than one page in a real browser: 250 upcoming trips
// (written straight through Prisma) show 50 at a time, and "Load more" pages
// through the rest until every one is listed exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { TripStatus } from '../api/src/generated/prisma/enums.js';
import type { TestServer } from '../api/src/test/test-server.js';
import { seedManyTrips } from '../api/src/test/trips.js';
import { eventually, signedInPage, tab } from './app-helpers.js';
import { browserAvailable, startBrowserApp, stopBrowserApp, viewports } from './browser.js';

describe.runIf(browserAvailable())('My Trips paging in Chromium', { timeout: 240_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await startBrowserApp()));
  afterAll(() => stopBrowserApp({ server, browser }));

  it('lists 250 upcoming trips 50 at a time with Load more, each once', async () => {
    const { account, page, errors } = await signedInPage(browser, server, viewports.desktop);
    const { prisma } = server.database;
    const user = await prisma.user.findUniqueOrThrow({ where: { usernameKey: account.username.toLowerCase() } });
    const newestFirst = await seedManyTrips(prisma, user.id, 250);
    await seedManyTrips(prisma, user.id, 2, TripStatus.past);

    // 250 trips on a busy two-core machine: allow the first load more time than the default.
    await page.goto(`${server.baseUrl}/my-trips`, { timeout: 60_000 });
    const list = page.getByRole('list', { name: 'Upcoming Trips' });
    // One View Details link per card (a card's facts are list items too).
    const cards = list.getByRole('link', { name: 'View Details' });
    const loadMore = page.getByRole('button', { name: 'Load more' });
    await eventually(() => cards.count()).toBe(50);
    // The count comes with its own query: it may arrive after the first page of cards.
    await eventually(() => page.getByText('Showing 50 of 250').count()).toBe(1);
    for (const shown of [100, 150, 200, 250]) {
      await loadMore.click();
      await eventually(() => cards.count()).toBe(shown);
      if (shown < 250) await eventually(() => page.getByText(`Showing ${shown} of 250`).count()).toBe(1);
    }
    expect(await loadMore.count()).toBe(0);

    // Every trip once, newest first.
    const hrefs = await cards.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual(newestFirst.map((id) => `/trips/${id}`));

    await tab(page, 'Past Trips').click();
    const past = page.getByRole('list', { name: 'Past Trips' }).getByRole('link', { name: 'View Details' });
    await eventually(() => past.count()).toBe(2);
    expect(await loadMore.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
