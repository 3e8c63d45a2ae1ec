// The consent page an AI assistant's connector sends the user to (OAuth for /mcp, docs/mcp.md), in
// Chromium against the real app: a registered client, its authorization request, Allow (the code
// comes back to the client's redirect URI with the state, and is exchanged for a token that reaches
// /mcp), Deny (access_denied and the state), Filipino, and the app disconnected on /profile.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTripsStatus } from '../api/src/test/mcp.js';
import { freeLocalUrl, type TestServer } from '../api/src/test/test-server.js';
import { dialogShot, eventually, pageShot, signedInPage, toast } from './app-helpers.js';
import { browserAvailable, startBrowserApp, stopBrowserApp, viewports } from './browser.js';

describe.runIf(browserAvailable())('connecting an AI assistant in Chromium', { timeout: 90_000 }, () => {
  let server: TestServer;
  let browser: Awaited<ReturnType<typeof startBrowserApp>>['browser'];
  /** The assistant's side: its redirect URI answers a plain page. */
  let callback: Server;
  let redirectUri: string;
  let clientId: string;

  beforeAll(async () => {
    ({ server, browser } = await startBrowserApp({}, { publicUrl: await freeLocalUrl() }));
    callback = createServer((_req, res) => res.end('back at the assistant'));
    await new Promise<void>((resolve) => callback.listen(0, '127.0.0.1', resolve));
    redirectUri = `http://127.0.0.1:${(callback.address() as AddressInfo).port}/callback`;
    const registered = await fetch(`${server.baseUrl}/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'Claude', redirect_uris: [redirectUri], token_endpoint_auth_method: 'none' }),
    });
    clientId = ((await registered.json()) as { client_id: string }).client_id;
  });
  afterAll(async () => {
    await new Promise((resolve) => callback?.close(resolve));
    await stopBrowserApp({ server, browser });
  });

  /** The authorization request's address, with a fresh PKCE pair and state. */
  function authorization(scope = 'trips:read generate') {
    const verifier = randomBytes(32).toString('base64url');
    const state = randomBytes(8).toString('hex');
    const params = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      scope,
      state,
    });
    return { url: `${server.baseUrl}/oauth/authorize?${params}`, verifier, state };
  }

  /** Where the browser went back to, once it left Lakbay. */
  async function backAtAssistant(page: Page) {
    await page.waitForURL((url) => url.href.startsWith(redirectUri));
    return new URL(page.url());
  }

  const mcpStatus = (token: string) => listTripsStatus(server.baseUrl, token);

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`allows the app, which then reaches /mcp until it is disconnected on /profile, at ${name} width`, async () => {
      const { page, errors } = await signedInPage(browser, server, viewport);
      const request = authorization();
      await page.goto(request.url);
      await page.waitForURL(/\/oauth\/consent\?/);
      await page.getByRole('heading', { level: 1, name: 'Allow Claude to use your Lakbay?' }).waitFor();
      const scopes = page.getByRole('list', { name: 'What it may do' });
      expect(await scopes.getByRole('listitem').allTextContents()).toEqual([
        'trips:readRead your trips',
        'generateGenerate itineraries',
      ]);
      await page.getByText(`After you choose, you go back to ${new URL(redirectUri).host}.`).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await pageShot(page, `mcp-consent-${name}`);

      await page.getByRole('button', { name: 'Allow' }).click();
      const back = await backAtAssistant(page);
      expect(back.searchParams.get('state')).toBe(request.state);
      const code = back.searchParams.get('code')!;
      const exchanged = await fetch(`${server.baseUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: clientId,
          code,
          code_verifier: request.verifier,
          redirect_uri: redirectUri,
        }),
      });
      expect(exchanged.status).toBe(200);
      const { access_token: accessToken } = (await exchanged.json()) as { access_token: string };
      expect(await mcpStatus(accessToken)).toBe(200);

      await page.goto(`${server.baseUrl}/profile`);
      const apps = page.getByRole('region', { name: 'Connected apps', exact: true });
      const listed = apps.getByRole('list', { name: 'Your connected apps' }).getByRole('listitem');
      await eventually(() => listed.count()).toBe(1);
      expect(await listed.textContent()).toContain('Claude');
      expect(await listed.textContent()).toContain('trips:read, generate');
      await apps.scrollIntoViewIfNeeded();
      await apps.getByRole('button', { name: 'Disconnect Claude' }).click();
      await dialogShot(page, `mcp-disconnect-${name}`);
      await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
      await eventually(() => toast(page, 'App disconnected').count()).toBe(1);
      await apps.getByText('No apps are connected.').waitFor();
      expect(await mcpStatus(accessToken)).toBe(401);
      expect(errors).toEqual([]);
    });
  }

  it('denies: the app is told access_denied with its state, and gets no code', async () => {
    const { page, errors } = await signedInPage(browser, server, viewports.mobile);
    const request = authorization();
    await page.goto(request.url);
    await page.getByRole('button', { name: 'Deny' }).click();
    const back = await backAtAssistant(page);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(request.state);
    expect(back.searchParams.get('code')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('asks in Filipino, and sends a signed-out visitor to log in and back', async () => {
    const { page, errors } = await signedInPage(browser, server, viewports.desktop);
    await page.goto(`${server.baseUrl}/dashboard`);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fil');
    await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('fil');
    await page.goto(authorization().url);
    await page.getByRole('heading', { level: 1, name: 'Payagan ang Claude na gamitin ang iyong Lakbay?' }).waitFor();
    await page.getByRole('button', { name: 'Payagan' }).waitFor();
    await page.getByRole('button', { name: 'Tanggihan' }).waitFor();
    await pageShot(page, 'mcp-consent-fil-desktop');
    expect(errors).toEqual([]);

    const signedOut = await browser.newPage();
    await signedOut.goto(authorization().url);
    await signedOut.getByRole('link', { name: 'Log In' }).click();
    await signedOut.waitForURL(/\/auth\?/);
    expect(new URL(signedOut.url()).searchParams.get('next')).toMatch(/^\/oauth\/consent\?/);
    await signedOut.close();
  });
});
