// Departure readiness in a real browser against the real API: the dashboard's
// "Still to do for your next trip", the trip page's checklist with its answers
// form (tourist → OFW → sponsored), ticking steps off with mouse and keyboard,
// at phone and desktop widths.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/src/test/test-server.js';
import { eventually, pageShot, seedTrip, signedInPage, tab, toast, type Viewport } from './app-helpers.js';
import { browserAvailable, screenshotDir, startBrowserApp, stopBrowserApp, viewports } from './browser.js';

/** A calendar day `days` from today, as the API and date inputs write it. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const step = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Departure checklist' }).getByRole('listitem').filter({ hasText: title });

describe.runIf(browserAvailable())('departure readiness in Chromium', { timeout: 90_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await startBrowserApp()));
  afterAll(() => stopBrowserApp({ server, browser }));

  async function withTrip(viewport: Viewport) {
    const session = await signedInPage(browser, server, viewport);
    const tripId = await seedTrip(server, session.context, { startDate: dayFromToday(40), duration: 5 });
    return { ...session, tripId };
  }

  it('shows what is open on the dashboard and keeps answers and ticks on the trip page', async () => {
    const { page, errors, tripId } = await withTrip(viewports.desktop);
    await page.goto(`${server.baseUrl}/dashboard`);
    const todo = page.getByRole('region', { name: 'Still to do for your next trip' });
    await todo.waitFor();
    await eventually(() => todo.textContent()).toContain('8 steps left before Japan');
    expect(await todo.getByRole('listitem').allTextContents()).toEqual([
      'Passport valid 6 months past your return',
      'Temporary Visitor visa for Japan',
      'Register on eTravel',
    ]);
    await pageShot(page, 'readiness-dashboard-desktop');

    await todo.getByRole('link', { name: 'Open the checklist for Japan' }).click();
    await page.waitForURL(`**/trips/${tripId}?tab=readiness`);
    expect(await tab(page, 'Departure Readiness').getAttribute('aria-selected')).toBe('true');
    await page.getByText('8 of 9 steps still to do.').waitFor();
    // eTravel opens 72 hours before the flight; the terminal fee is the sourced NAIA amount.
    const eTravel = step(page, 'Register on eTravel');
    expect(await eTravel.textContent()).toContain('Opens:');
    expect(await step(page, 'Terminal fee (MNL)').textContent()).toContain('₱950');
    expect(await step(page, 'Philippine travel tax: full rate').textContent()).toContain('₱1,620');
    expect(await step(page, 'Affidavit of support').textContent()).toContain('Not needed');
    // Every step names its sources and the date the data was checked.
    // They are named by their titles and dates, behind a closed "Sources (n)".
    const passport = step(page, 'Passport valid');
    expect(await passport.textContent()).toMatch(/Checked \w{3} \d{1,2}, \d{4}/);
    await passport.getByText(/^Sources \(\d+\)$/).click();
    const source = passport.getByRole('link', { name: /revised departure formalities for travelers abroad suspended/ });
    expect(await source.getAttribute('href')).toBe(
      'https://mb.com.ph/2023/8/31/enforcement-of-revised-departure-formalities-for-travelers-abroad-suspended-iacat',
    );
    expect(await source.locator('..').textContent()).toContain('(Aug 31, 2023)');

    // An OFW whose passport runs out too soon.
    const form = page.getByRole('form', { name: 'Your travel details' });
    await form.getByLabel('Passport expiry date').fill(dayFromToday(60));
    await form.getByLabel('Who is travelling').selectOption('ofw');
    await form.getByRole('button', { name: 'Save details' }).click();
    await eventually(() => toast(page, 'Travel details saved').count()).toBe(1);
    await eventually(() => step(page, 'Passport valid').textContent()).toContain('Needs attention');
    expect(await step(page, 'Passport valid').textContent()).toContain('Renew it before you travel');
    expect(await step(page, 'Terminal fee (MNL)').textContent()).toContain('Not needed');
    expect(await step(page, 'Philippine travel tax: exempt').textContent()).toContain('Cost: ₱0');
    const oec = step(page, 'OEC / DMW exit clearance');
    expect(await oec.textContent()).toContain('Note: Unverified');
    // A warning cannot be ticked away: only a new answer clears it.
    expect(await step(page, 'Passport valid').getByRole('checkbox').count()).toBe(0);

    // Tick with the mouse, untick and tick again with the keyboard.
    const eTravelBox = eTravel.getByRole('checkbox', { name: 'Register on eTravel' });
    await eTravelBox.click();
    await eventually(() => eTravel.textContent()).toContain('Done');
    await eventually(() => eTravelBox.getAttribute('aria-disabled')).toBeNull();
    await eTravelBox.focus();
    await page.keyboard.press('Space');
    await eventually(() => eTravel.textContent()).toContain('To do');
    await eventually(() => eTravelBox.getAttribute('aria-disabled')).toBeNull();
    expect(await eTravelBox.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await eventually(() => eTravel.textContent()).toContain('Done');
    await pageShot(page, 'readiness-trip-desktop');

    // Both are stored: a reload shows them, and the dashboard counts what is left.
    await page.reload();
    await page.getByRole('form', { name: 'Your travel details' }).waitFor();
    expect(await page.getByLabel('Who is travelling').inputValue()).toBe('ofw');
    expect(await step(page, 'Register on eTravel').getByRole('checkbox').isChecked()).toBe(true);
    await page.goto(`${server.baseUrl}/dashboard`);
    await eventually(() => todo.textContent()).toContain('Passport valid 6 months past your return (needs attention)');

    // A sponsored traveler gets the affidavit of support step.
    await page.goto(`${server.baseUrl}/trips/${tripId}?tab=readiness`);
    await page.getByLabel('Who is travelling').selectOption('sponsored');
    await page.getByRole('button', { name: 'Save details' }).click();
    await eventually(() => step(page, 'Affidavit of support').textContent()).toContain('To do');
    expect(await step(page, 'Affidavit of support').textContent()).toContain('invitation letter and sponsor documents');
    expect(errors).toEqual([]);
  });

  it('follows a new start date from Edit Trip', async () => {
    const { page, errors, tripId } = await withTrip(viewports.desktop);
    await page.goto(`${server.baseUrl}/trips/${tripId}?tab=readiness`);
    const eTravel = step(page, 'Register on eTravel');
    await eventually(() => eTravel.textContent()).toContain('Opens:');
    const before = await eTravel.textContent();
    await page.getByRole('button', { name: 'Edit Trip' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Trip' });
    await edit.getByLabel('Start date (optional)').fill('2027-06-10');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await eventually(() => toast(page, 'Trip updated').count()).toBe(1);
    await eventually(() => eTravel.textContent()).toContain('Opens: Jun 7, 2027');
    expect(before).not.toContain('Jun 7, 2027');
    expect(errors).toEqual([]);
  });

  it('fits a phone', async () => {
    const { page, errors, tripId } = await withTrip(viewports.mobile);
    await page.goto(`${server.baseUrl}/dashboard`);
    await page.getByRole('region', { name: 'Still to do for your next trip' }).waitFor();
    await pageShot(page, 'readiness-dashboard-mobile');
    await page.goto(`${server.baseUrl}/trips/${tripId}?tab=readiness`);
    await page.getByRole('list', { name: 'Departure checklist' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await pageShot(page, 'readiness-trip-mobile');
    // The whole page is too tall to read in one picture: the first steps as a phone shows them.
    await page.getByRole('list', { name: 'Departure checklist' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}/readiness-checklist-mobile.png` });
    expect(errors).toEqual([]);
  });
});
