// Reading pages, the landing page and the sign-in page run none of the app's
// code until the visitor needs it (issue #35 item 1, docs/decisions/049): they
// load only the entry's island, whose header menu and language switch work on
// the server's HTML and whose forms can be filled in; the first interaction
// with the page's form starts the app, which hydrates without a mismatch,
// keeps the menu as the visitor left it and takes over what was typed, chosen
// and sent in the forms before it was ready.
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/src/test/test-server.js';
import {
  createVerifiedAccount,
  describedError,
  eventually,
  signedInPage,
  toast,
  toggle,
  tripForm,
} from './app-helpers.js';
import {
  appStarted,
  browserAvailable,
  collectPageErrors,
  startBrowserApp,
  stopBrowserApp,
  viewports,
  waitForHydration,
} from './browser.js';

/** The targets of issue #35, JavaScript before the first interaction, gzipped: a visa, deals or legal page. */
const READING_PAGE_JS_BUDGET = 60 * 1024;
/** … and the landing and sign-in pages. */
const FORM_PAGE_JS_BUDGET = 170 * 1024;

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

/** The app's chunk (start.tsx) and the framework's among the scripts loaded. */
const frameworkScripts = (scripts: LoadedScripts) =>
  scripts.urls().filter((url) => /\/start-|react|chakra|apollo/i.test(url));
const loadedApp = (scripts: LoadedScripts) => scripts.urls().some((url) => url.includes('/start-'));

/**
 * Holds the app's chunk back until `release()`: what a visitor does meanwhile is done before the app has
 * hydrated, as on a slow phone, however fast this machine.
 */
async function holdApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

describe.runIf(browserAvailable())('island pages before and after the app loads, in Chromium', () => {
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
      expect(frameworkScripts(scripts)).toEqual([]);
      expect(await scripts.gzippedBytes()).toBeLessThanOrEqual(READING_PAGE_JS_BUDGET);
      expect(await appStarted(page)).toBe(false);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  for (const path of ['/', '/auth', '/auth?tab=register']) {
    it(`loads no framework code on ${path} until the visitor uses its form, which answers at once`, async () => {
      const { page, errors, scripts } = await openSignedOut(path);
      expect(frameworkScripts(scripts)).toEqual([]);
      expect(await scripts.gzippedBytes()).toBeLessThanOrEqual(FORM_PAGE_JS_BUDGET);
      expect(await appStarted(page)).toBe(false);
      // The form is not disabled waiting for the app (components/ui/form.tsx): the island answers it.
      const form = page.locator('main form').first();
      expect(await form.locator('input, select').first().isEnabled()).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('logs in with what was typed fast and sent before the app had loaded', async () => {
    const account = await createVerifiedAccount(server, 'island');
    const { page, errors, scripts } = await openSignedOut('/auth');
    const app = await holdApp(page);
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Username', { exact: true }).pressSequentially(account.username, { delay: 0 });
    await login.getByLabel('Password', { exact: true }).pressSequentially(account.password, { delay: 0 });
    await login.getByLabel('Password', { exact: true }).press('Enter');
    // Not sent natively (the password would be in the address), and the app is still on its way.
    expect(page.url()).toBe(`${server.baseUrl}/auth`);
    expect(await appStarted(page)).toBe(false);

    app.release();
    await page.waitForURL(`${server.baseUrl}/dashboard`);
    await eventually(() => toast(page, 'Login successful').count()).toBe(1);
    expect(loadedApp(scripts)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the login form's messages, in Filipino, for a form sent empty before the app had loaded", async () => {
    const { page, errors } = await openSignedOut('/auth?lang=fil');
    const app = await holdApp(page);
    const login = page.getByRole('form', { name: 'Mag-login' });
    await login.getByRole('button', { name: 'Mag-login' }).click();
    expect(await appStarted(page)).toBe(false);
    app.release();
    expect(await describedError(page, login.getByLabel('Username', { exact: true }))).toContain(
      'Kailangan ang username',
    );
    expect(await describedError(page, login.getByLabel('Password', { exact: true }))).toContain(
      'Kailangan ang password',
    );
    expect(page.url()).toBe(`${server.baseUrl}/auth?lang=fil`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the trip form as the visitor filled it before the app had loaded, and sends it', async () => {
    const account = await createVerifiedAccount(server, 'island');
    const { page, errors } = await openSignedOut('/');
    const app = await holdApp(page);
    const landing = page.getByRole('form', { name: 'Generate your dream trip' });
    const food = toggle(landing, 'Food');
    await landing.getByLabel('Origin airport').selectOption('CEB');
    await landing.getByLabel('Destination country').selectOption({ label: 'Japan' });
    await landing.getByLabel('Travel month').selectOption({ label: 'April' });
    await landing.getByLabel('Duration (days)').fill('5');
    const budget = landing.getByLabel('Budget');
    await budget.selectText();
    await budget.pressSequentially('60000', { delay: 0 });
    await food.click();
    // The toggle shows the choice before the app can keep it.
    expect(await food.getAttribute('aria-pressed')).toBe('true');
    await landing.getByRole('button', { name: 'Generate Itineraries' }).click();
    expect(await appStarted(page)).toBe(false);

    // Once the app is ready it sends the form as the visitor left it: sign in first, then /generate-trip.
    app.release();
    await page.waitForURL(`${server.baseUrl}/auth`);
    await eventually(() => toast(page, 'Authentication required').count()).toBe(1);
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Username', { exact: true }).fill(account.username);
    await login.getByLabel('Password', { exact: true }).fill(account.password);
    await login.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${server.baseUrl}/generate-trip`);
    const form = tripForm(page);
    await form.waitFor();
    expect(await form.getByLabel('Origin airport').inputValue()).toBe('CEB');
    expect(await form.getByLabel('Destination country').inputValue()).toBe('JP');
    expect(await form.getByLabel('Travel month').inputValue()).toBe('4');
    expect(await form.getByLabel('Duration (days)').inputValue()).toBe('5');
    expect(await form.getByLabel('Budget').inputValue()).toBe('60000');
    expect(await toggle(form, 'Food').getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await page.close();
  });

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
    expect(loadedApp(scripts)).toBe(false);
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

  it('starts the app at the first use of a form the app sends, which keeps what was typed: the newsletter', async () => {
    const { page, errors } = await openSignedOut('/travel-deals');
    const app = await holdApp(page);
    const email = page.getByLabel('Email address');
    await email.pressSequentially('reader@example.com', { delay: 0 });
    expect(await appStarted(page)).toBe(false);
    app.release();
    await expect.poll(() => appStarted(page), { timeout: 15_000 }).toBe(true);
    await waitForHydration(page);
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
    expect(loadedApp(scripts)).toBe(false);
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
