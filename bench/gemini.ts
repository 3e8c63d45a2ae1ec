// The Gemini path end to end: the app (GEMINI_API_KEY set) against the local
// stand-in answering every call after a simulated delay. Both itineraries are
// asked for at once, so the whole request should take about one call.
import { setTimeout as sleep } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';
import { modelAnswer, startGeminiStandIn, tokyoPlan } from '../api/src/planner/gemini-stand-in.js';
import { BENCH_PASSWORD, type BenchDatabase } from './lib/database.js';
import { startApp } from './lib/processes.js';
import { median, ratio, type Measurement } from './lib/stats.js';

const MODEL_DELAY_MS = 2000;
const RUNS = 3;
const DAYS = 3;

const tripRequest = {
  originAirport: 'MNL',
  destinationCountry: 'JP',
  cities: ['Tokyo'],
  travelMonth: 4,
  currency: 'PHP',
  duration: DAYS,
  budget: 60_000,
  preferences: ['food', 'culture'],
};

/** Signs bench1 (seeded by the API benchmark) in; returns the cookie. */
async function signIn(url: string) {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
    body: JSON.stringify({ username: 'bench1', password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** One generation with progress lines: when the first line and the result arrived. */
async function generate(url: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(`${url}/api/generate-trip`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', accept: 'application/x-ndjson' },
    body: JSON.stringify(tripRequest),
  });
  if (!response.ok || !response.body) throw new Error(`generate-trip answered ${response.status}`);
  let firstProgressMs: number | undefined;
  let text = '';
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    firstProgressMs ??= performance.now() - started;
    text += decoder.decode(chunk.value, { stream: true });
  }
  const last = JSON.parse(text.trim().split('\n').at(-1)!) as { result?: unknown; error?: unknown };
  if (!last.result) throw new Error(`generate-trip failed: ${JSON.stringify(last.error)}`);
  return { firstProgressMs: firstProgressMs!, wallMs: performance.now() - started };
}

export async function benchGemini(database: BenchDatabase) {
  const standIn = await startGeminiStandIn(async () => {
    await sleep(MODEL_DELAY_MS);
    return modelAnswer(tokyoPlan(DAYS));
  });
  const app = await startApp({
    DATABASE_URL: database.url,
    TRUST_PROXY: '1',
    RATE_LIMIT_MULTIPLIER: '1000',
    GEMINI_API_KEY: 'bench-key',
    GEMINI_BASE_URL: standIn.baseUrl,
  });
  try {
    const cookie = await signIn(app.url);
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await generate(app.url, cookie));
    if (standIn.calls.length !== 2 * RUNS)
      throw new Error(`expected ${2 * RUNS} model calls, saw ${standIn.calls.length}`);
    const wallMs = Math.round(median(runs.map((run) => run.wallMs)));
    const firstProgressMs = Math.round(median(runs.map((run) => run.firstProgressMs)) * 10) / 10;
    const measurements: Measurement[] = [
      {
        section: 'Gemini',
        metric: `both itineraries, wall time (one call ${MODEL_DELAY_MS} ms)`,
        value: wallMs,
        unit: 'ms',
      },
      {
        section: 'Gemini',
        metric: 'wall time × one call',
        value: ratio(wallMs, MODEL_DELAY_MS),
        unit: '',
        target: { bound: 'at most', limit: 1.1 },
      },
      { section: 'Gemini', metric: 'first progress shown after', value: firstProgressMs, unit: 'ms' },
    ];
    return { modelDelayMs: MODEL_DELAY_MS, runs, wallMs, firstProgressMs, measurements };
  } finally {
    await app.stop();
    await standIn.stop();
  }
}
