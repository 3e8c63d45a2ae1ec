// Trip share links in a real browser against the real API: the owner creates
// and copies the link on the trip page; a fresh, signed-out browser opens it
// and sees the trip read-only (no edit controls, not indexable); the owner
// stops sharing and the visitor's reload says the link is no longer active.
// At phone and desktop widths.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectPageErrors,
  browserAvailable,
  startBrowserApp,
  stopBrowserApp,
  viewports,
  waitForHydration,
} from './browser.js';
import type { TestServer } from '../api/src/test/test-server.js';
import { dialogShot, eventually, pageShot, seedTrip, signedInPage, toast, type Viewport } from './app-helpers.js';

const TOKEN_PATH = /\/shared\/[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

describe.runIf(browserAvailable())('trip share links in Chromium', { timeout: 120_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await startBrowserApp()));
  afterAll(() => stopBrowserApp({ server, browser }));

  async function shareAndRevoke(viewport: Viewport, label: string) {
    const owner = await signedInPage(browser, server, viewport);
    await owner.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    const tripId = await seedTrip(server, owner.context, { cities: ['Tokyo', 'Kyoto'] });
    const { page } = owner;

    // The owner creates the link and copies it.
    await page.goto(`${server.baseUrl}/trips/${tripId}`);
    await page.getByRole('heading', { level: 1, name: 'Japan' }).waitFor();
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this trip' });
    await dialog.getByRole('button', { name: 'Create Link' }).click();
    const linkField = dialog.getByRole('textbox', { name: 'Share link' });
    await eventually(() => linkField.inputValue()).toMatch(TOKEN_PATH);
    const url = await linkField.inputValue();
    await dialog.getByRole('button', { name: 'Copy Link' }).click();
    await eventually(() => toast(page, 'Link copied').count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await dialogShot(page, `share-dialog-${label}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Opening the dialog again shows the same link.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await eventually(() => linkField.inputValue()).toBe(url);
    await page.keyboard.press('Escape');

    // A fresh browser profile, signed out, opens the link.
    const visitorContext = await browser.newContext({ viewport });
    const visitor = await visitorContext.newPage();
    visitor.setDefaultTimeout(15_000);
    const visitorErrors = collectPageErrors(visitor);
    const sharedPath = TOKEN_PATH.exec(url)![0];
    const response = await visitor.goto(`${server.baseUrl}${sharedPath}`);
    expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response!.headers()['referrer-policy']).toBe('no-referrer');
    await visitor.getByRole('heading', { level: 1, name: 'Japan' }).waitFor();
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await visitor.getByText('You are viewing a trip someone shared with you. It is read-only.').waitFor();
    expect(await visitor.getByRole('region', { name: 'Trip Summary' }).textContent()).toContain('Tokyo · Kyoto');
    expect(await visitor.getByRole('region', { name: 'Budget breakdown' }).textContent()).toContain('₱1,620');
    // The tabs are the app's own controls: they work once the page has hydrated.
    await waitForHydration(visitor);
    await visitor.getByRole('tab', { name: 'Daily Itinerary' }).click();
    // The open tab's first day, expanded; its edit button is gone.
    await visitor.getByRole('tabpanel').getByText('Walk around Asakusa').first().waitFor();
    expect(
      await visitor
        .getByRole('tabpanel')
        .getByRole('button', { name: /Budget day 1/ })
        .count(),
    ).toBe(1);
    // Read-only: none of the owner's controls, and nothing about the owner.
    for (const name of [/edit/i, /delete/i, /share/i, /print/i, /mark as/i, /cancel/i]) {
      expect(await visitor.getByRole('button', { name }).count(), String(name)).toBe(0);
    }
    expect(await visitor.getByRole('tab', { name: 'Departure Readiness' }).count()).toBe(0);
    const text = (await visitor.locator('main').textContent()) ?? '';
    expect(text).not.toContain(owner.account.username);
    expect(text).not.toContain(owner.account.email);
    await pageShot(visitor, `shared-trip-${label}`);

    // The owner stops sharing, after confirming.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await dialog.getByRole('button', { name: 'Stop Sharing' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Stop sharing this trip?' });
    await confirm.getByRole('button', { name: 'Stop Sharing' }).click();
    await eventually(() => toast(page, 'Sharing stopped').count()).toBe(1);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await dialog.getByRole('button', { name: 'Create Link' }).waitFor();
    await page.keyboard.press('Escape');

    // The visitor's reload says the link no longer works, and offers to plan a trip.
    await visitor.reload();
    await visitor.getByText('This share link is no longer active').waitFor();
    expect(await visitor.getByRole('heading', { level: 1, name: 'Japan' }).count()).toBe(0);
    expect(await visitor.getByRole('link', { name: 'Plan My Trip' }).getAttribute('href')).toBe('/generate-trip');
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await pageShot(visitor, `shared-trip-inactive-${label}`);

    expect(owner.errors).toEqual([]);
    // The revoked link's query answers NOT_FOUND, which Apollo does not log; nothing else may.
    expect(visitorErrors).toEqual([]);
    await visitorContext.close();
    await owner.context.close();
  }

  it('shares, opens signed out, and stops sharing at desktop width', async () => {
    await shareAndRevoke(viewports.desktop, 'desktop');
  });

  it('shares, opens signed out, and stops sharing at phone width', async () => {
    await shareAndRevoke(viewports.mobile, 'mobile');
  });

  it('keeps share links out of search engines', async () => {
    const robots = await fetch(`${server.baseUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toMatch(/^User-agent: \*\nDisallow: \/shared\/$/m);
  });
});
