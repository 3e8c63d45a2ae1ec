// A trip in a currency whose peso rate is not confirmed against a central bank,
// in a real browser: the dong's rate in api/data/philippines.json is a cross of
// two commercial rate APIs' answers found in code files (status unverified), so
// the trip page, its card, the print page and an expense in dong each call it
// an approximate rate that is not confirmed, in English and Filipino, where a
// confirmed rate (the yen's, the ECB's: e2e/calendar.test.ts) is named plainly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { loadPhilippines } from '../api/src/domain/catalogue/philippines-data.js';
import type { TestServer } from '../api/src/test/test-server.js';
import { sampleItinerary } from '../api/src/test/trips.js';
import { card, eventually, pageShot, seedTrip, signedInPage } from './app-helpers.js';
import { browserAvailable, startBrowserApp, stopBrowserApp, viewports } from './browser.js';

const dong = loadPhilippines().rates.VND!;
// As the rate line shows it: at most six decimals.
const shown = dong.php.toLocaleString('en', { maximumFractionDigits: 6 });
const peso = (amount: number) => `₱${amount.toLocaleString('en-PH', { maximumFractionDigits: 0 })}`;

const NOTE = {
  en: `Peso amounts at 1 VND = ₱${shown}, an approximate rate of May 12, 2026 not confirmed against the central bank`,
  // The month's name is the browser's own Filipino date format.
  fil: new RegExp(
    `^Ang halaga sa piso ay batay sa 1 VND = ₱${shown.replace('.', '\\.')}, tinatayang palitan noong .+ 12, 2026 na hindi kumpirmado ng isang central bank$`,
  ),
};

describe.runIf(browserAvailable())(
  'a peso rate not confirmed against a central bank in Chromium',
  { timeout: 120_000 },
  () => {
    let server: TestServer;
    let browser: Browser;

    beforeAll(async () => ({ server, browser } = await startBrowserApp()));
    afterAll(() => stopBrowserApp({ server, browser }));

    const url = (path: string) => `${server.baseUrl}${path}`;

    it('is the data this test is about: the dong rate is dated and not confirmed', () => {
      expect(dong).toMatchObject({ date: '2026-05-12', status: 'unverified', confirmed: false });
    });

    it('says the rate is approximate on the trip page, its card, on paper and beside an expense', async () => {
      const { account, context, page, errors } = await signedInPage(browser, server, viewports.desktop);
      const itinerary = {
        ...sampleItinerary('Budget'),
        destination: 'Hanoi, Vietnam',
        currency: 'VND',
        totalBudget: 4_000_000,
      };
      const id = await seedTrip(server, context, {
        destinationCountry: 'VN',
        cities: ['Hanoi'],
        budgetItinerary: itinerary,
        experienceItinerary: itinerary,
      });
      const user = await server.database.prisma.user.findUniqueOrThrow({
        where: { usernameKey: account.username.toLowerCase() },
      });
      const pho = await context.request.post(url(`/api/trips/${id}/expenses`), {
        data: {
          amount: '100000',
          currency: 'VND',
          category: 'meals',
          paidBy: user.id,
          split: 'equal',
          participants: [{ userId: user.id }],
          note: 'Pho',
        },
      });
      expect(pho.status()).toBe(201);

      await page.goto(url(`/trips/${id}`));
      await page.getByRole('heading', { level: 1, name: 'Vietnam' }).waitFor();
      await eventually(() => page.getByTestId('peso-rate-note').first().textContent()).toBe(NOTE.en);
      await pageShot(page, 'unconfirmed-rate-trip-desktop');

      await page.getByRole('tab', { name: 'Expenses' }).click();
      const expense = page.getByRole('tabpanel', { name: 'Expenses' }).getByRole('listitem').filter({ hasText: 'Pho' });
      await eventually(() => expense.textContent()).toContain(
        `at ₱${dong.php}/VND, an approximate rate not confirmed against the central bank (May 12, 2026)`,
      );

      await page.goto(url('/my-trips'));
      await eventually(() => card(page, 'Vietnam').textContent()).toContain(
        `≈ ${peso(Math.round(4_000_000 * dong.php))} at an approximate rate of May 12, 2026 (not confirmed)`,
      );

      await page.goto(url(`/trips/${id}/print`));
      await eventually(() => page.getByTestId('peso-rate-note').textContent()).toBe(NOTE.en);
      expect(errors).toEqual([]);
    });

    it('says the same in Filipino', async () => {
      const { context, page, errors } = await signedInPage(browser, server, viewports.desktop);
      const itinerary = {
        ...sampleItinerary('Budget'),
        destination: 'Hanoi, Vietnam',
        currency: 'VND',
        totalBudget: 4_000_000,
      };
      const id = await seedTrip(server, context, {
        destinationCountry: 'VN',
        cities: ['Hanoi'],
        budgetItinerary: itinerary,
        experienceItinerary: itinerary,
      });
      await page.goto(url(`/trips/${id}`));
      await eventually(() => page.getByTestId('peso-rate-note').first().textContent()).toBe(NOTE.en);
      await page.getByRole('combobox', { name: 'Language' }).selectOption('fil');
      await eventually(() => page.getByTestId('peso-rate-note').first().textContent()).toMatch(NOTE.fil);
      await pageShot(page, 'unconfirmed-rate-trip-fil-desktop');
      expect(errors).toEqual([]);
    });
  },
);
