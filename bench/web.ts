// The web app's weight, its first interactions and Lighthouse scores. Each
// route is opened in Chromium (signed in, so the signed-in routes render) and
// every script it loads is weighed gzipped from web/dist; the first
// interactions issue #35 names are timed on a CPU slowed four times;
// Lighthouse (mobile preset) runs three times per page and the median run counts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page, type Request } from 'playwright-core';
import { BENCH_PASSWORD, type BenchDatabase } from './lib/database.js';
import { root, startApp, type RunningServer } from './lib/processes.js';
import { median, type Measurement, type Target } from './lib/stats.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const assetsDir = path.join(root, 'web/dist/assets');
const KiB = 1024;

const gzippedKiB = (file: string) =>
  Math.round((gzipSync(readFileSync(path.join(assetsDir, file)), { level: 9 }).length / KiB) * 10) / 10;

/**
 * Routes as a visitor opens them: the public ones signed out, the rest signed
 * in (they send a signed-out visitor to /auth). `{trip}` becomes a saved trip's id.
 */
const PUBLIC_ROUTES = [
  '/',
  '/auth',
  '/verify-email',
  '/reset-password?token=bench',
  '/visa-help',
  '/visa-help/japan',
  '/travel-deals',
  '/local-secrets',
  '/travel-package-quote',
  '/book-hotels',
  '/privacy',
  '/terms',
  '/cookies',
  '/no-such-page',
  // A trip's share link, opened by someone without an account.
  '/shared/{link}',
  // An invitation's page, here with a token no invitation has (the page and its answer weigh the same).
  '/join-trip?token=bench',
];
const SIGNED_IN_ROUTES = [
  '/dashboard',
  '/profile',
  '/generate-trip',
  '/my-trips',
  '/trips/{trip}',
  '/trips/{trip}/print',
  '/customize-trip',
];
const LIGHTHOUSE_PAGES = ['/', '/visa-help', '/visa-help/japan', '/auth', '/travel-deals'];
const LIGHTHOUSE_RUNS = 3;

/**
 * Issue #35: a visa, deals or legal page at most 60 KiB before the first interaction, `/` and `/auth` at
 * most 170; issue #15: every other route at most 350.
 */
function scriptBudgetKiB(route: string) {
  if (/^\/(?:visa-help|travel-deals|privacy|terms|cookies)/.test(route)) return 60;
  return route === '/' || route === '/auth' ? 170 : 350;
}

