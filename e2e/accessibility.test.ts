// An automated accessibility audit of the screens Lighthouse's (five public
// pages, docs/benchmarks.md) never sees: axe-core's WCAG 2.1 A and AA rules on
// the dashboard, My Trips, each tab of a trip page and its dialogs, the trip
// request form and its results, Local Secrets' results and the profile at 375
// and 1280 px, and on the other public pages. What a rule cannot judge
// (meaningful text, a sensible focus order) the other browser tests check.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/src/test/test-server.js';
import {
  eventually,
  fillJapanTrip,
  generate,
  seedTrip,
  settle,
  signedInPage,
  tab,
  type Viewport,
} from './app-helpers.js';
import { browserAvailable, startBrowserApp, stopBrowserApp, viewports, waitForHydration } from './browser.js';

// Evaluated through the DevTools protocol: the app's Content-Security-Policy refuses an injected <script>.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core's WCAG 2.1 A/AA violations on the page as it is now, one line each,
 * and how many of its rules found something to check and passed.
 */
async function audit(page: Page): Promise<{ violations: string[]; passed: number }> {
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (context: Document, options: object) => Promise<{ violations: AxeViolation[]; passes: unknown[] }>;
      };
    };
    const { violations, passes } = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    return { violations, passed: passes.length };
  });
  return {
    passed: result.passed,
    violations: result.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    ),
  };
}

describe.runIf(browserAvailable())('the signed-in screens pass axe-core in Chromium', { timeout: 180_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await startBrowserApp()));
  afterAll(() => stopBrowserApp({ server, browser }));

  it.each([
    ['375 px', viewports.mobile],
    ['1280 px', viewports.desktop],
  ] as [string, Viewport][])('at %s', async (_, viewport) => {
    const { page, context, errors } = await signedInPage(browser, server, viewport);
    const tripId = await seedTrip(server, context);
    const found: Record<string, string[]> = {};
    const check = async (name: string) => {
      const { violations, passed } = await audit(page);
      // axe found a page to judge (colour contrast, names, labels, landmarks...), not an empty document.
      expect(passed, name).toBeGreaterThan(10);
      found[name] = violations;
    };

    await page.goto(`${server.baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('article').first().waitFor();
    await check('dashboard');

    await page.goto(`${server.baseUrl}/my-trips`);
    await page.getByRole('article').first().waitFor();
    await check('my trips');

    await page.goto(`${server.baseUrl}/trips/${tripId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await check('trip: Overview');
    for (const name of ['Daily Itinerary', 'Travel Tips', 'Expenses', 'Departure Readiness']) {
      await tab(page, name).click();
      const panel = page.getByRole('tabpanel', { name: new RegExp(`^${name}`) });
      await panel.waitFor();
      // Loaded: the panel has its content and no spinner.
      await eventually(
        async () => (await panel.innerText()).trim().length > 0 && (await panel.getByRole('status').count()) === 0,
      ).toBe(true);
      await check(`trip: ${name}`);
    }
    // The trip page's dialogs, each closed again with Escape.
    const dialogs: [string, () => Promise<void>][] = [
      ['Add Expense', () => tab(page, 'Expenses').click()],
      ['Edit Trip', async () => {}],
      ['Share', async () => {}],
      ['Travelers', async () => {}],
    ];
    for (const [opener, before] of dialogs) {
      await before();
      await page.getByRole('button', { name: opener, exact: true }).first().click();
      await page.getByRole('dialog').waitFor();
      await check(`trip: the ${opener} dialog`);
      await page.keyboard.press('Escape');
      await eventually(() => page.getByRole('dialog').count()).toBe(0);
    }

    await page.goto(`${server.baseUrl}/generate-trip`);
    await page.getByRole('form', { name: 'Trip details' }).waitFor();
    await check('trip request form');

    await fillJapanTrip(page, ['Tokyo']);
    await generate(page);
    await check('generated itineraries');

    await page.goto(`${server.baseUrl}/profile`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await check('profile');

    // Last: the map's tiles cannot load here, and Chromium logs each refused one as an error.
    expect(errors).toEqual([]);
    await page.goto(`${server.baseUrl}/local-secrets`);
    await page.getByRole('spinbutton', { name: 'Latitude' }).fill('35.7148');
    await page.getByRole('spinbutton', { name: 'Longitude' }).fill('139.7967');
    await page.getByRole('button', { name: 'Find Local Secrets' }).click();
    await page.getByRole('heading', { level: 2, name: /^Found \d+ Local Secrets$/ }).waitFor();
    await check('local secrets found');

    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((name) => [name, []])));
  });

  it('on the public pages Lighthouse does not audit, signed out', async () => {
    const context = await browser.newContext({ viewport: viewports.mobile });
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    for (const path of ['/travel-package-quote', '/book-hotels', '/privacy', '/terms', '/cookies', '/no-such-page']) {
      await page.goto(`${server.baseUrl}${path}`);
      await waitForHydration(page);
      const { violations, passed } = await audit(page);
      expect(passed, path).toBeGreaterThan(10);
      found[path] = violations;
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])));
    await context.close();
  });
});
