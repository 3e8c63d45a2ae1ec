// Headless Chromium for the browser tests: Debian's package, driven by
// playwright-core (Playwright's own browser download cannot run here).
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startTileStandIn, type TileStandIn } from '../api/src/test/tile-stand-in.js';
import { startTestServer, type TestServer, type TestServerOptions } from '../api/src/test/test-server.js';

const root = fileURLToPath(new URL('../', import.meta.url));
export const webDistDir = path.join(root, 'web/dist');
export const screenshotDir = path.join(root, 'test-results/screenshots');

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
export const chromiumPath = candidates.find((candidate): candidate is string =>
  Boolean(candidate && existsSync(candidate)),
);

/**
 * Browser tests run when Chromium is installed. Without it they are skipped
 * with a loud line, unless REQUIRE_BROWSER=1 (CI), where that is a failure.
 */
export function browserAvailable(): boolean {
  if (chromiumPath) return true;
  if (process.env.REQUIRE_BROWSER === '1') {
    throw new Error('REQUIRE_BROWSER=1 but no Chromium was found: apt-get install -y chromium');
  }
  console.warn(
    '\n*** BROWSER TESTS SKIPPED: no Chromium found (apt-get install -y chromium, or set CHROMIUM_PATH) ***\n',
  );
  return false;
}

export function assertWebBuilt() {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    throw new Error('web/dist is missing: run `npm run build -w web` (npm test does it for you).');
  }
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const viewports = { mobile: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } } as const;

/** Failing a page on any console error or uncaught exception keeps screens honest. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Waits until a server-rendered page has hydrated: React has taken the root,
 * and what waits for hydration (the header's language switch, forms:
 * components/ui/form.tsx) is enabled: the app marks the root then
 * (app/provider.tsx). Acting sooner would be acting on the server's HTML, as a
 * visitor on a slow phone might. An island page loads the app at the
 * visitor's first interaction (docs/decisions/049): a key press outside the
 * header, as a visitor's first, starts it.
 */
export async function waitForHydration(page: Page) {
  if (!(await appStarted(page))) await page.keyboard.press('Shift');
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
}

/** Whether the app's code has taken the page's root (hydrating it, or done). */
export const appStarted = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')));

export async function screenshot(page: Page, name: string) {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

export interface BrowserApp {
  server: TestServer;
  browser: Browser;
}

/** The app over a fresh test database, serving the built web app and local map tiles, and a Chromium to visit it. */
export async function startBrowserApp(
  env: Record<string, string> = {},
  options?: TestServerOptions,
): Promise<BrowserApp> {
  assertWebBuilt();
  const server = await startTestServer({ WEB_DIST_DIR: webDistDir, MAP_TILE_URL: await localTiles(), ...env }, options);
  // The server bundle's import takes seconds on a loaded machine: in the caller's setup, not in its first page load.
  const [browser] = await Promise.all([launchBrowser(), server.app.webAppLoaded]);
  return { server, browser };
}

let tiles: Promise<TileStandIn> | undefined;

/** Map tiles served on 127.0.0.1 for this test file's apps (MAP_TILE_URL): no test reaches the real tile host. */
export async function localTiles(): Promise<string> {
  tiles ??= startTileStandIn();
  return (await tiles).tileUrl;
}

export async function stopBrowserApp(app: Partial<BrowserApp>) {
  await app.browser?.close();
  await app.server?.stop();
}
