// API throughput and latency: autocannon at 50 connections against the app and
// against the raw baseline (bench/baseline-server.ts), both over the same
// database with one verified user and 50 saved trips.
import autocannon from 'autocannon';
import { BENCH_PASSWORD, seed, type BenchDatabase } from './lib/database.js';
import { startApp, startBaseline, type RunningServer } from './lib/processes.js';
import { median, ratio, type Measurement } from './lib/stats.js';

const CONNECTIONS = 50;
const WARM_UP_SECONDS = 3;
export const ROUNDS = 3;
export const ROUND_SECONDS = 4;
const SAVED_TRIPS = 50;

/** The dashboard's query (web/src/features/trips/api/trip-lists.ts with the SavedTripCard fragment). */
const SAVED_TRIP_LIST = `query SavedTripList($status: TripStatus!) {
  trips(status: $status, first: 100) {
    edges {
      node {
        id destinationCountry cities originAirport travelMonth currency duration budget startDate status savedType
        version savedItinerary { destination totalBudget currency }
      }
    }
  }
}`;

interface Load {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  body?: string;
  /** How many trips the answer holds (checked once before measuring). */
  count(body: unknown): number;
  minRatio: number;
}

const loads: Load[] = [
  {
    name: 'REST GET /api/trips',
    path: '/api/trips',
    method: 'GET',
    count: (body) => (body as unknown[]).length,
    minRatio: 0.85,
  },
  {
    name: 'GraphQL trips',
    path: '/graphql',
    method: 'POST',
    body: JSON.stringify({ query: SAVED_TRIP_LIST, variables: { status: 'upcoming' } }),
    count: (body) => (body as { data?: { trips: { edges: unknown[] } } }).data?.trips.edges.length ?? -1,
    minRatio: 0.85,
  },
];

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** `load` on `server` for `seconds` at `connections`, with `headers` on every request. */
export async function hammer(
  server: RunningServer,
  load: Pick<Load, 'name' | 'path' | 'method' | 'body'>,
  headers: Record<string, string>,
  seconds: number,
  connections = CONNECTIONS,
): Promise<LoadResult> {
  const result = await autocannon({
    url: `${server.url}${load.path}`,
    method: load.method,
    body: load.body,
    headers: { 'content-type': 'application/json', ...headers },
    connections,
    duration: seconds,
  });
  if (result.errors || result.non2xx || result.timeouts) {
    throw new Error(
      `${load.name} at ${server.url}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`,
    );
  }
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

/** Rounds of equal length: mean throughput and median, the worst p99. */
const combine = (rounds: LoadResult[]): LoadResult => ({
  requestsPerSecond: rounds.reduce((sum, round) => sum + round.requestsPerSecond, 0) / rounds.length,
  p50Ms: median(rounds.map((round) => round.p50Ms)),
  p99Ms: Math.max(...rounds.map((round) => round.p99Ms)),
});

/**
 * Warms each side up, then alternates short rounds between them, so that load from the other helpers
 * on the machine falls on every side alike; each side's rounds combined.
 */
export async function alternateRounds<Side extends string>(
  sides: Record<Side, (seconds: number) => Promise<LoadResult>>,
  log: (round: number) => void,
): Promise<Record<Side, LoadResult>> {
  const names = Object.keys(sides) as Side[];
  for (const side of names) await sides[side](WARM_UP_SECONDS);
  const rounds = Object.fromEntries(names.map((side) => [side, [] as LoadResult[]])) as Record<Side, LoadResult[]>;
  for (let round = 0; round < ROUNDS; round++) {
    log(round);
    for (const side of names) rounds[side].push(await sides[side](ROUND_SECONDS));
  }
  return Object.fromEntries(names.map((side) => [side, combine(rounds[side])])) as Record<Side, LoadResult>;
}

export async function signIn(app: RunningServer): Promise<string> {
  const response = await fetch(`${app.url}/api/login`, {
    method: 'POST',
    // Production sets Secure cookies, behind a TLS proxy as deployed.
    headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
    body: JSON.stringify({ username: 'bench1', password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function checkAnswer(server: RunningServer, load: Load, cookie: string) {
  const response = await fetch(`${server.url}${load.path}`, {
    method: load.method,
    body: load.body,
    headers: { cookie, 'content-type': 'application/json' },
  });
  const body: unknown = await response.json();
  if (load.count(body) !== SAVED_TRIPS) {
    throw new Error(`${load.name} at ${server.url} answered ${JSON.stringify(body).slice(0, 500)}`);
  }
}

export interface ApiResults {
  loads: { name: string; app: LoadResult; baseline: LoadResult; ratio: number }[];
  measurements: Measurement[];
}

export async function benchApi(database: BenchDatabase, log: (line: string) => void): Promise<ApiResults> {
  const [userId] = await seed(database.url, { users: 1, tripsPerUser: SAVED_TRIPS });
  // Sign-in is rate limited per address; the benchmark signs in once, but runs may follow each other.
  const app = await startApp({ DATABASE_URL: database.url, RATE_LIMIT_MULTIPLIER: '1000', TRUST_PROXY: '1' });
  const baseline = await startBaseline(database.url, userId!);
  try {
    const cookie = await signIn(app);
    const results: ApiResults = { loads: [], measurements: [] };
    for (const load of loads) {
      await checkAnswer(app, load, cookie);
      await checkAnswer(baseline, load, '');
      const { app: ofApp, baseline: ofBaseline } = await alternateRounds(
        {
          baseline: (seconds) => hammer(baseline, load, { cookie }, seconds),
          app: (seconds) => hammer(app, load, { cookie }, seconds),
        },
        (round) =>
          log(
            `  ${load.name}: round ${round + 1} of ${ROUNDS}, ${ROUND_SECONDS} s on the baseline and ${ROUND_SECONDS} s on the app`,
          ),
      );
      const share = ratio(ofApp.requestsPerSecond, ofBaseline.requestsPerSecond);
      results.loads.push({ name: load.name, app: ofApp, baseline: ofBaseline, ratio: share });
      results.measurements.push(
        { section: 'API', metric: `${load.name}: requests/s`, value: Math.round(ofApp.requestsPerSecond), unit: '' },
        {
          section: 'API',
          metric: `${load.name}: baseline requests/s`,
          value: Math.round(ofBaseline.requestsPerSecond),
          unit: '',
        },
        {
          section: 'API',
          metric: `${load.name}: × baseline`,
          value: share,
          unit: '',
          target: { bound: 'at least', limit: load.minRatio },
        },
        { section: 'API', metric: `${load.name}: p50`, value: ofApp.p50Ms, unit: 'ms' },
        {
          section: 'API',
          metric: `${load.name}: p99`,
          value: ofApp.p99Ms,
          unit: 'ms',
          target: { bound: 'at most', limit: 50 },
        },
        // The same answers from the raw baseline: what the answer size alone costs at 50 connections.
        { section: 'API', metric: `${load.name}: baseline p99`, value: ofBaseline.p99Ms, unit: 'ms' },
      );
    }
    return results;
  } finally {
    await Promise.all([app.stop(), baseline.stop()]);
  }
}
