// The web shell in a real browser: landing page, the 404 page, and the
// header's mobile menu, and toasts that leave the header usable, at phone and desktop widths.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/src/test/test-server.js';
import { createVerifiedAccount } from './app-helpers.js';
import {
  browserAvailable,
  collectPageErrors,
  screenshot,
  viewports,
  startBrowserApp,
  stopBrowserApp,
} from './browser.js';

/** The box of a toast, which slides in from below the page, once it has stopped moving. */
async function settledBox(toast: Locator) {
  let box = (await toast.boundingBox())!;
  for (let check = 0; check < 50; check++) {
    await toast.page().waitForTimeout(100);
    const now = (await toast.boundingBox())!;
    if (now.x === box.x && now.y === box.y) break;
    box = now;
  }
  return box;
}

/**
 * Whether the toast takes the point at its middle and the point just above it, read in the page, where the
 * toast's box is that of the moment even while it slides. `asItLeaves`: first dismiss it with Escape, and
 * read in the frame Zag marks it closed, before its leaving transition moves it.
 */
function pointsTakenByToast(page: Page, { asItLeaves = false } = {}): Promise<boolean[]> {
  return page.evaluate(
    (leaving) =>
      new Promise<boolean[]>((resolve) => {
        const root = document.querySelector<HTMLElement>('[data-scope="toast"][data-part="root"]')!;
        const read = () => {
          const box = root.getBoundingClientRect();
          return [box.y + box.height / 2, box.y - 4].map((y) =>
            Boolean(document.elementFromPoint(box.x + box.width / 2, y)?.closest('[data-scope="toast"]')),
          );
        };
        if (!leaving) return resolve(read());
        const observer = new MutationObserver(() => {
          if (root.dataset.state !== 'closed') return;
          observer.disconnect();
          resolve(read());
        });
        observer.observe(root, { attributes: true, subtree: true });
        root.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      }),
    asItLeaves,
  );
}

describe.runIf(browserAvailable())('the web shell in Chromium', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await startBrowserApp()));
  afterAll(() => stopBrowserApp({ server, browser }));

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`shows the landing page and the 404 page at ${name} width`, async () => {
      const page = await browser.newPage({ viewport });
      const errors = collectPageErrors(page);

      await page.goto(`${server.baseUrl}/`);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Your AI Travel Planner for Filipino Explorers' }).count())
        .toBe(1);
      await expect.poll(() => page.getByText(`Lakbay v${server.config.version}`).count()).toBeGreaterThan(0);
      await screenshot(page, `landing-${name}`);

      const notFound = await page.goto(`${server.baseUrl}/no/such/page`);
      // A page that does not exist answers 404 (server-rendered), which the browser logs as its one error.
      expect(notFound!.status()).toBe(404);
      await expect.poll(() => page.getByRole('heading', { name: '404 Page Not Found' }).count()).toBe(1);
      await screenshot(page, `not-found-${name}`);

      expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
      await page.close();
    });
  }

  it('sends a signed-out visitor from a protected route to /auth', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.goto(`${server.baseUrl}/my-trips`);
    await page.waitForURL(/\/auth$/);
    await page.close();
  });

  it('opens and closes the mobile menu', async () => {
    const page = await browser.newPage({ viewport: viewports.mobile });
    await page.goto(`${server.baseUrl}/`);
    const toggle = page.getByRole('button', { name: /menu/i });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.locator('#mobile-menu').getByRole('link', { name: 'Local Secrets' }).click();
    await page.waitForURL(/\/local-secrets$/);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`leaves the header's controls usable while a toast shows at ${name} width`, async () => {
      const account = await createVerifiedAccount(server, 'shell');
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const errors = collectPageErrors(page);
      await page.goto(`${server.baseUrl}/auth?tab=login`);
      const login = page.getByRole('form', { name: 'Login' });
      await login.getByLabel('Username').fill(account.username);
      await login.getByLabel('Password', { exact: true }).fill(account.password);
      await login.getByRole('button', { name: 'Login' }).click();
      const toasts = page.locator('[data-scope="toast"][data-part="root"]');
      await expect.poll(() => toasts.filter({ hasText: 'Login successful' }).count()).toBe(1);
      await page.waitForURL((address) => address.pathname === '/dashboard');

      const header = page.getByRole('banner');
      if (name === 'mobile')
        await header.getByRole('button', { name: 'Toggle navigation menu' }).click({ timeout: 2000 });
      const dashboard = header.getByRole('link', { name: 'Dashboard', exact: true }).locator('visible=true');
      const logout = header.getByRole('button', { name: 'Logout', exact: true }).locator('visible=true');
      await screenshot(page, `toast-and-header-${name}`);
      // Nothing of the toast lies over the header (and the phone's menu in it), nor over each control's middle.
      const toastBox = await settledBox(toasts.first());
      const headerBox = (await header.boundingBox())!;
      expect(toastBox.y, 'the toast starts below the header').toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
      for (const control of [dashboard, logout]) {
        expect(
          await control.evaluate((element) => {
            const { x, y, width, height } = element.getBoundingClientRect();
            return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
          }),
        ).toBe(true);
      }
      if (name === 'mobile') {
        // Nor over the bottom navigation.
        const bottomNav = (await page.getByRole('navigation', { name: 'Quick navigation' }).boundingBox())!;
        expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(bottomNav.y);
      }
      // Nor does the strip just above it: Zag's hover "ghost" there once took a dialog's Save click.
      expect(await pointsTakenByToast(page), 'points on and above the toast').toEqual([true, false]);
      // Still showing: the checks above were made with the toast there.
      expect(await toasts.count()).toBe(1);
      // Nor as it leaves (Zag's ghost then covers it and half its height around it). Clicking works at once.
      expect(await pointsTakenByToast(page, { asItLeaves: true }), 'points on and above a leaving toast').toEqual([
        false,
        false,
      ]);
      await logout.click({ timeout: 2000 });
      // Signed out: the protected dashboard gives way to /auth.
      await page.waitForURL((address) => address.pathname === '/auth');
      await expect.poll(() => page.getByRole('link', { name: 'Login', exact: true }).count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('shows one toast at a time, and a swipe of 50 px to the right dismisses it', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.goto(`${server.baseUrl}/auth`);
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Username').fill('nobody-here');
    await login.getByLabel('Password', { exact: true }).fill('wrong-password');
    await login.getByRole('button', { name: 'Login' }).click();
    const toasts = page.locator('[data-scope="toast"][data-part="root"]');
    await expect.poll(() => toasts.filter({ hasText: 'Login failed' }).count()).toBe(1);
    // The second failure's toast replaces the first. The test waits for the new one, so that the toast
    // swiped below is the last one: on a busy machine a late answer would otherwise swap it mid-swipe.
    const firstToast = await toasts.first().getAttribute('id');
    await login.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => toasts.first().getAttribute('id')).not.toBe(firstToast);
    await expect.poll(() => toasts.filter({ hasText: 'Login failed' }).count()).toBe(1);
    const box = await settledBox(toasts.first());
    // Hovering pauses the toast's 5 s timer, so a slow machine cannot time it out mid-test.
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.waitForTimeout(300);
    expect(await toasts.count()).toBe(1);

    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 45, y, { steps: 3 });
    await page.mouse.up();
    await page.waitForTimeout(200);
    expect(await toasts.count(), 'a 25 px swipe keeps the toast').toBe(1);

    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 90, y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => toasts.count(), { timeout: 5000 }).toBe(0);
    await page.close();
  });
});
