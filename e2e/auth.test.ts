// The account screens in a real browser against the real API: sign-up and the
// mailed verification link, sign-in (right, wrong and unverified), the
// forgot-password dialog and the mailed reset link, the protected-route rule,
// and every validation message, at phone and desktop widths.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestToken, newAccount, outboxFor, PASSWORD } from '../api/src/test/accounts.js';
import type { TestServer } from '../api/src/test/test-server.js';
import {
  browserAvailable,
  collectPageErrors,
  screenshot,
  viewports,
  startBrowserApp,
  stopBrowserApp,
  waitForHydration,
} from './browser.js';
import { describedError, eventually, type Viewport } from './app-helpers.js';

// Generous limits: argon2 hashing and the browser share two cores with the rest of the suite.
describe.runIf(browserAvailable())('the account screens in Chromium', { timeout: 60_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await startBrowserApp({ RATE_LIMIT_MULTIPLIER: '1000' })));
  afterAll(() => stopBrowserApp({ server, browser }));

  /** A fresh browser profile (its own cookies and session storage) and a page that records errors. */
  /** A fresh browser; `serviceWorkers: 'block'` where page.route must see every script (a service worker's fetches pass it by). */
  async function openPage(viewport: Viewport = viewports.desktop, options: { serviceWorkers?: 'block' } = {}) {
    const context = await browser.newContext({ viewport, ...options });
    const page = await context.newPage();
    // Fail at the step that hangs, well inside the test's own timeout.
    page.setDefaultTimeout(15_000);
    const errors = collectPageErrors(page);
    return { context, page, errors };
  }

  const url = (path: string) => `${server.baseUrl}${path}`;

  /** An account created over the API, signed in nowhere; verified unless asked otherwise. */
  async function createAccount({ verified = true } = {}) {
    const account = newAccount('e2e');
    const response = await fetch(url('/api/register'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(response.status).toBe(201);
    if (verified) {
      await server.database.prisma.user.update({
        where: { usernameKey: account.username.toLowerCase() },
        data: { isVerified: true },
      });
    }
    return account;
  }

  /** Signs the browser profile in over the API: the session cookie lands in the context's jar. */
  async function signInContext(context: BrowserContext, account: { username: string; password: string }) {
    const response = await context.request.post(url('/api/login'), {
      data: { username: account.username, password: account.password },
    });
    expect(response.status()).toBe(200);
  }

  const toast = (page: Page, title: string) =>
    page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: title });
  const loginPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Login' });
  const registerPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Register' });

  it('registers, follows the mailed verification link and reaches the dashboard', async () => {
    const { page, errors } = await openPage();
    const account = newAccount('signup');

    await page.goto(url('/auth?tab=register'));
    const form = registerPanel(page);
    await form.getByLabel('Username', { exact: true }).fill(account.username);
    await form.getByLabel('Email', { exact: true }).fill(account.email);
    await form.getByLabel('Full name (optional)', { exact: true }).fill(account.fullName);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByLabel('Confirm password', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Create account' }).click();

    await eventually(() => toast(page, 'Registration successful').count()).toBe(1);
    expect(await toast(page, 'Registration successful').textContent()).toContain(
      'Redirecting you to verify your email address...',
    );
    // Signed in at once: the header switches before the one-second redirect.
    await eventually(() => page.getByRole('button', { name: 'Logout' }).count()).toBeGreaterThan(0);
    await page.waitForURL(/\/verify-email$/);
    await eventually(() => page.getByRole('heading', { name: 'Check your inbox' }).count()).toBe(1);
    expect(await page.locator('main').textContent()).toContain(account.email);

    const [mail] = await outboxFor(server, account.email);
    expect(mail?.subject).toMatch(/verify/i);
    const token = await latestToken(server, account.email, '/verify-email');
    await page.goto(url(`/verify-email?token=${token}`));
    await eventually(() => page.getByRole('heading', { name: 'Email Verified' }).count()).toBe(1);
    await eventually(() => toast(page, 'Email verified!').count()).toBe(1);
    await screenshot(page, 'verify-email-success-desktop');
    await page.waitForURL(/\/dashboard$/);
    await eventually(() => page.getByRole('heading', { name: 'Dashboard' }).count()).toBe(1);

    // The link is single-use; opened again by the verified user, it says so.
    await page.goto(url(`/verify-email?token=${token}`));
    await eventually(() => page.getByRole('heading', { name: 'Already Verified' }).count()).toBe(1);
    // And without a token a verified user goes straight to the dashboard.
    await page.goto(url('/verify-email'));
    await page.waitForURL(/\/dashboard$/);

    expect(errors).toEqual([]);
  });

  it('logs in, welcomes the user and sends them on; a wrong password shows the server message', async () => {
    const account = await createAccount();
    const { page, errors } = await openPage(viewports.mobile);

    await page.goto(url('/auth'));
    const form = loginPanel(page);
    await form.getByLabel('Username', { exact: true }).fill(account.username);
    await form.getByLabel('Password', { exact: true }).fill('not-the-password');
    await form.getByRole('button', { name: 'Login' }).click();
    await eventually(() => toast(page, 'Login failed').count()).toBe(1);
    expect(await toast(page, 'Login failed').textContent()).toContain('Invalid username or password');
    expect(page.url()).toMatch(/\/auth$/);
    // Focus returns to the password, ready to retype.
    await eventually(() =>
      form.getByLabel('Password', { exact: true }).evaluate((element) => element === document.activeElement),
    ).toBe(true);

    // Sign-up with a taken username: the server's message, and focus on the field it is about.
    await form.getByRole('link', { name: 'Sign up' }).click();
    const signUp = registerPanel(page);
    await signUp.getByLabel('Username', { exact: true }).fill(account.username.toUpperCase());
    await signUp.getByLabel('Email', { exact: true }).fill(`other.${account.email}`);
    await signUp.getByLabel('Password', { exact: true }).fill(account.password);
    await signUp.getByLabel('Confirm password', { exact: true }).fill(account.password);
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await eventually(() => toast(page, 'Registration failed').count()).toBe(1);
    expect(await toast(page, 'Registration failed').textContent()).toContain('Username already exists');
    await eventually(() =>
      signUp.getByLabel('Username', { exact: true }).evaluate((element) => element === document.activeElement),
    ).toBe(true);
    await signUp.getByRole('link', { name: 'Log in' }).click();

    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Login' }).click();
    await eventually(() => toast(page, 'Login successful').count()).toBe(1);
    expect(await toast(page, 'Login successful').textContent()).toContain(`Welcome back, ${account.username}!`);
    await page.waitForURL(/\/dashboard$/);

    // GraphQL answers both refusals with 200; over REST they were a 401 and a 409, which Chromium logs as failed loads.
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
    expect(errors.length).toBeLessThanOrEqual(2);
  });

  it('confines an unverified user to /verify-email and resends the link to their address', async () => {
    const account = await createAccount({ verified: false });
    const { context, page, errors } = await openPage();

    // Login by an unverified user: no error toast, straight to /verify-email.
    await page.goto(url('/auth?tab=login'));
    await loginPanel(page).getByLabel('Username', { exact: true }).fill(account.username);
    await loginPanel(page).getByLabel('Password', { exact: true }).fill(account.password);
    await loginPanel(page).getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/verify-email$/);
    await eventually(() => page.getByRole('heading', { name: 'Check your inbox' }).count()).toBe(1);
    expect(await toast(page, 'Login failed').count()).toBe(0);

    // Every protected path leads back here.
    await page.goto(url('/my-trips'));
    await page.waitForURL(/\/verify-email$/);
    await page.goto(url('/auth'));
    await page.waitForURL(/\/verify-email$/);
    await eventually(() => page.getByRole('heading', { name: 'Check your inbox' }).count()).toBe(1);

    const before = (await outboxFor(server, account.email)).length;
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await eventually(() => toast(page, 'Verification email sent!').count()).toBe(1);
    await eventually(async () => (await outboxFor(server, account.email)).length).toBe(before + 1);

    // The same for a session made outside the page (the cookie is all that matters).
    const other = await context.newPage();
    const otherErrors = collectPageErrors(other);
    await other.goto(url('/trips/1'));
    await other.waitForURL(/\/verify-email$/);

    expect(errors).toEqual([]);
    expect(otherErrors).toEqual([]);
  });

  it('resets a forgotten password through the dialog and the mailed link', async () => {
    const account = await createAccount();
    const newPassword = 'Bagong-Password-7';
    const { page, errors } = await openPage();

    await page.goto(url('/auth'));
    const trigger = page.getByRole('button', { name: 'Forgot password?' });
    await trigger.click();
    // Named by its title, which changes with the view.
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.getByRole('heading', { name: 'Forgot your password?' }).count()).toBe(1);
    const email = dialog.getByLabel('Email', { exact: true });
    // Focus starts in the e-mail field.
    await eventually(() => email.evaluate((element) => element === document.activeElement)).toBe(true);

    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    expect(await describedError(page, email)).toContain('Please enter a valid email address');
    await email.fill('not-an-email');
    await eventually(() => describedError(page, email)).toContain('Please enter a valid email address');
    await email.fill(account.email.toUpperCase());
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      .poll(() =>
        dialog
          .getByText('If your email address is registered with us, you will receive a password reset link shortly')
          .count(),
      )
      .toBe(1);
    expect(await dialog.textContent()).toMatch(/spam/i);
    await eventually(() => toast(page, 'Password Reset Email Sent').count()).toBe(1);
    await screenshot(page, 'forgot-password-sent-desktop');

    // Closing returns focus to the trigger, and the dialog starts over (after 300 ms).
    await page.keyboard.press('Escape');
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.waitForTimeout(400);
    await trigger.click();
    await eventually(() => dialog.getByLabel('Email', { exact: true }).count()).toBe(1);
    expect(await dialog.getByLabel('Email', { exact: true }).inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => dialog.count()).toBe(0);

    const token = await latestToken(server, account.email, '/reset-password');
    await page.goto(url(`/reset-password?token=${token}`));
    const password = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password', { exact: true });
    // Validation runs as the user types (docs/product/accounts.md).
    await password.fill('short');
    expect(await describedError(page, password)).toContain('Password must be at least 8 characters long');
    // No composition rule: any 8 characters pass here, as on the server.
    await password.fill('all lower case');
    await eventually(() => password.getAttribute('aria-invalid')).toBeNull();
    // A common password passes the form, and the server's answer says why it is refused.
    await password.fill('Password123');
    await confirm.fill('Password123');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await eventually(() => page.getByRole('alert').filter({ hasText: 'This password is too common.' }).count()).toBe(1);
    await password.fill(newPassword);
    await eventually(() => password.getAttribute('aria-invalid')).toBeNull();
    await confirm.fill('Something-else-1');
    await eventually(() => describedError(page, confirm)).toContain("Passwords don't match");
    await confirm.fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();

    await eventually(() => page.getByRole('heading', { name: 'Password Reset Complete' }).count()).toBe(1);
    await eventually(() => toast(page, 'Password Reset Successful').count()).toBe(1);
    await screenshot(page, 'reset-password-complete-desktop');
    await page.waitForURL(/\/auth$/);

    await loginPanel(page).getByLabel('Username', { exact: true }).fill(account.username);
    await loginPanel(page).getByLabel('Password', { exact: true }).fill(newPassword);
    await loginPanel(page).getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/dashboard$/);

    // The link is spent: using it again shows the server's message inline.
    await page.goto(url(`/reset-password?token=${token}`));
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await eventually(() => page.getByRole('alert').filter({ hasText: 'invalid or has expired' }).count()).toBe(1);

    // GraphQL refuses the common password and the spent link in 200 answers; REST's 400s were logged as failed loads.
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
    expect(errors.length).toBeLessThanOrEqual(2);
  });

  it('sends a signed-in user from /auth to the pending trip form, or else the dashboard', async () => {
    const account = await createAccount();
    const { context, page, errors } = await openPage();
    await signInContext(context, account);

    await page.goto(url('/'));
    await page.evaluate(() =>
      sessionStorage.setItem('lakbay.pendingTripForm', JSON.stringify({ destinationCountry: 'JP', duration: 5 })),
    );
    await page.goto(url('/auth'));
    await page.waitForURL(/\/generate-trip$/);
    expect(await page.evaluate(() => sessionStorage.getItem('lakbay.pendingTripForm'))).toBeNull();

    await page.goto(url('/auth?tab=register'));
    await page.waitForURL(/\/dashboard$/);
    expect(errors).toEqual([]);
  });

  it('shows an invalid verification link and offers a new one to a signed-out visitor', async () => {
    const account = await createAccount({ verified: false });
    const { page, errors } = await openPage();

    await page.goto(url('/verify-email?token=not-a-real-token'));
    await eventually(() => page.getByRole('heading', { name: 'Verification Failed' }).count()).toBe(1);
    await screenshot(page, 'verify-email-failed-desktop');
    expect(await page.getByRole('alert').textContent()).toContain('invalid or has expired');

    await page.goto(url('/verify-email'));
    await eventually(() => page.getByRole('heading', { name: 'Verify your email' }).count()).toBe(1);
    const email = page.getByLabel('Email', { exact: true });
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    expect(await describedError(page, email)).toContain('Please enter a valid email address');
    await email.fill(account.email);
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await eventually(() => toast(page, 'Verification email sent!').count()).toBe(1);

    // The fresh link works without signing in.
    const token = await latestToken(server, account.email, '/verify-email');
    await page.goto(url(`/verify-email?token=${token}`));
    await eventually(() => page.getByRole('heading', { name: 'Email Verified' }).count()).toBe(1);
    const user = await server.database.prisma.user.findUnique({
      where: { usernameKey: account.username.toLowerCase() },
    });
    expect(user?.isVerified).toBe(true);

    // GraphQL refuses the made-up token in a 200 answer; REST's 400 was logged as a failed load.
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
    expect(errors.length).toBeLessThanOrEqual(1);
  });

  it("shows progress while a form's rules load on a slow connection, then the errors", async () => {
    // Once the service worker has precached the rules, they no longer come over the network.
    const { page, errors } = await openPage(viewports.desktop, { serviceWorkers: 'block' });
    await page.goto(url('/auth'));
    await waitForHydration(page);
    // From here on, every script the page asks for arrives a second and a half late: the rules and zod
    // load with the form's first check, not with the page.
    const delayed: string[] = [];
    await page.route('**/assets/*.js', async (route) => {
      delayed.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const form = loginPanel(page);
    const submit = form.getByRole('button', { name: 'Login' });
    await submit.click();
    // The button shows its spinner and says what happens: nothing is sent yet.
    const checking = form.getByRole('button', { name: 'Checking...' });
    await eventually(() => checking.getAttribute('data-loading')).not.toBeNull();
    expect(await checking.isDisabled()).toBe(true);
    await screenshot(page, 'login-checking-desktop');
    expect(await describedError(page, form.getByLabel('Username', { exact: true }))).toContain('Username is required');
    expect(await submit.getAttribute('data-loading')).toBeNull();
    expect(delayed.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it("says so when a form's rules cannot download, and checks once they can", async () => {
    // Once the service worker has precached the rules, they no longer come over the network.
    const { page, errors } = await openPage(viewports.desktop, { serviceWorkers: 'block' });
    await page.goto(url('/auth'));
    await waitForHydration(page);
    // The connection drops after the page has loaded: the rules' and zod's scripts fail. (The toast
    // region's script is the service worker's to keep, as it precaches it.)
    const rulesScripts = /\/assets\/(accounts|zod|schemas)-[\w-]+\.js$/;
    await page.route(rulesScripts, (route) => route.abort('internetdisconnected'));
    const form = loginPanel(page);
    await form.getByRole('button', { name: 'Login' }).click();
    await eventually(() => toast(page, 'We could not check this form').count()).toBe(1);
    expect(await toast(page, 'We could not check this form').textContent()).toContain(
      'Please check your connection and try again.',
    );
    expect(page.url()).toBe(url('/auth'));

    // Back online, the same button checks the form.
    await page.unroute(rulesScripts);
    await form.getByRole('button', { name: 'Login' }).click();
    expect(await describedError(page, form.getByLabel('Username', { exact: true }))).toContain('Username is required');
    // Only the aborted downloads were logged.
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });

  it('switches tabs from the links and moves focus to the selected tab', async () => {
    const { page, errors } = await openPage();
    await page.goto(url('/auth'));
    await eventually(() => page.getByRole('tab', { name: 'Login', selected: true }).count()).toBe(1);
    expect(await page.title()).toBe('Login · Lakbay');
    // Before hydration the links load the other tab as a new page, with nothing to move focus.
    await waitForHydration(page);

    await loginPanel(page).getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(/\/auth\?tab=register$/);
    const registerTab = page.getByRole('tab', { name: 'Register', selected: true });
    await eventually(() => registerTab.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.title()).toBe('Sign Up · Lakbay');

    await registerPanel(page).getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(/\/auth\?tab=login$/);
    const loginTab = page.getByRole('tab', { name: 'Login', selected: true });
    await eventually(() => loginTab.evaluate((element) => element === document.activeElement)).toBe(true);

    // Arrow keys move between the tabs, and the URL follows.
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\/auth\?tab=register$/);
    expect(errors).toEqual([]);
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`shows every validation message and the account screens at ${name} width`, async () => {
      const { context, page, errors } = await openPage(viewport);

      await page.goto(url('/auth'));
      const login = loginPanel(page);
      await login.getByRole('button', { name: 'Login' }).click();
      expect(await describedError(page, login.getByLabel('Username', { exact: true }))).toContain(
        'Username is required',
      );
      expect(await describedError(page, login.getByLabel('Password', { exact: true }))).toContain(
        'Password is required',
      );
      // Focus goes to the first field to fix.
      expect(
        await login.getByLabel('Username', { exact: true }).evaluate((element) => element === document.activeElement),
      ).toBe(true);
      await screenshot(page, `auth-login-errors-${name}`);

      await page.goto(url('/auth'));
      await eventually(() => login.getByLabel('Username', { exact: true }).count()).toBe(1);
      await screenshot(page, `auth-login-${name}`);

      await page.goto(url('/auth?tab=register'));
      const register = registerPanel(page);
      await eventually(() => register.getByLabel('Username', { exact: true }).count()).toBe(1);
      await screenshot(page, `auth-register-${name}`);
      await register.getByRole('button', { name: 'Create account' }).click();
      expect(await describedError(page, register.getByLabel('Username', { exact: true }))).toContain(
        'Username is required',
      );
      expect(await describedError(page, register.getByLabel('Email', { exact: true }))).toContain(
        'Please enter a valid email address',
      );
      expect(await describedError(page, register.getByLabel('Password', { exact: true }))).toContain(
        'Password must be at least 8 characters',
      );
      expect(
        await register.getByLabel('Full name (optional)', { exact: true }).getAttribute('aria-invalid'),
      ).toBeNull();
      // Errors follow the input after the first submit.
      await register.getByLabel('Username', { exact: true }).fill('ab');
      await eventually(() => describedError(page, register.getByLabel('Username', { exact: true }))).toContain(
        'Username must be at least 3 characters',
      );
      await register.getByLabel('Username', { exact: true }).fill('bad name!');
      await eventually(() => describedError(page, register.getByLabel('Username', { exact: true }))).toContain(
        'Username can only contain letters, numbers, dots, hyphens and underscores',
      );
      await register.getByLabel('Username', { exact: true }).fill('maria.santos');
      await eventually(() => register.getByLabel('Username', { exact: true }).getAttribute('aria-invalid')).toBeNull();
      await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await register.getByLabel('Confirm password', { exact: true }).fill(`${PASSWORD}x`);
      await eventually(() => describedError(page, register.getByLabel('Confirm password', { exact: true }))).toContain(
        'Passwords do not match',
      );
      await screenshot(page, `auth-register-errors-${name}`);

      await page.goto(url('/auth'));
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      const dialog = page.getByRole('dialog', { name: 'Forgot your password?' });
      await eventually(() => dialog.getByLabel('Email', { exact: true }).count()).toBe(1);
      await page.waitForTimeout(400); // the opening animation
      await screenshot(page, `forgot-password-${name}`);

      await page.goto(url('/reset-password'));
      await eventually(() => page.getByRole('heading', { name: 'Password Reset Error' }).count()).toBe(1);
      expect(await page.locator('main').textContent()).toContain(
        'No reset token provided. Please use the link from your email.',
      );
      await screenshot(page, `reset-password-no-token-${name}`);

      await page.goto(url('/reset-password?token=some-token'));
      await page.getByLabel('New password', { exact: true }).fill('short');
      await page.getByLabel('Confirm new password', { exact: true }).fill('shorter');
      await screenshot(page, `reset-password-${name}`);

      await page.goto(url('/verify-email'));
      await eventually(() => page.getByRole('heading', { name: 'Verify your email' }).count()).toBe(1);
      await screenshot(page, `verify-email-signed-out-${name}`);

      const account = await createAccount({ verified: false });
      await signInContext(context, account);
      await page.goto(url('/verify-email'));
      await eventually(() => page.getByRole('heading', { name: 'Check your inbox' }).count()).toBe(1);
      await screenshot(page, `verify-email-pending-${name}`);

      expect(errors).toEqual([]);
    });
  }
});
