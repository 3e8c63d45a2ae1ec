// Planning a trip in Filipino (issue #9 point 1): a verified user picks Filipino
// in the header, and /generate-trip's form, its messages, the streamed progress
// and both result tabs read in Filipino, with month names from Intl. Gemini is
// played by a stand-in on 127.0.0.1 so the progress can be held on screen. The
// other planning screens (visa, deals, quote, local secrets, booking) must fit
// 375 px with the longer Filipino words. Screenshots at 375 px and 1280 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelAnswer } from '../api/src/planners/gemini-stand-in.js';
import type { TestServer } from '../api/src/test/test-server.js';
import { describedError, eventually, pageShot, signedInPage, startGeminiApp, toast, toggle } from './app-helpers.js';
import {
  browserAvailable,
  collectPageErrors,
  screenshot,
  startBrowserApp,
  stopBrowserApp,
  viewports,
} from './browser.js';

const form = (page: Page) => page.getByRole('form', { name: 'Mga detalye ng biyahe' });
const panel = (page: Page, name: 'Budget-Focused' | 'Experience-Focused') => page.getByRole('tabpanel', { name });

/** No horizontal scrolling: nothing wider than the viewport. */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe.runIf(browserAvailable())('planning a trip in Filipino in Chromium', { timeout: 90_000 }, () => {
  let server: TestServer;
  let gemini: TestServer;
  let browser: Browser;
  let releaseExperience!: () => void;

  beforeAll(async () => {
    ({ server, browser } = await startBrowserApp());
    const experienceHeld = new Promise<void>((resolve) => (releaseExperience = resolve));
    gemini = await startGeminiApp(server, async (call) => {
      const budget = call.prompt.includes('Style: Budget-Focused');
      // The experience itinerary waits, so the progress stays on screen half done.
      if (!budget) await experienceHeld;
      return modelAnswer({
        overview: budget ? 'Five thrifty days in Tokyo.' : 'Five memorable days in Tokyo.',
        tips: ['Carry some cash for small restaurants.'],
        days: Array.from({ length: 5 }, (_, index) => ({
          day: index + 1,
          title: `Tokyo ${index + 1}`,
          activities: [{ text: 'Senso-ji and Nakamise-dori' }],
          accommodation: { text: 'Hostel in Asakusa' },
          transportation: 'Subway with a Suica card',
          meals: [{ text: 'Dinner: ramen' }],
          costs: { accommodation: 1500, meals: 1100, activities: 400, transportation: 340 },
        })),
      });
    });
  });
  afterAll(async () => {
    await gemini?.stop();
    await stopBrowserApp({ server, browser });
  });

  it('shows the form, its messages, the progress and both itineraries in Filipino', async () => {
    const { context, page, errors } = await signedInPage(browser, gemini);
    await page.goto(`${gemini.baseUrl}/generate-trip`);
    await page.getByRole('form', { name: 'Trip details' }).waitFor();
    await page.locator('header').getByRole('combobox', { name: 'Language' }).selectOption('fil');

    // The form: labels, placeholders, month names (Intl) and preferences.
    const trip = form(page);
    await trip.waitFor();
    await page.getByRole('heading', { level: 1, name: 'Gumawa ng Iyong Biyahe' }).waitFor();
    expect(await trip.getByLabel('Airport na aalisan').locator('option').first().textContent()).toBe(
      'Piliin ang airport na aalisan',
    );
    expect(await trip.getByLabel('Buwan ng biyahe').locator('option').allTextContents()).toContain('Abril');
    expect(await trip.getByLabel('Currency').locator('option:checked').textContent()).toBe('PHP – Piso ng Pilipinas');
    await trip.getByRole('group', { name: 'Mga hilig sa biyahe' }).waitFor();

    // The messages, in Filipino, tied to their fields.
    await trip.getByLabel('Tagal (araw)').fill('');
    await trip.getByLabel('Budget (PHP)').fill('0');
    await trip.getByRole('button', { name: 'Gumawa ng mga Itinerary' }).click();
    expect(await describedError(page, trip.getByLabel('Airport na aalisan'))).toContain(
      'Kailangan ang airport na aalisan',
    );
    expect(await describedError(page, trip.getByLabel('Tagal (araw)'))).toContain(
      'Dapat hindi bababa sa 1 araw ang tagal',
    );
    expect(await describedError(page, trip.getByLabel('Budget (PHP)'))).toContain('Dapat higit sa 0 ang budget');
    await trip.getByText('Pumili ng kahit isang hilig').waitFor();
    await page.setViewportSize(viewports.mobile);
    expect(await overflows(page)).toBe(false);
    await pageShot(page, 'filipino-generate-trip-errors-mobile');
    await page.setViewportSize(viewports.desktop);

    // Filled in: a five-day Japan trip in April.
    await trip.getByLabel('Airport na aalisan').selectOption('MNL');
    await trip.getByLabel('Bansang pupuntahan').selectOption({ label: 'Japan' });
    await toggle(trip, 'Tokyo').click();
    await trip.getByLabel('Buwan ng biyahe').selectOption({ label: 'Abril' });
    await trip.getByLabel('Tagal (araw)').fill('5');
    await trip.getByLabel('Budget (PHP)').fill('60000');
    await toggle(trip, 'Pagkain').click();
    await toggle(trip, 'Kultura').click();
    expect(await trip.getByText('Pumili ng kahit isang hilig').count()).toBe(0);
    await trip.getByRole('button', { name: 'Gumawa ng mga Itinerary' }).click();

    // The progress, held half done.
    await page.getByText('Handa na ang itinerary na Budget-Focused').waitFor();
    await page.getByText('Binubuo ang iyong itinerary na Experience-Focused…').waitFor();
    await page.getByText('Maaaring umabot ito nang mga 60 segundo.', { exact: false }).waitFor();
    expect(await page.getByRole('progressbar', { name: 'Ginagawa ang iyong mga itinerary…' }).count()).toBe(1);
    await page.setViewportSize(viewports.mobile);
    expect(await overflows(page)).toBe(false);
    // Spinners never settle: taken as it is.
    await screenshot(page, 'filipino-generate-trip-pending-mobile');
    await page.setViewportSize(viewports.desktop);
    releaseExperience();

    // The results: both tabs.
    await page.getByRole('heading', { level: 2, name: 'Ang Iyong mga Itinerary' }).waitFor();
    await eventually(() => toast(page, 'Nagawa na ang mga itinerary ng iyong biyahe!').count()).toBe(1);
    const budget = panel(page, 'Budget-Focused');
    expect(await budget.getByTestId('total-budget').textContent()).toMatch(/^Kabuuan: ₱\d{1,3}(,\d{3})*$/);
    for (const heading of ['Buod', 'Itinerary bawat araw', 'Mga tip sa biyahe']) {
      await budget.getByRole('heading', { name: heading }).waitFor();
    }
    await budget.getByText('Ang budget mo').waitFor();
    const firstDay = budget.getByRole('button', { name: /^Araw 1: Tokyo 1/ });
    expect(await firstDay.getAttribute('aria-expanded')).toBe('true');
    await budget.getByText('Pagkain', { exact: true }).first().waitFor();
    await budget.getByText('Gastos sa araw').first().waitFor();
    await budget.getByRole('button', { name: 'I-save ang Itinerary' }).waitFor();
    await budget.getByRole('button', { name: 'I-customize' }).waitFor();
    await page.setViewportSize(viewports.mobile);
    expect(await overflows(page)).toBe(false);
    await pageShot(page, 'filipino-generate-trip-budget-mobile');
    await page.setViewportSize(viewports.desktop);

    await page.getByRole('tab', { name: 'Experience-Focused' }).click();
    const experience = panel(page, 'Experience-Focused');
    await experience.getByText('Five memorable days in Tokyo.').waitFor();
    await experience.getByRole('button', { name: /^Araw 2: Tokyo 2/ }).waitFor();
    await experience.getByRole('button', { name: 'Buksan lahat' }).click();
    await experience.getByRole('button', { name: 'Isara lahat' }).waitFor();
    await page.getByRole('button', { name: 'Gumawa ng Panibagong Biyahe' }).waitFor();
    await pageShot(page, 'filipino-generate-trip-experience-desktop');

    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits the other planning screens into 375 px in Filipino', async () => {
    const context = await browser.newContext({ viewport: viewports.mobile });
    await context.addCookies([{ name: 'lakbay_lang', value: 'fil', url: server.baseUrl }]);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors = collectPageErrors(page);
    const screens = [
      ['/visa-help', 'Alamin ang Kailangan sa Visa'],
      ['/travel-deals', 'Matanggap ang mga deal sa inbox mo'],
      ['/travel-package-quote', 'Bakit kami ang kasama mong magplano'],
      ['/local-secrets', 'Gamitin ang Kasalukuyang Lokasyon'],
      ['/book-hotels', 'Hayaan ang aming travel team na mag-book para sa iyo'],
    ] as const;
    for (const [path, text] of screens) {
      await page.goto(`${server.baseUrl}${path}`);
      await page.getByText(text).first().waitFor();
      expect(await overflows(page), path).toBe(false);
      await pageShot(page, `filipino${path.replaceAll('/', '-')}-mobile`);
    }

    // A validation message of its own on the quote form.
    await page.goto(`${server.baseUrl}/travel-package-quote`);
    await page.getByRole('button', { name: 'Humingi ng Quote' }).click();
    expect(await describedError(page, page.getByLabel('Buong pangalan'))).toContain(
      'Dapat hindi bababa sa 2 character ang pangalan.',
    );
    await page.getByText('Kailangan mong sumang-ayon sa mga tuntunin at kundisyon.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
