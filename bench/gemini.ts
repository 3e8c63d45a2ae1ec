// The Gemini path end to end: the app (GEMINI_API_KEY set) against the local
// stand-in in streaming mode, writing one day a second (docs/decisions/035-streamed-days.md).
// Both itineraries are asked for at once and streamed, so the whole request
// should take about one call, and the first day should reach the client soon
// after the stand-in writes it.
import { GoogleGenAI } from '@google/genai';
import { performance } from 'node:perf_hooks';
import { startGeminiStandIn, streamedPlan, tokyoPlan } from '../api/src/planners/gemini-stand-in.js';
import { BENCH_PASSWORD, type BenchDatabase } from './lib/database.js';
import { startApp } from './lib/processes.js';
import { median, ratio, type Measurement } from './lib/stats.js';

/** One day a second, as a model writes. */
const DAY_MS = 1000;
const RUNS = 3;
const DAYS = 5;

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

/** One generation with progress lines: when the first line, the first day and the result arrived. */
async function generate(url: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(`${url}/api/generate-trip`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', accept: 'application/x-ndjson' },
    body: JSON.stringify(tripRequest),
  });
  if (!response.ok || !response.body) throw new Error(`generate-trip answered ${response.status}`);
  let firstProgressMs: number | undefined;
  let firstDayAt: number | undefined;
  let text = '';
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    firstProgressMs ??= performance.now() - started;
    text += decoder.decode(chunk.value, { stream: true });
    if (firstDayAt === undefined && text.includes('"index":0,')) firstDayAt = performance.now();
  }
  const last = JSON.parse(text.trim().split('\n').at(-1)!) as { result?: unknown; error?: unknown };
  if (!last.result || firstDayAt === undefined) throw new Error(`generate-trip failed: ${JSON.stringify(last.error)}`);
  return { started, firstProgressMs: firstProgressMs!, firstDayAt, wallMs: performance.now() - started };
}

/** One call without streaming against the same stand-in, through the SDK: what "one call" takes. */
async function oneCall(baseUrl: string) {
  const ai = new GoogleGenAI({ apiKey: 'bench-key', httpOptions: { baseUrl } });
  const started = performance.now();
  await ai.models.generateContent({ model: 'bench', contents: 'plan' });
  return performance.now() - started;
}

export async function benchGemini(database: BenchDatabase) {
  const standIn = await startGeminiStandIn(() => streamedPlan(tokyoPlan(DAYS), { delayMs: DAY_MS }));
  const app = await startApp({
    DATABASE_URL: database.url,
    TRUST_PROXY: '1',
    RATE_LIMIT_MULTIPLIER: '1000',
    GEMINI_API_KEY: 'bench-key',
    GEMINI_BASE_URL: standIn.baseUrl,
  });
  try {
    const cookie = await signIn(app.url);
    const oneCallMs = [];
    for (let run = 0; run < RUNS; run++) oneCallMs.push(await oneCall(standIn.baseUrl));
    const calls = standIn.calls.length;
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const writes = standIn.writes.length;
      const generation = await generate(app.url, cookie);
      // From the stand-in writing a first day (whichever plan's came first) to that day at the client.
      const firstWrite = Math.min(
        ...standIn.writes
          .slice(writes)
          .filter((write) => write.part === 0)
          .map((write) => write.at),
      );
      runs.push({ ...generation, firstDayAfterWriteMs: generation.firstDayAt - firstWrite });
    }
    if (standIn.calls.length - calls !== 2 * RUNS) {
      throw new Error(`expected ${2 * RUNS} model calls, saw ${standIn.calls.length - calls}`);
    }
    const oneCallMedianMs = Math.round(median(oneCallMs));
    const wallMs = Math.round(median(runs.map((run) => run.wallMs)));
    const firstProgressMs = Math.round(median(runs.map((run) => run.firstProgressMs)) * 10) / 10;
    const firstDayMs = Math.round(median(runs.map((run) => run.firstDayAfterWriteMs)) * 10) / 10;
    const measurements: Measurement[] = [
      {
        section: 'Gemini',
        metric: `both itineraries streamed, wall time (${DAYS} days, one a second)`,
        value: wallMs,
        unit: 'ms',
      },
      { section: 'Gemini', metric: 'one call without streaming', value: oneCallMedianMs, unit: 'ms' },
      {
        section: 'Gemini',
        metric: 'wall time × one call',
        value: ratio(wallMs, oneCallMedianMs),
        unit: '',
        target: { bound: 'at most', limit: 1.1 },
      },
      {
        section: 'Gemini',
        metric: 'first day at the client after the stand-in wrote it',
        value: firstDayMs,
        unit: 'ms',
        target: { bound: 'at most', limit: 1500 },
      },
      { section: 'Gemini', metric: 'first progress shown after', value: firstProgressMs, unit: 'ms' },
    ];
    return {
      dayMs: DAY_MS,
      days: DAYS,
      oneCallMs,
      runs: runs.map(({ started: _started, firstDayAt: _at, ...run }) => run),
      wallMs,
      firstDayMs,
      firstProgressMs,
      measurements,
    };
  } finally {
    await app.stop();
    await standIn.stop();
  }
}
