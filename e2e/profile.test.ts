// /profile in a real browser against the real API: account details and the
// full name, a password change (the other session is signed out, the new
// password signs in), an API token created, used like a partner would with
// curl, and revoked, a calendar feed turned on, read, renewed and turned off,
// and account deletion (the old session is gone), at phone and desktop widths.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/src/test/test-server.js';
import {
  dialogShot,
  eventually,
  pageShot,
  seedTrip,
  signedInPage as signedInPageOn,
  toast,
  type Viewport,
} from './app-helpers.js';
import { browserAvailable, startBrowserApp, stopBrowserApp, viewports } from './browser.js';

const NEW_PASSWORD = 'Bagong-Lihim-2027';

describe.runIf(browserAvailable())('the profile page in Chromium', { timeout: 90_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await startBrowserApp()));
  afterAll(() => stopBrowserApp({ server, browser }));

  const url = (path: string) => `${server.baseUrl}${path}`;
  const signedInPage = (viewport?: Viewport) => signedInPageOn(browser, server, viewport);
  const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

  /** Who the context's session cookie signs in as, asked over GraphQL like the web app does. */
  async function me(context: BrowserContext) {
    const response = await context.request.post(url('/graphql'), { data: { query: '{ me { username } }' } });
    return ((await response.json()) as { data: { me: { username: string } | null } }).data.me;
  }

  /** A second browser signed in as the same account: the "other device". */
  async function otherDevice(account: { username: string; password: string }) {
    const context = await browser.newContext();
    const login = await context.request.post(url('/api/login'), {
      data: { username: account.username, password: account.password },
    });
    expect(login.status()).toBe(200);
    return context;
  }

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`shows the account and saves the full name at ${name} width`, async () => {
      const { account, page, errors } = await signedInPage(viewport);
      await page.goto(url('/dashboard'));
      if (name === 'mobile') {
        await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: 'Profile' }).click();
      } else {
        await page.goto(url('/profile'));
      }
      await page.waitForURL(/\/profile$/);
      await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
      const details = section(page, 'Account details');
      expect(await details.textContent()).toContain(account.username);
      expect(await details.textContent()).toContain(account.email);
      expect(await details.textContent()).toContain('Verified');
      await pageShot(page, `profile-${name}`);

      const fullName = details.getByLabel('Full name', { exact: true });
      expect(await fullName.inputValue()).toBe(account.fullName);
      await fullName.fill('Maria Clara');
      await details.getByRole('button', { name: 'Save Name' }).click();
      await eventually(() => toast(page, 'Profile updated').count()).toBe(1);
      await page.reload();
      expect(await section(page, 'Account details').getByLabel('Full name', { exact: true }).inputValue()).toBe(
        'Maria Clara',
      );
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(errors).toEqual([]);
    });
  }

  it('changes the password: the other session is signed out and the new password signs in', async () => {
    const { account, context, page, errors } = await signedInPage(viewports.mobile);
    const other = await otherDevice(account);
    expect(await me(other)).toEqual({ username: account.username });

    await page.goto(url('/profile'));
    const form = section(page, 'Change password');
    await form.getByLabel('Current password', { exact: true }).fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await eventually(() => form.getByText('Your current password is incorrect').count()).toBe(1);

    await form.getByLabel('Current password', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await eventually(() => toast(page, 'Password changed').count()).toBe(1);
    expect(await form.getByLabel('New password', { exact: true }).inputValue()).toBe('');

    expect(await me(context)).toEqual({ username: account.username });
    expect(await me(other)).toBeNull();

    // A fresh browser signs in with the new password through the login form.
    const fresh = await browser.newContext({ viewport: viewports.desktop });
    const login = await fresh.newPage();
    await login.goto(url('/auth?tab=login'));
    const panel = login.getByRole('tabpanel', { name: 'Login' });
    await panel.getByLabel('Username', { exact: true }).fill(account.username);
    await panel.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await panel.getByRole('button', { name: 'Login' }).click();
    await login.waitForURL(/\/dashboard$/);
    expect(errors).toEqual([]);
    await Promise.all([other.close(), fresh.close()]);
  });

  it('creates an API token shown once, which a partner uses with curl, then revokes it', async () => {
    const { context, page, errors } = await signedInPage();
    await seedTrip(server, context);
    await page.goto(url('/profile'));
    const tokens = section(page, 'API tokens');
    await tokens.getByRole('button', { name: 'Create Token' }).click();
    await eventually(() => tokens.getByText('Token name is required').count()).toBe(1);
    await tokens.getByLabel('Token name', { exact: true }).fill('Agency sync');
    await tokens.getByText('generate', { exact: true }).click();
    await tokens.getByLabel('Expires after').selectOption({ label: '30 days' });
    await tokens.getByRole('button', { name: 'Create Token' }).click();
    const shown = tokens.getByLabel('New API token');
    await shown.waitFor();
    const token = await shown.inputValue();
    expect(token).toMatch(/^lkb_/);
    await pageShot(page, 'profile-api-token-created');

    // What the curl example in docs/api.md does.
    const partnerCall = () =>
      fetch(url('/graphql'), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ trips(first: 5) { edges { node { destinationCountry } } } }' }),
      });
    const response = await partnerCall();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { trips: { edges: [{ node: { destinationCountry: 'JP' } }] } } });

    // Shown once: after a reload only the prefix and the last use remain.
    await page.reload();
    const list = section(page, 'API tokens').getByRole('list', { name: 'Your API tokens' });
    await list.waitFor();
    expect(await page.getByLabel('New API token').count()).toBe(0);
    const item = list.getByRole('listitem');
    expect(await item.textContent()).toContain('Agency sync');
    expect(await item.textContent()).toContain(token.slice(0, 12));
    expect(await item.textContent()).toContain('trips:read, generate');
    expect(await item.textContent()).not.toContain('Last used: never');
    expect(await page.content()).not.toContain(token);

    await item.getByRole('button', { name: 'Revoke Agency sync' }).click();
    await dialogShot(page, 'profile-revoke-token');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke Token' }).click();
    await eventually(() => section(page, 'API tokens').getByText('You have no API tokens yet.').count()).toBe(1);
    expect((await partnerCall()).status).toBe(401);
    expect(errors).toEqual([]);
  });

  it('turns on a calendar feed that a calendar app reads, gives it a new address, and turns it off', async () => {
    const { context, page, errors } = await signedInPage(viewports.mobile);
    await seedTrip(server, context, { startDate: '2026-12-01' });
    await page.goto(url('/profile'));
    const feedSection = section(page, 'Calendar feed');
    await feedSection.getByRole('button', { name: 'Turn On Calendar Feed' }).click();
    await toast(page, 'Calendar feed turned on').waitFor();
    const address = feedSection.getByLabel('Your calendar address');
    const first = await address.inputValue();
    expect(first).toMatch(/\/api\/calendar-feeds\/[\w-]{22}\.[\w-]{43}\.ics$/);
    const subscribe = feedSection.getByRole('link', { name: 'Open in my calendar app' });
    expect(await subscribe.getAttribute('href')).toBe(first.replace(/^https?:/, 'webcal:'));
    await pageShot(page, 'profile-calendar-feed');

    // What a calendar app does: no cookie, just the address.
    const read = (address: string) => fetch(url(new URL(address).pathname));
    const calendar = await read(first);
    expect(calendar.status).toBe(200);
    expect(await calendar.text()).toContain('SUMMARY:Day 1: Budget day 1 — Tokyo\\, Japan');

    await feedSection.getByRole('button', { name: 'New Address' }).click();
    await dialogShot(page, 'profile-calendar-feed-renew');
    await page.getByRole('alertdialog').getByRole('button', { name: 'New Address' }).click();
    await toast(page, 'New calendar address made. Subscribe again with it.').waitFor();
    await eventually(async () => (await address.inputValue()) !== first).toBe(true);
    const second = await address.inputValue();
    expect((await read(first)).status).toBe(404);
    expect((await read(second)).status).toBe(200);

    await feedSection.getByRole('button', { name: 'Turn Off' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Turn Off' }).click();
    await feedSection.getByRole('button', { name: 'Turn On Calendar Feed' }).waitFor();
    expect((await read(second)).status).toBe(404);
    expect(errors).toEqual([]);
  });

  it('deletes the account: the trips and the old sessions are gone', async () => {
    const { account, context, page, errors } = await signedInPage(viewports.mobile);
    await seedTrip(server, context);
    const other = await otherDevice(account);
    const userId = (await server.database.prisma.user.findUniqueOrThrow({ where: { email: account.email } })).id;

    await page.goto(url('/profile'));
    await section(page, 'Delete account').getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await eventually(() => dialog.getByText('Your current password is incorrect').count()).toBe(1);
    await dialogShot(page, 'profile-delete-account');
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await page.waitForURL(url('/'));
    await eventually(() => toast(page, 'Account deleted').count()).toBe(1);
    // Signed out: the logged-in-only bottom navigation is gone.
    await eventually(() => page.getByRole('navigation', { name: 'Quick navigation' }).count()).toBe(0);

    expect(await me(context)).toBeNull();
    expect(await me(other)).toBeNull();
    expect(await server.database.prisma.trip.count({ where: { userId } })).toBe(0);
    const login = await other.request.post(url('/api/login'), {
      data: { username: account.username, password: account.password },
    });
    expect(login.status()).toBe(401);
    expect(errors).toEqual([]);
    await other.close();
  });
});
