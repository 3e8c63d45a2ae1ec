// The footer's legal pages and the account data export in a real browser
// against the real API (issue #22): the privacy notice, terms and cookie note
// reached from the footer, in English and Filipino, at phone and desktop
// widths, with the privacy contact from the server's configuration; every
// cookie and storage the site really sets is one the cookie note names; and
// "Download My Data" on /profile saves a JSON file that matches the database
// and holds nothing of another user.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/src/test/test-server.js';
import { eventually, pageShot, seedTrip, signedInPage, toast } from './app-helpers.js';
import {
  browserAvailable,
  collectPageErrors,
  startBrowserApp,
  stopBrowserApp,
  viewports,
  waitForHydration,
} from './browser.js';

const PRIVACY_CONTACT = 'dpo@example.ph';

describe.runIf(browserAvailable())('the legal pages and the data export in Chromium', { timeout: 90_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await startBrowserApp({ PRIVACY_CONTACT_EMAIL: PRIVACY_CONTACT })));
  afterAll(() => stopBrowserApp({ server, browser }));

  const url = (path: string) => `${server.baseUrl}${path}`;
  const footer = (page: Page) => page.getByRole('contentinfo');
  const noWiderThan = async (page: Page, width: number) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`opens the privacy notice, terms and cookie note from the footer at ${name} width`, async () => {
      const page = await browser.newPage({ viewport });
      page.setDefaultTimeout(15_000);
      const errors = collectPageErrors(page);
      await page.goto(url('/'));
      await waitForHydration(page);

      await footer(page).getByRole('link', { name: 'Privacy Notice' }).click();
      await page.waitForURL(/\/privacy$/);
      await page.getByRole('heading', { level: 1, name: 'Privacy Notice' }).waitFor();
      expect(await page.title()).toBe('Privacy Notice · Lakbay');
      // The contact is the configured one, as a mail link, wherever the notice names it (the footer
      // link navigated in the browser, so it arrives with the page's query).
      const mail = page.getByRole('link', { name: PRIVACY_CONTACT });
      await mail.first().waitFor();
      expect(await mail.count()).toBe(4);
      expect(await mail.first().getAttribute('href')).toBe(`mailto:${PRIVACY_CONTACT}`);
      for (const right of ['To access', 'To erasure or blocking', 'To file a complaint', 'To data portability']) {
        await page.getByRole('heading', { level: 3, name: right, exact: true }).waitFor();
      }
      expect(await page.getByRole('link', { name: 'NPC: The right to data portability' }).getAttribute('href')).toBe(
        'https://privacy.gov.ph/right-to-data-portability/',
      );
      // The list of sections leads to each of them.
      await page
        .getByRole('navigation', { name: 'On this page' })
        .getByRole('link', { name: /^Your rights/ })
        .click();
      await page.waitForURL(/\/privacy#rights$/);
      await noWiderThan(page, viewport.width);
      await pageShot(page, `privacy-${name}`);

      await page.getByRole('navigation', { name: 'Also read' }).getByRole('link', { name: 'Terms of Service' }).click();
      await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Trip plans are suggestions' }).waitFor();
      await noWiderThan(page, viewport.width);
      await pageShot(page, `terms-${name}`);

      await footer(page).getByRole('link', { name: 'Cookies' }).click();
      await page.getByRole('heading', { level: 1, name: 'Cookies and storage' }).waitFor();
      await page.getByRole('heading', { level: 3, name: /^lakbay\.sid/ }).waitFor();
      await noWiderThan(page, viewport.width);
      await pageShot(page, `cookies-${name}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('reads in Filipino, and links the legal pages from the sign-up and quote forms', async () => {
    const page = await browser.newPage({ viewport: viewports.mobile });
    const errors = collectPageErrors(page);
    await page.goto(url('/privacy?lang=fil'));
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Abiso sa Privacy' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Karapatang magpabura o magpaharang' }).waitFor();
    expect(await footer(page).getByRole('link', { name: 'Mga Tuntunin ng Serbisyo' }).getAttribute('href')).toBe(
      '/terms',
    );
    await pageShot(page, 'privacy-fil-mobile');

    await page.goto(url('/auth?tab=register&lang=en'));
    const signUp = page.getByRole('tabpanel', { name: 'Register' });
    expect(await signUp.getByRole('link', { name: 'Privacy Notice' }).getAttribute('href')).toBe('/privacy');
    expect(await signUp.getByRole('link', { name: 'Terms of Service' }).getAttribute('target')).toBe('_blank');
    await page.goto(url('/travel-package-quote?lang=en'));
    const quote = page.getByRole('form', { name: 'Quote request' });
    expect(await quote.getByRole('link', { name: 'Privacy Notice' }).getAttribute('href')).toBe('/privacy');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('names every cookie and browser store the site really sets', async () => {
    const { context, page, errors } = await signedInPage(browser, server, viewports.desktop);
    await seedTrip(server, context);
    await page.goto(url('/my-trips'));
    await page.getByRole('heading', { level: 1, name: 'My Trips' }).waitFor();
    await waitForHydration(page);
    await page.locator('header select:enabled').first().selectOption('fil');
    await eventually(async () => (await context.cookies()).map((cookie) => cookie.name).sort()).toEqual([
      'lakbay.sid',
      'lakbay_lang',
    ]);
    const stores = await page.evaluate(async () => ({
      local: Object.keys(localStorage),
      indexedDb: (await indexedDB.databases()).map((database) => database.name),
    }));
    expect(stores.local).toEqual(['lakbay_lang']);
    expect(stores.indexedDb).toEqual(['lakbay-offline']);

    await page.goto(url('/cookies?lang=en'));
    const note = (await page.getByRole('main').textContent()) ?? '';
    for (const name of ['lakbay.sid', '__Host-lakbay.sid', 'lakbay_lang', 'lakbay-offline']) {
      expect(note).toContain(name);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('downloads the signed-in user’s data as a JSON file that matches the database', async () => {
    const other = await signedInPage(browser, server, viewports.desktop);
    await seedTrip(server, other.context, { cities: ['Osaka'] });
    await other.context.close();

    const { account, context, page, errors } = await signedInPage(browser, server, viewports.mobile);
    const [first, second] = [await seedTrip(server, context), await seedTrip(server, context, { cities: ['Kyoto'] })];
    await page.goto(url('/profile'));
    const section = page.getByRole('region', { name: 'Your data', exact: true });
    await section.getByRole('link', { name: 'Privacy Notice' }).waitFor();
    await pageShot(page, 'profile-data-mobile');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download My Data' }).click(),
    ]);
    const day = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`lakbay-data-${account.username}-${day}.json`);
    const text = await readFile((await download.path())!, 'utf8');
    const file = JSON.parse(text) as {
      format: string;
      account: { id: number; username: string; email: string; fullName: string };
      trips: { id: number; cities: string[]; budgetItinerary: unknown }[];
      emailAddressRecords: {
        contactRequests: unknown[];
        newsletterSubscription: unknown;
        queuedEmails: { subject: string; text: string }[];
      } | null;
    };
    await eventually(() => toast(page, 'Your data is downloading').count()).toBe(1);

    const prisma = server.database.prisma;
    const user = await prisma.user.findUniqueOrThrow({
      where: { usernameKey: account.username.toLowerCase() },
      include: { trips: { orderBy: { id: 'asc' } } },
    });
    expect(file.format).toBe('lakbay-account-export');
    expect(file.account).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      fullName: user.fullName,
    });
    expect(file.trips.map((trip) => trip.id)).toEqual([first, second]);
    expect(file.trips.map((trip) => trip.cities)).toEqual(user.trips.map((trip) => trip.cities));
    expect(file.trips[0]!.budgetItinerary).toEqual(user.trips[0]!.budgetItinerary);
    // The sign-up's verification e-mail is still in the outbox (no SMTP here): listed, its link blanked.
    expect(file.emailAddressRecords).toMatchObject({ contactRequests: [], newsletterSubscription: null });
    expect(file.emailAddressRecords!.queuedEmails.map((mail) => mail.text)).toEqual([
      expect.stringContaining('/verify-email?token=[removed]'),
    ]);
    expect(text).not.toContain(user.password);
    for (const foreign of [other.account.username, other.account.email, 'Osaka']) expect(text).not.toContain(foreign);
    expect(errors).toEqual([]);
    await context.close();
  });
});
