// Live trip pages (issue #17 item 2): how long a change made through one app
// process takes to reach a page following the trip through another, over
// /graphql/stream and PostgreSQL LISTEN/NOTIFY. Two production processes over
// the benchmark's database; the user and trips are the API benchmark's seed.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { defaultLiveStreamLimits } from '../api/src/services/live-streams/live-streams.js';
import { eventStream } from '../api/src/test/event-stream.js';
import { BENCH_PASSWORD, type BenchDatabase } from './lib/database.js';
import { startApp } from './lib/processes.js';
import { median, percentile, type Measurement } from './lib/stats.js';

const CHANGES = 30;
const SUBSCRIPTION = 'subscription ($id: Int!) { tripChanged(tripId: $id) { id version } }';
/** Production cookies are Secure: the processes trust the proxy header that says the request came over HTTPS. */
const HTTPS = { 'x-forwarded-proto': 'https' };

async function signIn(url: string) {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...HTTPS },
    body: JSON.stringify({ username: 'bench1', password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

export async function benchLive(database: BenchDatabase) {
  if (database.kind !== 'postgresql') {
    return { skipped: 'needs PostgreSQL: the embedded database is one process', measurements: [] as Measurement[] };
  }
  const env = { DATABASE_URL: database.url, TRUST_PROXY: '1', RATE_LIMIT_MULTIPLIER: '1000' };
  const [writer, follower] = [await startApp(env), await startApp(env)];
  const abort = new AbortController();
  try {
    const cookie = await signIn(writer.url);
    const headers = { cookie, 'content-type': 'application/json', ...HTTPS };
    const [trip] = (await (await fetch(`${writer.url}/api/trips?limit=1`, { headers })).json()) as { id: number }[];
    const stream = await fetch(`${follower.url}/graphql/stream`, {
      method: 'POST',
      headers: { ...headers, accept: 'text/event-stream' },
      body: JSON.stringify({ query: SUBSCRIPTION, variables: { id: trip!.id } }),
      signal: abort.signal,
    });
    if (!stream.ok) throw new Error(`/graphql/stream answered ${stream.status}`);
    const { next } = eventStream<{ data?: { tripChanged?: { version: number } } }>(stream);
    const latencies: number[] = [];
    for (let change = 0; change < CHANGES; change++) {
      const started = performance.now();
      const arrived = next();
      const patched = await fetch(`${writer.url}/api/trips/${trip!.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ budget: 50_000 + change }),
      });
      if (!patched.ok) throw new Error(`PATCH answered ${patched.status}`);
      const { version } = (await patched.json()) as { version: number };
      const event = await arrived;
      if (event?.data?.data?.tripChanged?.version !== version)
        throw new Error(`unexpected event ${JSON.stringify(event)}`);
      latencies.push(performance.now() - started);
      // A stream delivers at most one change per gap, the changes in between together (issue #33): changes
      // paced at that gap measure the way from one process to the other, not the wait for the gap.
      await sleep(Math.max(0, defaultLiveStreamLimits.minGapMs - (performance.now() - started)));
    }
    const measurements: Measurement[] = [
      {
        section: 'Live',
        metric: 'trip change to a page on another process, median (PATCH included)',
        value: Math.round(median(latencies)),
        unit: 'ms',
        target: { bound: 'at most', limit: 1000 },
      },
      {
        section: 'Live',
        metric: 'trip change to a page on another process, p95',
        value: Math.round(percentile(latencies, 95)),
        unit: 'ms',
        target: { bound: 'at most', limit: 1000 },
      },
    ];
    return { changes: CHANGES, latenciesMs: latencies.map(Math.round), measurements };
  } finally {
    abort.abort();
    await follower.stop();
    await writer.stop();
  }
}
