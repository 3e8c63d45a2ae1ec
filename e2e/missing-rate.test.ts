// A trip in a currency with no dated peso rate, in a real browser: the test's
// data has no VND rate, so a Vietnam trip is planned in dong, and every money
// view says plainly that there is no peso equivalent and why, in English and
// Filipino: the trip page, its card, the print page and the share page.
import type { BrowserContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/src/test/test-server.js';
import { plannerDataWithoutRate } from '../api/src/test/planner-data.js';
import { card, eventually, pageShot, seedTrip, signedInPage } from './app-helpers.js';
import { browserAvailable, startBrowserApp, stopBrowserApp, viewports } from './browser.js';

const vietnam = {
  originAirport: 'MNL',
  destinationCountry: 'VN',
  cities: ['Hanoi'],
  travelMonth: 11,
  currency: 'PHP',
  duration: 3,
  budget: 40000,
  preferences: ['food'],
};

const NOTE = {
  en: 'No peso equivalent: we have no dated exchange rate for VND, so amounts are in VND only.',
  fil: 'Walang katumbas sa piso: wala kaming palitan na may petsa para sa VND, kaya sa VND lang ang mga halaga.',
};

describe.runIf(browserAvailable())('a currency without a dated peso rate in Chromium', { timeout: 120_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(
    async () =>
      ({ server, browser } = await startBrowserApp({}, { overrides: { plannerData: plannerDataWithoutRate('VND') } })),
  );
  afterAll(() => stopBrowserApp({ server, browser }));

  const url = (path: string) => `${server.baseUrl}${path}`;

  /** Plans the Vietnam trip over the API as the context's user and saves it. */
  async function savedVietnamTrip(context: BrowserContext) {
    const generated = await context.request.post(url('/api/generate-trip'), { data: vietnam });
    expect(generated.status()).toBe(200);
    const { budgetItinerary, experienceItinerary } = await generated.json();
    expect(budgetItinerary.currency).toBe('VND');
    return seedTrip(server, context, { ...vietnam, budgetItinerary, experienceItinerary, savedType: 'budget' });
  }

  it('shows dong amounts without a peso equivalent, saying why, on every money view', async () => {
    const { context, page, errors } = await signedInPage(browser, server, viewports.desktop);
    const id = await savedVietnamTrip(context);

    await page.goto(url(`/trips/${id}`));
    await page.getByRole('heading', { level: 1, name: 'Vietnam' }).waitFor();
    await eventually(() => page.getByTestId('peso-rate-note').textContent()).toBe(NOTE.en);
    const breakdown = (await page.getByTestId('budget-breakdown').textContent())!;
    expect(breakdown).toMatch(/VND|₫/);
    expect(breakdown).not.toContain('≈');
    await page.getByRole('tab', { name: 'Travel Tips' }).click();
    await eventually(() => page.getByText(/^No peso equivalent: we have no dated exchange rate for VND/).count()).toBe(
      2,
    );
    await pageShot(page, 'missing-rate-trip-desktop');

    await page.goto(url('/my-trips'));
    await eventually(() => card(page, 'Vietnam').textContent()).toContain('No peso equivalent (no dated VND rate)');

    await page.goto(url(`/trips/${id}/print`));
    await eventually(() => page.getByTestId('peso-rate-note').textContent()).toBe(NOTE.en);
    expect(await page.getByTestId('budget-breakdown').textContent()).not.toContain('≈');
    // A plan in dong against a budget in pesos: unchecked, so never called over it.
    expect(await page.getByTestId('over-budget').count()).toBe(0);

    const shared = await context.request.post(url('/graphql'), {
      headers: { 'apollo-require-preflight': 'true' },
      data: { query: `mutation { shareTrip(tripId: ${id}) { shareLink { url } } }` },
    });
    const link: string = (await shared.json()).data.shareTrip.shareLink.url;
    const visitor = await browser.newPage();
    await visitor.goto(url(new URL(link).pathname));
    await eventually(() => visitor.getByTestId('peso-rate-note').textContent()).toBe(NOTE.en);
    await visitor.close();
    expect(errors).toEqual([]);
  });

  it('says the same in Filipino', async () => {
    const { context, page, errors } = await signedInPage(browser, server, viewports.desktop);
    const id = await savedVietnamTrip(context);
    await page.goto(url(`/trips/${id}`));
    await eventually(() => page.getByTestId('peso-rate-note').textContent()).toBe(NOTE.en);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fil');
    await eventually(() => page.getByTestId('peso-rate-note').textContent()).toBe(NOTE.fil);
    expect(await page.getByTestId('budget-breakdown').textContent()).not.toContain('≈');
    await pageShot(page, 'missing-rate-trip-fil-desktop');
    expect(errors).toEqual([]);
  });
});
