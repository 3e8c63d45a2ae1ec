// The interface language (issue #9 point 1): a visitor switches to Filipino in
// the header or the mobile menu, the choice survives a reload, and a signed-in
// user's choice is kept on the account and follows them to a new browser.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from '../api/src/test/accounts.js';
import type { TestServer } from '../api/src/test/test-server.js';
import { eventually, signedInPage } from './app-helpers.js';
import {
  browserAvailable,
  collectPageErrors,
  screenshot,
  startBrowserApp,
  stopBrowserApp,
  viewports,
} from './browser.js';

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const cookie = async (page: Page) =>
  (await page.context().cookies()).find((candidate) => candidate.name === 'lakbay_lang');

describe.runIf(browserAvailable())('the interface language in Chromium', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await startBrowserApp()));
  afterAll(() => stopBrowserApp({ server, browser }));

  it('switches a visitor to Filipino from the desktop header, and keeps it after a reload', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${server.baseUrl}/`);
    await eventually(() => heading(page, 'Your AI Travel Planner for Filipino Explorers').count()).toBe(1);
    expect(await htmlLang(page)).toBe('en');

    const header = page.locator('header');
    await header.getByRole('combobox', { name: 'Language' }).selectOption('fil');

    await eventually(() =>
      heading(page, 'Ang Iyong AI Travel Planner para sa mga Pilipinong Manlalakbay').count(),
    ).toBe(1);
    expect(await htmlLang(page)).toBe('fil');
    const nav = header.getByRole('navigation', { name: 'Pangunahin' });
    expect(await nav.getByRole('link', { name: 'Tuklasin' }).count()).toBe(1);
    expect(await header.getByRole('link', { name: 'Mag-login' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Paano Ito Gumagana', level: 2 }).count()).toBe(1);
    // The server reads the cookie for anonymous requests (e-mails, error messages).
    expect(await cookie(page)).toMatchObject({ value: 'fil', path: '/', sameSite: 'Lax', httpOnly: false });
    expect(await page.evaluate(() => localStorage.getItem('lakbay_lang'))).toBe('fil');

    await page.reload();
    await eventually(() =>
      heading(page, 'Ang Iyong AI Travel Planner para sa mga Pilipinong Manlalakbay').count(),
    ).toBe(1);
    expect(await htmlLang(page)).toBe('fil');
    expect(await header.getByRole('combobox', { name: 'Wika' }).inputValue()).toBe('fil');
    await screenshot(page, 'language-fil-desktop');

    // Another screen loads its Filipino catalogue on the way in.
    await header.getByRole('link', { name: 'Mag-login' }).click();
    await eventually(() => heading(page, 'Maligayang pagbabalik').count()).toBe(1);

    // And back to English.
    await header.getByRole('combobox', { name: 'Wika' }).selectOption('en');
    await eventually(() => heading(page, 'Welcome back').count()).toBe(1);
    expect(await htmlLang(page)).toBe('en');
    expect((await cookie(page))?.value).toBe('en');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches from the mobile menu at 375 px', async () => {
    const context = await browser.newContext({ viewport: viewports.mobile });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${server.baseUrl}/no/such/page`);
    await eventually(() => heading(page, '404 Page Not Found').count()).toBe(1);

    const toggle = page.getByRole('button', { name: 'Toggle navigation menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('combobox', { name: 'Language' }).selectOption('fil');

    await eventually(() => heading(page, '404 Hindi Nahanap ang Pahina').count()).toBe(1);
    expect(await htmlLang(page)).toBe('fil');
    expect(await menu.getByRole('link', { name: 'Tuklasin' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Buksan o isara ang menu' }).count()).toBe(1);
    // Nothing runs wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'language-fil-mobile');

    await page.reload();
    await eventually(() => heading(page, '404 Hindi Nahanap ang Pahina').count()).toBe(1);
    // The page that does not exist answers 404 (server-rendered), which Chromium logs once per load.
    expect(errors).toEqual(
      Array(2).fill('Failed to load resource: the server responded with a status of 404 (Not Found)'),
    );
    await context.close();
  });

  it('asks the visa checker again in Filipino when the reader switches with an answer on screen', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${server.baseUrl}/visa-help`);
    await eventually(() => heading(page, 'Travel Info and Visa Help').count()).toBe(1);
    await page.getByLabel('Destination country').selectOption('JP');
    await page.getByLabel('Travel purpose').selectOption('tourism');
    await page.getByRole('button', { name: 'Check Visa Requirements' }).click();
    await page.getByText(/^Length of stay: Up to 90 days/).waitFor();

    await page.locator('header').getByRole('combobox', { name: 'Language' }).selectOption('fil');
    // The server's own sentence comes back in Filipino; the curated rule it quotes stays as sourced.
    await page.getByText(/^Haba ng pananatili: Up to 90 days/).waitFor();
    expect(await page.getByText(/^Length of stay:/).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps a signed-in user's choice on the account and applies it after logging in elsewhere", async () => {
    const { account, context, page, errors } = await signedInPage(browser, server);
    await page.goto(`${server.baseUrl}/profile`);
    await eventually(() => heading(page, 'Profile').count()).toBe(1);

    // The profile's Language setting saves on the account.
    const setting = page.getByRole('region', { name: 'Language' });
    await setting.getByRole('combobox', { name: 'Language' }).selectOption('fil');
    await eventually(() => page.getByRole('region', { name: 'Mga detalye ng account' }).count()).toBe(1);
    expect(await htmlLang(page)).toBe('fil');
    await eventually(
      async () =>
        (
          await server.database.prisma.user.findUniqueOrThrow({
            where: { usernameKey: account.username.toLowerCase() },
          })
        ).locale,
    ).toBe('fil');
    expect(errors).toEqual([]);
    await context.close();

    // A fresh browser knows nothing: English until the login, then the account's language.
    const fresh = await browser.newContext({ viewport: viewports.desktop });
    const other = await fresh.newPage();
    const otherErrors = collectPageErrors(other);
    await other.goto(`${server.baseUrl}/auth?tab=login`);
    await eventually(() => heading(other, 'Welcome back').count()).toBe(1);
    const login = other.getByRole('tabpanel', { name: 'Login' });
    await login.getByLabel('Username', { exact: true }).fill(account.username);
    await login.getByLabel('Password', { exact: true }).fill(account.password);
    await login.getByRole('button', { name: 'Login' }).click();

    await other.waitForURL(/\/dashboard$/);
    await eventually(() => htmlLang(other)).toBe('fil');
    await eventually(() => other.locator('header').getByRole('button', { name: 'Mag-logout' }).count()).toBe(1);
    expect((await cookie(other))?.value).toBe('fil');

    // Switching in the header while signed in saves on the account too.
    await other.locator('header').getByRole('combobox', { name: 'Wika' }).selectOption('en');
    await eventually(() => other.locator('header').getByRole('button', { name: 'Logout' }).count()).toBe(1);
    await eventually(
      async () =>
        (
          await server.database.prisma.user.findUniqueOrThrow({
            where: { usernameKey: account.username.toLowerCase() },
          })
        ).locale,
    ).toBe('en');
    expect(otherErrors).toEqual([]);
    await fresh.close();
  });

  it('gives an account registered in Filipino the Filipino language, without switching back', async () => {
    const account = newAccount('lang');
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${server.baseUrl}/auth?tab=register`);
    await page.locator('header').getByRole('combobox', { name: 'Language' }).selectOption('fil');
    await eventually(() => heading(page, 'Gumawa ng iyong account').count()).toBe(1);

    const form = page.getByRole('form', { name: 'Magparehistro' });
    await form.getByLabel('Username', { exact: true }).fill(account.username);
    await form.getByLabel('Email', { exact: true }).fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByLabel('Kumpirmahin ang password', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Gumawa ng account' }).click();

    await page.waitForURL(/\/verify-email$/);
    await eventually(() => heading(page, 'Tingnan ang iyong inbox').count()).toBe(1);
    expect(await htmlLang(page)).toBe('fil');
    const user = await server.database.prisma.user.findUniqueOrThrow({
      where: { usernameKey: account.username.toLowerCase() },
    });
    expect(user.locale).toBe('fil');
    expect(errors).toEqual([]);
    await context.close();
  });
});
