// What several browser test files do the same way: verified accounts made over
// the API, signed-in browser profiles, toasts, waiting, screenshots, the
// /generate-trip form filled in for a Japan trip, and an app planning with a
// stand-in for Gemini.
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  startGeminiStandIn,
  type GeminiCall,
  type GeminiReply,
  type GeminiStandIn,
} from '../api/src/planners/gemini-stand-in.js';
import { newAccount } from '../api/src/test/accounts.js';
import { startTestServer, type TestServer } from '../api/src/test/test-server.js';
import { sampleSaveBody } from '../api/src/test/trips.js';
import { collectPageErrors, localTiles, screenshot, screenshotDir, viewports, webDistDir } from './browser.js';

export type Viewport = (typeof viewports)[keyof typeof viewports];

/** expect.poll with room for a lazy chunk, a query or a password hash on a busy two-core machine. */
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** A verified account, created over the API and signed in nowhere. */
export async function createVerifiedAccount(server: TestServer, prefix = 'trips') {
  const account = newAccount(prefix);
  const response = await fetch(`${server.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(response.status).toBe(201);
  await server.database.prisma.user.update({
    where: { usernameKey: account.username.toLowerCase() },
    data: { isVerified: true },
  });
  return account;
}

/** A fresh browser profile signed in as a new verified user (the session cookie lands in its jar). */
export async function signedInPage(browser: Browser, server: TestServer, viewport: Viewport = viewports.desktop) {
  const account = await createVerifiedAccount(server);
  const context = await browser.newContext({ viewport });
  const login = await context.request.post(`${server.baseUrl}/api/login`, {
    data: { username: account.username, password: account.password },
  });
  expect(login.status()).toBe(200);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors = collectPageErrors(page);
  return { account, context, page, errors };
}

/** Saves a trip over the REST API as the context's user; its status is moved after saving when asked. */
export async function seedTrip(
  server: TestServer,
  context: BrowserContext,
  overrides: Record<string, unknown> = {},
  status?: string,
) {
  const response = await context.request.post(`${server.baseUrl}/api/trips`, { data: sampleSaveBody(overrides) });
  expect(response.status()).toBe(201);
  const trip = (await response.json()) as { id: number };
  if (status) {
    const moved = await context.request.patch(`${server.baseUrl}/api/trips/${trip.id}/status`, { data: { status } });
    expect(moved.status()).toBe(200);
  }
  return trip.id;
}

export const toast = (page: Page, title: string) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: title });
/** A My Trips tab, whose name ends in its count badge. */
export const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
/** A trip card, named by its heading. */
export const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
export const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Waits for animations (dialogs, toasts) to settle before a screenshot. */
export const settle = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));

/** A whole-page screenshot from the top, so the sticky header sits where a visitor sees it. */
export async function pageShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await settle(page);
  await screenshot(page, name);
}

/** What the screen shows with a dialog open (a whole-page shot would stretch the dialog's backdrop). */
export async function dialogShot(page: Page, name: string) {
  await settle(page);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

/**
 * The error text that aria-describedby ties to a field, once the field is
 * marked: a form's first check waits for its rules to load. A field that is
 * already marked may still show its last message, so read a changed message
 * with `eventually(() => describedError(…))`.
 */
export async function describedError(page: Page, field: Locator) {
  await eventually(() => field.getAttribute('aria-invalid')).toBe('true');
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(ids.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

/** Picks a status action from a card's menu: by mouse, or by keyboard when asked. */
export async function chooseAction(page: Page, tripName: string, action: string, { keyboard = false } = {}) {
  const trigger = card(page, tripName).getByRole('button', { name: `Actions for ${tripName} trip` });
  if (keyboard) {
    await trigger.focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: action });
    await item.waitFor();
    // The menu opens with focus inside it; arrows move between items, Enter picks one.
    for (let step = 0; step < 5 && (await item.getAttribute('data-highlighted')) === null; step++) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
  } else {
    await trigger.click();
    await page.getByRole('menuitem', { name: action }).click();
  }
}

// ---------------------------------------------------------------------------
// /generate-trip

export const tripForm = (page: Page) => page.getByRole('form', { name: 'Trip details' });
/** A toggle button (a city or a preference) by its exact name. */
export const toggle = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

/** Fills the /generate-trip form for a five-day Japan trip from Manila in April; the cities are picked in order. */
export async function fillJapanTrip(page: Page, cities: string[]) {
  const form = tripForm(page);
  await form.getByLabel('Origin airport').selectOption('MNL');
  await form.getByLabel('Destination country').selectOption({ label: 'Japan' });
  for (const city of cities) await toggle(form, city).click();
  await form.getByLabel('Travel month').selectOption({ label: 'April' });
  await form.getByLabel('Duration (days)').fill('5');
  await form.getByLabel('Budget').fill('60000');
  for (const preference of ['Food', 'Culture']) await toggle(form, preference).click();
}

/** Submits the form and waits for both itineraries. */
export async function generate(page: Page) {
  await tripForm(page).getByRole('button', { name: 'Generate Itineraries' }).click();
  await page.getByRole('heading', { level: 2, name: 'Your Trip Itineraries' }).waitFor();
}

/**
 * A second app on `server`'s database whose planner is Gemini, played by a
 * stand-in on 127.0.0.1 that answers each call with `reply`; stopping the app
 * stops the stand-in too.
 */
export async function startGeminiApp(
  server: TestServer,
  reply: (call: GeminiCall) => GeminiReply | Promise<GeminiReply>,
): Promise<TestServer & { standIn: GeminiStandIn }> {
  const standIn = await startGeminiStandIn(reply);
  try {
    const app = await startTestServer(
      {
        WEB_DIST_DIR: webDistDir,
        MAP_TILE_URL: await localTiles(),
        GEMINI_API_KEY: 'test-key',
        GEMINI_BASE_URL: standIn.baseUrl,
      },
      { shareDatabaseWith: server },
    );
    return {
      ...app,
      standIn,
      async stop() {
        await app.stop();
        await standIn.stop();
      },
    };
  } catch (error) {
    await standIn.stop();
    throw error;
  }
}
