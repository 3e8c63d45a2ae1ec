// The trip screens in Filipino (issue #9 point 1): a signed-in traveler picks
// Filipino in the header, creates a trip, opens it and fills in the departure
// checklist without meeting the English interface, at desktop and phone widths.
// The account keeps the choice, so a reload stays in Filipino.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/src/test/test-server.js';
import { card, eventually, pageShot, seedTrip, signedInPage, tab, toast } from './app-helpers.js';
import { browserAvailable, screenshotDir, startBrowserApp, stopBrowserApp, viewports } from './browser.js';

/** A calendar day `days` from today, as the API and date inputs write it. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Picks Filipino in the header's language switcher (in the menu on a phone) and waits for the page to follow. */
async function chooseFilipino(page: Page, { phone = false } = {}) {
  if (phone) await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fil');
  await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('fil');
}

describe.runIf(browserAvailable())('the trip screens in Filipino in Chromium', { timeout: 120_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await startBrowserApp()));
  afterAll(() => stopBrowserApp({ server, browser }));

  it('creates a trip and prepares it for departure in Filipino', async () => {
    const { page, errors } = await signedInPage(browser, server, viewports.desktop);
    await page.goto(`${server.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'No upcoming trips' }).waitFor();
    await chooseFilipino(page);

    // The dashboard: welcome, tabs and the empty Upcoming tab.
    await page.getByText(/^Maligayang pagbabalik, .+!/).waitFor();
    await tab(page, 'Mga Paparating na Biyahe').waitFor();
    await page.getByRole('heading', { name: 'Wala pang paparating na biyahe' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Dashboard' }).textContent()).toContain(
      'Gumawa ng Bagong Biyahe',
    );

    // Save a trip with the Create New Trip dialog; its checks speak Filipino too.
    await page.getByRole('button', { name: 'Magdagdag ng Biyahe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Magdagdag ng Bagong Biyahe' });
    await dialog.getByLabel('Destinasyon').waitFor();
    await dialog.getByRole('button', { name: 'Idagdag ang Biyahe' }).click();
    await dialog.getByText('Kailangan ang destinasyon').waitFor();
    await dialog.getByLabel('Destinasyon').selectOption({ label: 'Japan' });
    await dialog.getByLabel('Paliparang aalisan').selectOption('MNL');
    // Months and currencies as the generation form names them, not the API's English names.
    expect(await dialog.getByLabel('Buwan ng biyahe').locator('option').allTextContents()).toContain('Enero');
    expect(await dialog.getByLabel('Currency').locator('option:checked').textContent()).toBe('PHP · Piso ng Pilipinas');
    await dialog.getByLabel('Tagal (araw)').fill('5');
    await dialog.getByLabel('Petsa ng alis (opsyonal)').fill('2027-01-15');
    await dialog.getByRole('button', { name: 'Idagdag ang Biyahe' }).click();
    await eventually(() => toast(page, 'Naidagdag ang biyahe').count()).toBe(1);

    // Its card: dates and money in Filipino conventions.
    const japan = card(page, 'Japan');
    await japan.waitFor();
    const cardText = await japan.textContent();
    expect(cardText).toContain('Ene 15, 2027');
    expect(cardText).toContain('5 araw');
    expect(cardText).toContain('Kabuuang budget');
    await pageShot(page, 'filipino-dashboard-desktop');

    // The trip page.
    await japan.getByRole('link', { name: 'Tingnan ang Detalye' }).click();
    await page.waitForURL(/\/trips\/\d+$/);
    await eventually(() => page.title()).toBe('Biyahe sa Japan · Lakbay');
    const summary = page.getByRole('region', { name: 'Buod ng Biyahe' });
    expect(await summary.textContent()).toContain('Ene 15, 2027 – Ene 19, 2027');
    expect(await summary.getByText('Paparating na Biyahe').count()).toBe(1);
    await summary.getByRole('link', { name: 'Mag-book ng Hotel' }).waitFor();
    await page.getByRole('button', { name: 'I-edit ang Biyahe' }).waitFor();
    await tab(page, 'Araw-araw na Itinerary').click();
    await page.getByRole('button', { name: 'I-edit ang araw 1' }).waitFor();

    // The departure checklist: answers, saving and the step counts.
    await tab(page, 'Kahandaan sa Pag-alis').click();
    await page.getByRole('heading', { name: 'Kahandaan sa pag-alis' }).waitFor();
    await page.getByText(/^\d+ sa \d+ hakbang ang hindi pa tapos\.$/).waitFor();
    const form = page.getByRole('form', { name: 'Ang iyong travel details' });
    await form.getByLabel('Sino ang bibiyahe').selectOption({ label: 'OFW (aalis para magtrabaho sa ibang bansa)' });
    await form.getByLabel('Petsa ng pag-expire ng pasaporte (opsyonal)').fill('2027-02-01');
    await form.getByRole('button', { name: 'I-save ang detalye' }).click();
    await eventually(() => toast(page, 'Na-save ang iyong travel details').count()).toBe(1);
    const checklist = page.getByRole('list', { name: 'Checklist bago umalis' });
    await eventually(() => checklist.textContent()).toContain('Kailangang asikasuhin');
    const checklistText = await checklist.textContent();
    // The steps themselves, worded by the server in the account's language.
    expect(checklistText).toContain('Mag-register sa eTravel');
    expect(checklistText).toContain('OEC / exit clearance ng DMW');
    expect(checklistText).toContain('Travel tax ng Pilipinas: walang babayaran');
    expect(checklistText).toContain('Hindi kailangan');
    expect(checklistText).toMatch(/Mga pinagkunan \(\d+\)/);
    expect(checklistText).toMatch(/Sinuri noong \p{L}{3} \d{1,2}, \d{4}/u);
    await pageShot(page, 'filipino-readiness-desktop');

    // The account remembers Filipino: the dashboard counts what is left, in Filipino.
    await page.goto(`${server.baseUrl}/dashboard`);
    const todo = page.getByRole('region', { name: 'Mga dapat pang gawin para sa susunod mong biyahe' });
    await eventually(() => todo.textContent()).toMatch(/\d+ hakbang na lang bago ang Japan/);
    expect(await todo.textContent()).toContain('(kailangang asikasuhin)');
    await todo.getByRole('link', { name: 'Buksan ang checklist para sa Japan' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('fits a phone in Filipino', async () => {
    const { page, context, errors } = await signedInPage(browser, server, viewports.mobile);
    const tripId = await seedTrip(server, context, { startDate: dayFromToday(40), duration: 5 });
    await page.goto(`${server.baseUrl}/dashboard`);
    // The next trip's open steps, read in English, are read again in Filipino once the account switches.
    const todoInEnglish = page.getByRole('region', { name: 'Still to do for your next trip' });
    await eventually(() => todoInEnglish.textContent()).toContain('Register on eTravel');
    await chooseFilipino(page, { phone: true });
    await page.getByRole('button', { name: 'Buksan o isara ang menu' }).click();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

    const todo = page.getByRole('region', { name: 'Mga dapat pang gawin para sa susunod mong biyahe' });
    await eventually(() => todo.textContent()).toContain('Mag-register sa eTravel');
    await card(page, 'Japan').getByRole('link', { name: 'Tingnan ang Detalye' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await pageShot(page, 'filipino-dashboard-mobile');

    await page.goto(`${server.baseUrl}/trips/${tripId}`);
    await page.getByRole('region', { name: 'Buod ng Biyahe' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await pageShot(page, 'filipino-trip-mobile');

    await tab(page, 'Kahandaan sa Pag-alis').click();
    await page.getByRole('list', { name: 'Checklist bago umalis' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await pageShot(page, 'filipino-readiness-mobile');
    // The whole page is too tall to read in one picture: the answers form and the first steps as a phone shows them.
    await page.getByRole('form', { name: 'Ang iyong travel details' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}/filipino-readiness-form-mobile.png` });
    await page.getByRole('list', { name: 'Checklist bago umalis' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}/filipino-checklist-mobile.png` });
    expect(errors).toEqual([]);
  });
});