async function signIn(app: RunningServer) {
  const response = await fetch(`${app.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
    body: JSON.stringify({ username: 'bench1', password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const [name, value] = response.headers.getSetCookie()[0]!.split(';')[0]!.split('=');
  const trips = (await (await fetch(`${app.url}/api/trips`, { headers: { cookie: `${name}=${value}` } })).json()) as {
    id: number;
  }[];
  const tripId = trips[0]!.id;
  return {
    cookie: { name: name!, value: value! },
    tripId,
    sharedPath: await shareTrip(app, `${name}=${value}`, tripId),
  };
}

/** The path of a read-only share link to the trip (/shared/…), as its owner hands it out. */
async function shareTrip(app: RunningServer, cookie: string, tripId: number): Promise<string> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation Share($tripId: Int!) { shareTrip(tripId: $tripId) { shareLink { url } } }',
      variables: { tripId },
    }),
  });
  const { data } = (await response.json()) as { data?: { shareTrip: { shareLink: { url: string } | null } } };
  const url = data?.shareTrip.shareLink?.url;
  if (!url) throw new Error(`sharing trip ${tripId} failed: ${response.status}`);
  return new URL(url).pathname;
}

const QUIET_MS = 500;

/**
 * Follows the page's requests; `quiet()` resolves once none has been open for 500 ms, as Playwright's
 * `networkidle`, except the trip pages' live stream (/graphql/stream), open as long as the page is.
 */
function openRequestsExceptLiveStream(page: Page) {
  const open = new Set<Request>();
  const counted = (request: Request) => !new URL(request.url()).pathname.startsWith('/graphql/stream');
  page.on('request', (request) => counted(request) && open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  const quiet = () =>
    new Promise<void>((resolve, reject) => {
      let quietSince = Date.now();
      const deadline = Date.now() + 30_000;
      const timer = setInterval(() => {
        if (open.size) quietSince = Date.now();
        else if (Date.now() - quietSince >= QUIET_MS) {
          clearInterval(timer);
          resolve();
        }
        if (Date.now() > deadline) {
          clearInterval(timer);
          reject(new Error(`${page.url()} still had ${open.size} requests open after 30 s`));
        }
      }, 50);
    });
  return { quiet };
}

/**
 * Gzipped KiB of the scripts each route loads before the visitor's first interaction, opened directly in
 * a fresh tab and left to settle. A reading page loads the app only then (docs/decisions/049): a key press
 * starts it, so that its route's chunk counts as visited.
 */
async function routeWeights(app: RunningServer) {
  const { cookie, tripId, sharedPath } = await signIn(app);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const weights: { route: string; kib: number; scripts: number }[] = [];
    const loaded = new Set<string>();
    for (const route of [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES]) {
      // A new context per route: an empty cache, as on a first visit.
      const context = await browser.newContext();
      // Production's cookie is __Host-lakbay.sid: Chromium keeps it only as Secure, host-only and for path /
      // (loopback counts as a secure origin, so it is sent over this plain-HTTP connection).
      const session = { ...cookie, domain: new URL(app.url).hostname, path: '/', secure: true };
      if (!PUBLIC_ROUTES.includes(route)) await context.addCookies([session]);
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        const match = /\/assets\/([^/?]+\.js)$/.exec(response.url());
        if (match) {
          scripts.add(match[1]!);
          loaded.add(match[1]!);
        }
      });
      const path = route.replace('{trip}', String(tripId)).replace('/shared/{link}', sharedPath);
      const requests = openRequestsExceptLiveStream(page);
      await page.goto(`${app.url}${path}`, { waitUntil: 'load' });
      await requests.quiet();
      const kib = [...scripts].reduce((sum, file) => sum + gzippedKiB(file), 0);
      weights.push({ route, kib: Math.round(kib * 10) / 10, scripts: scripts.size });
      await page.keyboard.press('Shift');
      await requests.quiet();
      await context.close();
    }
    warnAboutUnvisitedRoutes(loaded);
    return weights;
  } finally {
    await browser.close();
  }
}

/** A route module (web/src/app/routes) no visited route loaded: ROUTES above is missing a path. */
function warnAboutUnvisitedRoutes(loaded: Set<string>) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'web/dist/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string }
  >;
  for (const chunk of Object.values(manifest)) {
    if (chunk.src?.startsWith('src/app/routes/') && !loaded.has(path.basename(chunk.file))) {
      console.warn(`  the web benchmark opened no route that loads ${chunk.src}: add its path to bench/web.ts`);
    }
  }
}

/** Issue #35: a scripted first interaction, on a CPU slowed four times, answers within 200 ms. */
const INTERACTION_CPU_SLOWDOWN = 4;
const INTERACTION_RUNS = 3;
const header = (page: Page) => page.locator('header');

/** The first interactions issue #35 names, as a visitor does them on a page just opened. */
const FIRST_INTERACTIONS: { name: string; path: string; mobile: boolean; act: (page: Page) => Promise<void> }[] = [
  {
    name: 'open the menu',
    path: '/visa-help/japan',
    mobile: true,
    act: (page) => header(page).locator('button[aria-controls="mobile-menu"]').click(),
  },
  {
    // A tap in the field starts the app (docs/decisions/049): the keys meet it loading and hydrating.
    name: 'type in the trip form',
    path: '/',
    mobile: true,
    act: async (page) => {
      await page.getByLabel('Duration (days)').click();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('12', { delay: 150 });
      await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    },
  },
  {
    // The keyboard changes a focused select at once; the page then loads again in that language.
    name: 'switch language',
    path: '/privacy',
    mobile: false,
    act: async (page) => {
      await header(page).locator('select:visible').focus();
      await Promise.all([page.waitForEvent('load'), page.keyboard.press('ArrowDown')]);
    },
  },
];

/**
 * Each interaction's longest event (Event Timing API: input delay, processing and the next paint), kept
 * in the page from its start and, when the page goes away, in its session storage for the next page.
 * Events under 16 ms are not reported by the API: an interaction without any counts as 0. A string, not a
 * function: the bench's TypeScript loader adds helpers to functions that the page would not have.
 */
const OBSERVE_INTERACTIONS = `{
  const longest = new Map();
  const note = (entries) => {
    for (const entry of entries) {
      if (entry.interactionId) longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }
  };
  const observer = new PerformanceObserver((list) => note(list.getEntries()));
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true });
  const previous = JSON.parse(sessionStorage.getItem('bench-interactions') ?? '[]');
  window.benchInteractions = () => {
    note(observer.takeRecords());
    return [...previous, ...longest.values()];
  };
  addEventListener('pagehide', () => sessionStorage.setItem('bench-interactions', JSON.stringify(window.benchInteractions())));
}`;

/**
 * The slowest interaction of each scripted first interaction (median of INTERACTION_RUNS runs), and what
 * building Chakra's system took in the runs that started the app (median), in ms.
 */
async function firstInteractions(app: RunningServer) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const results: { name: string; path: string; runsMs: number[]; medianMs: number }[] = [];
    const createSystemRunsMs: number[] = [];
    for (const { name, path, mobile, act } of FIRST_INTERACTIONS) {
      const runsMs: number[] = [];
      for (let run = 0; run < INTERACTION_RUNS; run++) {
        const context = await browser.newContext({
          viewport: mobile ? { width: 375, height: 812 } : { width: 1280, height: 800 },
        });
        const page = await context.newPage();
        await page.addInitScript({ content: OBSERVE_INTERACTIONS });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: INTERACTION_CPU_SLOWDOWN });
        const requests = openRequestsExceptLiveStream(page);
        await page.goto(`${app.url}${path}`, { waitUntil: 'load' });
        await requests.quiet();
        await act(page);
        await requests.quiet();
        const interactions = await page.evaluate(() =>
          (window as unknown as { benchInteractions: () => number[] }).benchInteractions(),
        );
        runsMs.push(Math.round(Math.max(0, ...interactions)));
        // Building Chakra's system, where the interaction started the app (web/src/app/provider.tsx).
        const createSystemMs = await page.evaluate(
          () => performance.getEntriesByName('lakbay:create-system')[0]?.duration ?? null,
        );
        if (createSystemMs !== null) createSystemRunsMs.push(Math.round(createSystemMs));
        await context.close();
      }
      results.push({ name, path, runsMs, medianMs: median(runsMs) });
    }
    return { results, createSystemMs: createSystemRunsMs.length ? median(createSystemRunsMs) : null };
  } finally {
    await browser.close();
  }
}

interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  totalBlockingTimeMs: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  cumulativeLayoutShift: number;
}

/** Lighthouse's mobile preset, LIGHTHOUSE_RUNS runs; a run Lighthouse reports as failed is run again once. */
async function lighthouseRuns(url: string): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const runs: LighthouseScores[] = [];
    for (let attempt = 0; runs.length < LIGHTHOUSE_RUNS && attempt < LIGHTHOUSE_RUNS + 1; attempt++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const { categories, audits, runtimeError } = result!.lhr;
      if (runtimeError) continue;
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      const value = (key: string) => audits[key]!.numericValue!;
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        totalBlockingTimeMs: Math.round(value('total-blocking-time')),
        firstContentfulPaintMs: Math.round(value('first-contentful-paint')),
        largestContentfulPaintMs: Math.round(value('largest-contentful-paint')),
        cumulativeLayoutShift: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
      });
    }
    if (runs.length < LIGHTHOUSE_RUNS) throw new Error(`Lighthouse failed on ${url}`);
    return runs;
  } finally {
    chrome.kill();
  }
}

/** The run with the median performance score, as Lighthouse's own guidance picks it. */
const medianRun = (runs: LighthouseScores[]) => {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

export async function benchWeb(database: BenchDatabase, log: (line: string) => void) {
  const app = await startApp({ DATABASE_URL: database.url, TRUST_PROXY: '1', RATE_LIMIT_MULTIPLIER: '1000' });
  try {
    log('  weighing each route’s scripts in Chromium');
    const routes = await routeWeights(app);
    const totalKiB =
      Math.round(
        readdirSync(assetsDir)
          .filter((file) => file.endsWith('.js'))
          .reduce((sum, file) => sum + gzippedKiB(file), 0) * 10,
      ) / 10;
    const measurements: Measurement[] = routes.map(({ route, kib }) => ({
      section: 'Web JS (gzip)',
      metric: route === '/' ? '/ (landing)' : route,
      value: kib,
      unit: 'KiB',
      target: { bound: 'at most', limit: scriptBudgetKiB(route) },
    }));
    measurements.push({ section: 'Web JS (gzip)', metric: 'all routes together', value: totalKiB, unit: 'KiB' });

    log(`  first interactions, CPU slowed ×${INTERACTION_CPU_SLOWDOWN}`);
    const { results: interactions, createSystemMs } = await firstInteractions(app);
    for (const { name, path, medianMs } of interactions) {
      measurements.push({
        section: 'Web first interaction (INP)',
        metric: `${name} (${path})`,
        value: medianMs,
        unit: 'ms',
        target: { bound: 'at most', limit: 200 },
      });
    }
    if (createSystemMs !== null) {
      measurements.push({
        section: 'Web first interaction (INP)',
        metric: "building Chakra's system as the app starts",
        value: createSystemMs,
        unit: 'ms',
      });
    }

    const lighthouseResults = [];
    for (const page of LIGHTHOUSE_PAGES) {
      log(`  Lighthouse ×${LIGHTHOUSE_RUNS}: ${page}`);
      const runs = await lighthouseRuns(`${app.url}${page}`);
      const scores = medianRun(runs);
      lighthouseResults.push({ page, runs, median: scores });
      const figure = (metric: string, value: number, unit: string, bound: Target['bound'], limit: number) =>
        measurements.push({ section: `Lighthouse ${page}`, metric, value, unit, target: { bound, limit } });
      figure('performance', scores.performance, '', 'at least', 95);
      figure('total blocking time', scores.totalBlockingTimeMs, 'ms', 'at most', 100);
      figure('largest contentful paint', scores.largestContentfulPaintMs, 'ms', 'at most', 2000);
      figure('cumulative layout shift', scores.cumulativeLayoutShift, '', 'at most', 0);
      figure('accessibility', scores.accessibility, '', 'at least', 100);
      figure('best practices', scores.bestPractices, '', 'at least', 95);
      figure('SEO', scores.seo, '', 'at least', 95);
    }
    return { routes, totalKiB, interactions, lighthouse: lighthouseResults, measurements };
  } finally {
    await app.stop();
  }
}
