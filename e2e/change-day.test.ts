// "Change this day" on a saved trip and on a generated plan's results in a real browser
// (docs/decisions/033-change-one-day.md): the dialog's presets and counter at phone and desktop
// widths, the day changing, and Undo putting it back.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/src/test/test-server.js';
import {
  dialogShot,
  eventually,
  fillJapanTrip,
  generate,
  isFocused,
  seedTrip,
  signedInPage,
  toast,
} from './app-helpers.js';
import { browserAvailable, startBrowserApp, stopBrowserApp, viewports } from './browser.js';

describe.runIf(browserAvailable())('changing one day in Chromium', { timeout: 90_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await startBrowserApp()));
  afterAll(() => stopBrowserApp({ server, browser }));

  it('changes a day of a saved trip, and Undo restores it', async () => {
    const { context, page, errors } = await signedInPage(browser, server);
    const id = await seedTrip(server, context);
    await page.goto(`${server.baseUrl}/trips/${id}`);
    await page.getByRole('tab', { name: 'Daily Itinerary' }).click();
    const firstDay = page.getByRole('region', { name: /Day 1/ });
    const activities = () => firstDay.locator('ul').first().locator('li').allTextContents();
    await eventually(activities).toEqual(['Walk around Asakusa']);

    const open = page.getByRole('button', { name: 'Change this day: day 1' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Change day 1' });
    await dialog.waitFor();
    const chip = dialog.getByRole('button', { name: 'More food spots' });
    await chip.click();
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
    expect(await dialog.getByLabel('What should change?').inputValue()).toBe('More food spots');
    expect(await dialog.getByText('15/200 characters').count()).toBe(1);
    await dialogShot(page, 'change-day-dialog-desktop');

    await dialog.getByRole('button', { name: 'Change day' }).click();
    await toast(page, 'Day 1 changed').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => isFocused(open)).toBe(true);
    // The day's own line stays; the new places are on its route, with their times.
    expect(await activities()).toEqual(['Walk around Asakusa']);
    const route = firstDay.locator('ol > li');
    expect(await route.count()).toBeGreaterThan(1);
    expect(await route.locator('time').first().textContent()).toMatch(/^\d{2}:\d{2}$/);

    await toast(page, 'Day 1 changed').getByRole('button', { name: 'Undo' }).click();
    await toast(page, 'Day 1 is back as it was').waitFor();
    await eventually(activities).toEqual(['Walk around Asakusa']);
    expect(await firstDay.locator('ol > li').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('changes a day of a generated plan on the results, and Undo restores it', async () => {
    const { page, errors } = await signedInPage(browser, server);
    await page.goto(`${server.baseUrl}/generate-trip`);
    await fillJapanTrip(page, ['Tokyo']);
    await generate(page);
    const budget = page.getByRole('tabpanel', { name: 'Budget-Focused' });
    const firstDay = budget.getByRole('button', { name: /^Day 1:/ });
    const dayPanel = page.locator(`[id="${await firstDay.getAttribute('aria-controls')}"]`);
    // The day's stops on its route, and its lines at no place.
    const activities = () => dayPanel.locator('ol > li, ul > li').allTextContents();
    const before = await activities();
    expect(before.length).toBeGreaterThan(0);

    await budget.getByRole('button', { name: 'Change this day: day 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change day 1' });
    await dialog.getByRole('button', { name: 'More food spots' }).click();
    await dialog.getByRole('button', { name: 'Change day' }).click();
    await toast(page, 'Day 1 changed').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await eventually(activities).not.toEqual(before);

    await toast(page, 'Day 1 changed').getByRole('button', { name: 'Undo' }).click();
    await toast(page, 'Day 1 is back as it was').waitFor();
    await eventually(activities).toEqual(before);
    expect(errors).toEqual([]);
  });

  it('fits a phone: the presets wrap and the wish is limited to 200 characters', async () => {
    const { context, page, errors } = await signedInPage(browser, server, viewports.mobile);
    const id = await seedTrip(server, context);
    await page.goto(`${server.baseUrl}/trips/${id}`);
    await page.getByRole('tab', { name: 'Daily Itinerary' }).click();
    await page.getByRole('button', { name: 'Change this day: day 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change day 1' });
    const wish = dialog.getByLabel('What should change?');
    await wish.fill('x'.repeat(250));
    expect((await wish.inputValue()).length).toBe(200);
    expect(await dialog.getByText('200/200 characters').count()).toBe(1);
    await wish.fill('');
    await dialog.getByRole('button', { name: 'Change day' }).click();
    await dialog.getByText('Pick a choice or write what should change.').waitFor();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    await dialogShot(page, 'change-day-dialog-mobile');
    expect(errors).toEqual([]);
  });
});
