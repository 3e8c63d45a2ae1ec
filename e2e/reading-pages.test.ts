// Reading pages run none of the app's code until the visitor needs it
// (issue #35 item 1, docs/decisions/049): a visa page or a legal page loads
// only the entry's header island, whose menu and language switch work on the
// server's HTML; the first interaction with the page's form starts the app,
// which hydrates without a mismatch and keeps the menu as the visitor left it.
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/src/test/test-server.js';
import { signedInPage } from './app-helpers.js';
import {
  appStarted,
  browserAvailable,
  collectPageErrors,
  startBrowserApp,
  stopBrowserApp,
  viewports,
  waitForHydration,
} from './browser.js';

/** The target of issue #35 for a visa, deals or legal page: JavaScript before the first interaction, gzipped. */
const READING_PAGE_JS_BUDGET = 60 * 1024;

interface LoadedScripts {
  urls: () => string[];
  gzippedBytes: () => Promise<number>;
}

/** The scripts a page loads, and their weight gzipped as the server would send them. */
function recordScripts(page: Page): LoadedScripts {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return {
    urls: () => scripts.map((response) => new URL(response.url()).pathname),
    gzippedBytes: async () => {
      const bodies = await Promise.all(scripts.map((response) => response.body()));
      return bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    },
  };
}

describe.runIf(browserAvailable())('reading pages before and after the app loads, in Chromium', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await startBrowserApp()));
  afterAll(() => stopBrowserApp({ server, browser }));

  async function openSignedOut(path: string) {
    const page = await browser.newPage({ viewport: viewports.mobile });
    page.setDefaultTimeout(15_000);
    const errors = collectPageErrors(page);
    const scripts = recordScripts(page);
    await page.goto(`${server.baseUrl}${path}`);
    await page.waitForLoadState('networkidle');
    return { page, errors, scripts };
  }

  for (const path of [
    '/visa-help/japan',
    '/visa-help',
    '/travel-deals',
    '/book-hotels',
    '/find-flight',
    '/book-activity',
    '/privacy',
    '/terms',
    '/cookies',
  ]) {
    it(`loads no framework code on ${path} until the visitor needs it`, async () => {
      const { page, errors, scripts } = await openSignedOut(path);
      expect(scripts.urls().filter((url) => /\/start-|react|chakra|apollo/i.test(url))).toEqual([]);
      expect(await scripts.gzippedBytes()).toBeLessThanOrEqual(READING_PAGE_JS_BUDGET);
      expect(await appStarted(page)).toBe(false);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('opens the menu before the app loads, and the app keeps it open when it hydrates', async () => {
    const { page, errors, scripts } = await openSignedOut('/visa-help/japan');
    const toggle = page.getByRole('button', { name: 'Toggle navigation menu' });
    const menu = page.locator('#mobile-menu');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.isVisible()).toBe(true);
    await toggle.click();
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    expect(scripts.urls().some((url) => url.includes('/start-'))).toBe(false);
    expect(await appStarted(page)).toBe(false);

    // The first touch of the visa checker starts the app; the server's elements are kept.
    const heading = await page.getByRole('heading', { level: 1 }).elementHandle();
    await page.getByLabel('Travel purpose').focus();
    await expect.poll(() => appStarted(page), { timeout: 15_000 }).toBe(true);
    await waitForHydration(page);
    expect(await heading!.evaluate((element) => element.isConnected)).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.isVisible()).toBe(true);
    // Now the app's own menu: one click closes it.
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('starts the app at the first tap on a form the app sends: the newsletter on the deals', async () => {
    const { page, errors } = await openSignedOut('/travel-deals');
    const email = page.getByLabel('Email address');
    // Disabled until the app has hydrated (components/ui/form.tsx): the tap itself starts it.
    expect(await email.isDisabled()).toBe(true);
    await email.click({ force: true });
    await expect.poll(() => appStarted(page), { timeout: 15_000 }).toBe(true);
    await email.fill('reader@example.com');
    expect(await email.inputValue()).toBe('reader@example.com');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('switches the language before the app loads: the page comes back in that language', async () => {
    const { page, errors, scripts } = await openSignedOut('/privacy');
    await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
    await Promise.all([
      page.waitForURL(`${server.baseUrl}/privacy`),
      page.waitForEvent('load'),
      page.locator('#mobile-menu select').selectOption('fil'),
    ]);
    await page.getByRole('heading', { name: 'Abiso sa Privacy', exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fil');
    expect(scripts.urls().some((url) => url.includes('/start-'))).toBe(false);
    // The choice is remembered: the next page is in Filipino too.
    await page.goto(`${server.baseUrl}/terms`);
    expect(await page.locator('html').getAttribute('lang')).toBe('fil');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps a language chosen by the address on this device, with no app loaded', async () => {
    const { page, errors } = await openSignedOut('/visa-help/japan?lang=fil');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'lakbay_lang')?.value).toBe('fil');
    expect(await appStarted(page)).toBe(false);
    // Back to English from the menu (named in Filipino): the address's language gives way to the choice.
    await page.locator('header button[aria-controls="mobile-menu"]').click();
    await Promise.all([
      page.waitForURL(`${server.baseUrl}/visa-help/japan`),
      page.locator('#mobile-menu select').selectOption('en'),
    ]);
    await page.getByRole('heading', { name: 'Japan visa for Filipinos', exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('starts the app at once for a signed-in reader, whose header has buttons of its own', async () => {
    const { page, errors, context } = await signedInPage(browser, server, viewports.mobile);
    await page.goto(`${server.baseUrl}/visa-help/japan`);
    await page.getByRole('heading', { name: 'Japan visa for Filipinos', exact: true }).waitFor();
    await expect.poll(() => appStarted(page), { timeout: 15_000 }).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
