// The travel calendar and peso-first money in a real browser against the real
// API, with the server's clock pinned to 22 November 2026: choosing Japan and a
// month on /generate-trip shows that month's Philippine holidays and long
// weekends (or that the year is not in our data yet) and Japan's season, also
// above the results; a trip in yen shows every amount with its peso equivalent
// and the dated rate on the trip page, its card and the print page. Phone and
// desktop widths.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPhilippines } from '../api/src/domain/catalogue/philippines-data.js';
import type { TestServer } from '../api/src/test/test-server.js';
import { sampleItinerary } from '../api/src/test/trips.js';
import {
  card,
  eventually,
  fillJapanTrip,
  generate,
  pageShot,
  seedTrip,
  signedInPage,
  tripForm,
} from './app-helpers.js';
import { browserAvailable, viewports, startBrowserApp, stopBrowserApp } from './browser.js';

const peso = (amount: number) => `₱${amount.toLocaleString('en-PH', { maximumFractionDigits: 0 })}`;

describe.runIf(browserAvailable())('travel calendar and peso amounts in Chromium', { timeout: 90_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(
    async () =>
      ({ server, browser } = await startBrowserApp({}, { overrides: { now: () => new Date('2026-11-22T04:00:00Z') } })),
  );
  afterAll(() => stopBrowserApp({ server, browser }));

  const url = (path: string) => `${server.baseUrl}${path}`;
  const note = (page: Page) => page.getByRole('region', { name: 'Travel calendar' });

  /** Nothing wider than the viewport: the note wraps on a phone. */
  const fitsWidth = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

  it('notes holidays, long weekends and the season for the chosen month, on the form and above the results', async () => {
    const { page, errors } = await signedInPage(browser, server, viewports.mobile);
    await page.goto(url('/generate-trip'));
    const form = tripForm(page);
    await form.waitFor();
    // No country yet: no note, and no request for one.
    expect(await note(page).count()).toBe(0);

    await form.getByLabel('Destination country').selectOption({ label: 'Japan' });
    await form.getByLabel('Travel month').selectOption({ label: 'December' });
    await eventually(() => note(page).textContent()).toContain('In December 2026');
    const december = (await note(page).textContent())!;
    expect(december).toContain('Christmas Day');
    expect(december).toContain('Rizal Day');
    expect(december).toMatch(/Long weekend [^:]*24[^:]*–[^:]*27[^:]*: 4 days/);
    expect(december).toContain('Japan: Winter');
    // The sources sit behind a disclosure, closed at first.
    const proclamation = note(page).getByRole('link', { name: /^Proclamation No\. 1006/ });
    expect(await proclamation.isVisible()).toBe(false);
    await note(page).getByText('Sources', { exact: true }).click();
    await proclamation.waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await pageShot(page, 'calendar-form-december-mobile');

    // April comes round next in 2027, whose holidays are not proclaimed in our data: said plainly, season still shown.
    await form.getByLabel('Travel month').selectOption({ label: 'April' });
    await eventually(() => note(page).textContent()).toContain('In April 2027');
    const april = (await note(page).textContent())!;
    expect(april).toContain('Philippine holidays for 2027 are not yet in our data');
    expect(april).not.toContain('Long weekend');
    expect(april).toContain('Japan: Spring');
    expect(april).toContain('Golden Week');

    await page.setViewportSize(viewports.desktop);
    expect(await fitsWidth(page)).toBe(true);
    await pageShot(page, 'calendar-form-april-desktop');

    // The results repeat the note for the month asked, and show yen with pesos.
    await fillJapanTrip(page, ['Tokyo']);
    await form.getByLabel('Currency').selectOption('JPY');
    await form.getByLabel('Budget').fill('200000');
    await generate(page);
    await eventually(() => note(page).textContent()).toContain('In April 2027');
    const results = page.getByRole('tabpanel', { name: 'Budget-Focused' });
    await eventually(() => results.getByTestId('peso-rate-note').textContent()).toBe(
      'Peso amounts at 1 JPY = ₱0.385833 (rate of May 8, 2026)',
    );
    expect(await results.getByTestId('total-budget').textContent()).toMatch(/^Total ¥[\d,]+ \(≈ ₱[\d,]+\)$/);
    await pageShot(page, 'calendar-results-desktop');
    expect(errors).toEqual([]);
  });

  it('shows a yen trip with peso equivalents and the rate date on its page, its card and on paper', async () => {
    const { context, page, errors } = await signedInPage(browser, server, viewports.desktop);
    const rate = loadPhilippines().rates.JPY!;
    const itinerary = { ...sampleItinerary('Budget'), currency: 'JPY', totalBudget: 120_000 };
    const id = await seedTrip(server, context, {
      currency: 'JPY',
      budget: 150_000,
      budgetItinerary: itinerary,
      experienceItinerary: itinerary,
    });
    const withPeso = (yen: number) => `¥${yen.toLocaleString('en-PH')} (≈ ${peso(Math.round(yen * rate.php))})`;

    await page.goto(url(`/trips/${id}`));
    await page.getByRole('heading', { level: 1, name: 'Japan' }).waitFor();
    await eventually(() => page.getByTestId('peso-rate-note').first().textContent()).toBe(
      'Peso amounts at 1 JPY = ₱0.385833 (rate of May 8, 2026)',
    );
    expect(await page.getByTestId('peso-rate-note').count()).toBe(1);
    const breakdown = page.getByTestId('budget-breakdown');
    const text = (await breakdown.textContent())!;
    // Two days of ¥1,500 rooms, and the Philippine departure costs outside the days.
    expect(text).toContain(withPeso(3000));
    expect(text).toContain('Philippine travel tax');
    expect(text).toContain(withPeso(1620));
    expect(await page.getByText(withPeso(150_000)).count()).toBeGreaterThan(0);
    await pageShot(page, 'calendar-trip-yen-desktop');

    await page.setViewportSize(viewports.mobile);
    expect(await fitsWidth(page)).toBe(true);
    await pageShot(page, 'calendar-trip-yen-mobile');

    await page.goto(url('/my-trips'));
    await eventually(() => card(page, 'Japan').textContent()).toContain(
      `≈ ${peso(Math.round(120_000 * rate.php))} at the rate of May 8, 2026`,
    );

    await page.goto(url(`/trips/${id}/print`));
    await eventually(() => page.getByTestId('peso-rate-note').textContent()).toBe(
      'Peso amounts at 1 JPY = ₱0.385833 (rate of May 8, 2026)',
    );
    expect(await page.getByTestId('budget-breakdown').textContent()).toContain(withPeso(3000));
    expect(errors).toEqual([]);
  });
});
