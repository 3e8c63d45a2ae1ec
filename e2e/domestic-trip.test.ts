// A trip within the Philippines in a real browser (issue #19): the generation
// form offers the Philippines and its destinations like any country, the
// offline planner plans 5 days in Boracay from Cebu with its local fees, and
// Save Itinerary keeps it; the trip page and its card name the Philippines,
// and its readiness checklist asks for an ID instead of a passport.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/src/test/test-server.js';
import { card, eventually, generate, pageShot, signedInPage, toast, toggle, tripForm } from './app-helpers.js';
import { browserAvailable, startBrowserApp, stopBrowserApp, viewports } from './browser.js';

describe.runIf(browserAvailable())('a trip at home in Chromium', { timeout: 120_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await startBrowserApp()));
  afterAll(() => stopBrowserApp({ server, browser }));

  it('plans 5 days in Boracay from Cebu with the local fees, and saves the trip', async () => {
    const { page, errors } = await signedInPage(browser, server, viewports.mobile);
    await page.goto(`${server.baseUrl}/generate-trip`);
    const form = tripForm(page);
    await form.getByLabel('Origin airport').selectOption('CEB');
    await form.getByLabel('Destination country').selectOption({ label: 'Philippines' });
    await toggle(form, 'Boracay').click();
    await form.getByLabel('Travel month').selectOption({ label: 'February' });
    await form.getByLabel('Duration (days)').fill('5');
    await form.getByLabel('Budget').fill('25000');
    await toggle(form, 'Adventure').click();
    await generate(page);

    const budget = page.getByRole('tabpanel', { name: 'Budget-Focused' });
    await budget.getByText('Boracay, Philippines').first().waitFor();
    await budget.getByText('Boracay environmental fee').first().waitFor();
    await budget
      .getByText(/no visa, passport, travel tax or eTravel/)
      .first()
      .waitFor();
    await pageShot(page, 'domestic-trip-results-mobile');

    await budget.getByRole('button', { name: 'Save Itinerary' }).click();
    await page.waitForURL(/\/trips\/\d+$/);
    await eventually(() => toast(page, 'Success!').count()).toBe(1);
    const id = Number(/\/trips\/(\d+)$/.exec(page.url())![1]);
    const saved = await server.database.prisma.trip.findUniqueOrThrow({ where: { id } });
    expect(saved).toMatchObject({ destinationCountry: 'PH', cities: ['Boracay'], originAirport: 'CEB', duration: 5 });
    await page.getByRole('heading', { level: 1, name: 'Philippines' }).waitFor();

    // Its readiness checklist: an ID instead of a passport, the local fees; no passport or ticket questions.
    await page.goto(`${server.baseUrl}/trips/${id}?tab=readiness`);
    await page.getByText('A valid government ID (no passport needed)').waitFor();
    await page.getByText('Local fees', { exact: true }).waitFor();
    expect(await page.getByLabel('Passport expiry date').count()).toBe(0);
    await pageShot(page, 'domestic-trip-readiness-mobile');

    await page.setViewportSize(viewports.desktop);
    await page.goto(`${server.baseUrl}/my-trips`);
    await eventually(() => card(page, 'Philippines').count()).toBe(1);
    await pageShot(page, 'domestic-trip-card-desktop');
    expect(errors).toEqual([]);
  });
});
