// Public pages for a crowd (issue #35, item 5): `/visa-help/japan` and `/` signed out, as a browser
// asks for them (HTML, brotli or gzip), beside `/healthz` in the same run, at 20 connections. One app
// process keeps a copy of each public page for signed-out visitors (the default, docs/decisions/042),
// another renders every page per request (PAGE_CACHE=false, as before); rounds alternate between them.
import autocannon from 'autocannon';
import type { BenchDatabase } from './lib/database.js';
import { startApp, type RunningServer } from './lib/processes.js';
import { median, type Measurement } from './lib/stats.js';

const CONNECTIONS = 20;
const WARM_UP_SECONDS = 2;
const ROUNDS = 2;
const ROUND_SECONDS = 4;
/** A browser's page request, signed out. */
const HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };

const PAGES = ['/visa-help/japan', '/'] as const;

export interface PageLoad {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

async function hammer(server: RunningServer, path: string, seconds: number): Promise<PageLoad> {
  const result = await autocannon({
    url: `${server.url}${path}`,
    headers: HEADERS,
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.errors || result.non2xx || result.timeouts) {
    throw new Error(
      `${path} at ${server.url}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`,
    );
  }
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

/** Rounds of equal length: mean throughput, median p50, the worst p99. */
const combine = (rounds: PageLoad[]): PageLoad => ({
  requestsPerSecond: rounds.reduce((sum, round) => sum + round.requestsPerSecond, 0) / rounds.length,
  p50Ms: median(rounds.map((round) => round.p50Ms)),
  p99Ms: Math.max(...rounds.map((round) => round.p99Ms)),
});

/** The page is the shared copy (or, with the cache off, the private render) that a browser would get. */
async function checkPage(server: RunningServer, path: string, cacheControl: RegExp) {
  const response = await fetch(`${server.url}${path}`, { headers: HEADERS });
  const text = await response.text();
  if (
    response.status !== 200 ||
    !cacheControl.test(response.headers.get('cache-control') ?? '') ||
    !text.includes('id="root"')
  ) {
    throw new Error(`${path} at ${server.url}: ${response.status} ${response.headers.get('cache-control')}`);
  }
}

export async function benchPages(database: BenchDatabase, log: (line: string) => void) {
  const env = { DATABASE_URL: database.url };
  const [cached, uncached] = await Promise.all([startApp(env), startApp({ ...env, PAGE_CACHE: 'false' })]);
  const servers = { cached, uncached };
  try {
    for (const path of PAGES) {
      await checkPage(cached, path, /^public, max-age=0, s-maxage=\d+$/);
      await checkPage(uncached, path, /^private, no-cache$/);
    }
    const loads = [
      { name: '/healthz', path: '/healthz', on: ['cached'] as const },
      ...PAGES.map((path) => ({ name: `${path} signed out`, path, on: ['cached', 'uncached'] as const })),
    ];
    for (const load of loads) for (const side of load.on) await hammer(servers[side], load.path, WARM_UP_SECONDS);
    const rounds = new Map<string, PageLoad[]>();
    for (let round = 0; round < ROUNDS; round++) {
      log(`  round ${round + 1} of ${ROUNDS}: ${ROUND_SECONDS} s each on /healthz and each page, cache on and off`);
      for (const load of loads) {
        for (const side of load.on) {
          const key = `${load.name}|${side}`;
          rounds.set(key, [...(rounds.get(key) ?? []), await hammer(servers[side], load.path, ROUND_SECONDS)]);
        }
      }
    }
    const results = Object.fromEntries([...rounds].map(([key, runs]) => [key, combine(runs)]));
    const measurements: Measurement[] = [];
    for (const load of loads) {
      for (const side of load.on) {
        const { requestsPerSecond, p50Ms, p99Ms } = results[`${load.name}|${side}`]!;
        const page = load.path !== '/healthz';
        const name = side === 'uncached' ? `${load.name}, PAGE_CACHE=false (before)` : load.name;
        const targeted = page && side === 'cached';
        measurements.push(
          {
            section: 'Pages (20 connections)',
            metric: `${name}: requests/s`,
            value: Math.round(requestsPerSecond),
            unit: '',
            ...(targeted ? { target: { bound: 'at least', limit: 1000 } as const } : {}),
          },
          { section: 'Pages (20 connections)', metric: `${name}: p50`, value: p50Ms, unit: 'ms' },
          {
            section: 'Pages (20 connections)',
            metric: `${name}: p99`,
            value: p99Ms,
            unit: 'ms',
            ...(targeted ? { target: { bound: 'at most', limit: 50 } as const } : {}),
          },
        );
      }
    }
    return { connections: CONNECTIONS, results, measurements };
  } finally {
    await Promise.all([cached.stop(), uncached.stop()]);
  }
}
