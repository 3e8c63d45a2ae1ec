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
 * Audits pages one after another with axe-core's WCAG 2.1 A/AA rules, keeping
 * each page's violations (one line each) under its name; `expectNone` fails
 * with every page's list at once.
 */
function auditor(page: Page) {
  const found: Record<string, string[]> = {};
  return {
    async check(name: string) {
      await settle(page);
      if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
      const { violations, passed } = await page.evaluate(async () => {
        const { axe } = window as unknown as {
          axe: {
            run: (context: Document, options: object) => Promise<{ violations: AxeViolation[]; passes: unknown[] }>;
          };
        };
        const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
        return { violations: result.violations, passed: result.passes.length };
      });
      // axe found a page to judge (colour contrast, names, labels, landmarks...), not an empty document.
      expect(passed, name).toBeGreaterThan(10);
      found[name] = violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(', ')}`,
      );
    },
    expectNone() {
      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((name) => [name, []])));
    },
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
    const { check, expectNone } = auditor(page);

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
    // The trip page's dialogs (Add Expense is on the Expenses tab), each closed again with Escape.
    await tab(page, 'Expenses').click();
    for (const opener of ['Add Expense', 'Edit Trip', 'Share', 'Travelers']) {
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

    expectNone();
  });

  it('on the public pages Lighthouse does not audit, signed out', async () => {
    const context = await browser.newContext({ viewport: viewports.mobile });
    const page = await context.newPage();
    const { check, expectNone } = auditor(page);
    for (const path of ['/travel-package-quote', '/book-hotels', '/privacy', '/terms', '/cookies', '/no-such-page']) {
      await page.goto(`${server.baseUrl}${path}`);
      await waitForHydration(page);
      await check(path);
    }
    expectNone();
    await context.close();
  });
});
