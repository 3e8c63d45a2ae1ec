// `npm run bench`: measures the API against a raw baseline, the offline
// planner, the Gemini path, the web app's weight and Lighthouse scores and the
// server's start-up; writes bench/results/<date>.json and <date>.svg, prints a
// table and puts it in docs/benchmarks.md.
// Sections can be picked: `npm run bench -- api planner` (api, mcp, planner, plans, gemini, pages, web, live, server).
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import path from 'node:path';
import { benchApi } from './api.js';
import { benchGemini } from './gemini.js';
import { benchLive } from './live.js';
import { benchMcp } from './mcp.js';
import { createBenchDatabase } from './lib/database.js';
import { renderChart } from './lib/chart.js';
import { root } from './lib/processes.js';
import { replaceSection } from './lib/figures-section.js';
import { formatTable, type Measurement } from './lib/stats.js';
import { benchPlanner } from './planner.js';
import { benchPages } from './pages.js';
import { benchPlans } from './plans.js';
import { benchServer } from './server.js';
import { benchWeb } from './web.js';

const SECTIONS = ['api', 'mcp', 'planner', 'plans', 'gemini', 'pages', 'web', 'live', 'server'] as const;
type Section = (typeof SECTIONS)[number];

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !SECTIONS.includes(name as Section));
if (unknown.length) throw new Error(`unknown section ${unknown.join(', ')}; choose from ${SECTIONS.join(', ')}`);
const sections = new Set<Section>(requested.length ? (requested as Section[]) : SECTIONS);
const everything = sections.size === SECTIONS.length;

const log = (line: string) => console.log(line);
const startedAt = Date.now();
const date = new Date().toISOString().slice(0, 10);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

const results: Record<string, unknown> = {
  date,
  // Other work on the machine moves the figures: the load when the run started.
  machine: { cpus: availableParallelism(), cpuModel: cpus()[0]?.model, node: process.version, loadAverage: loadavg() },
};
const measurements: Measurement[] = [];

const database = await createBenchDatabase(serverUrl);
results.database = database.kind;
log(
  `Database: ${database.kind === 'postgresql' ? 'PostgreSQL (fresh database)' : 'embedded PGlite (no PostgreSQL at BENCH_DATABASE_URL)'}`,
);
try {
  if (sections.has('api') || sections.has('gemini') || sections.has('web') || sections.has('live')) {
    // The API benchmark seeds the signed-in user the Gemini and web sections reuse.
    log('API (autocannon, 50 connections)');
    const api = await benchApi(database, log);
    if (sections.has('api')) {
      results.api = api.loads;
      measurements.push(...api.measurements);
    }
  }
  if (sections.has('mcp')) {
    log('MCP (a tool call against the same GraphQL operation, 10 connections)');
    const { measurements: mcpMeasurements, ...mcp } = await benchMcp(database, log);
    results.mcp = mcp;
    measurements.push(...mcpMeasurements);
  }
  if (sections.has('planner')) {
    log('Offline planner');
    const planner = benchPlanner();
    results.planner = planner.results;
    measurements.push(...planner.measurements);
  }
  if (sections.has('plans')) {
    log('Plans on the ground (every destination × 4 and 8 days × 2 interests × April and November, both planners)');
    const plans = await benchPlans();
    results.plans = plans.results;
    measurements.push(...plans.measurements);
  }
  if (sections.has('gemini')) {
    log('Gemini path (stand-in streaming one day a second)');
    const { measurements: geminiMeasurements, ...gemini } = await benchGemini(database);
    results.gemini = gemini;
    measurements.push(...geminiMeasurements);
  }
  if (sections.has('pages')) {
    log('Public pages signed out, beside /healthz (autocannon, 20 connections, page cache on and off)');
    const { measurements: pageMeasurements, ...pages } = await benchPages(database, log);
    results.pages = pages;
    measurements.push(...pageMeasurements);
  }
  if (sections.has('live')) {
    log('Live trip pages (two processes, /graphql/stream)');
    const { measurements: liveMeasurements, ...live } = await benchLive(database);
    results.live = live;
    measurements.push(...liveMeasurements);
  }
  if (sections.has('web')) {
    log('Web (Chromium and Lighthouse)');
    const { measurements: webMeasurements, ...web } = await benchWeb(database, log);
    results.web = web;
    measurements.push(...webMeasurements);
  }
} finally {
  await database.drop();
}
if (sections.has('server')) {
  log('Server start-up');
  const { measurements: serverMeasurements, ...server } = await benchServer(log);
  results.server = server;
  measurements.push(...serverMeasurements);
}
results.measurements = measurements;
results.durationSeconds = Math.round((Date.now() - startedAt) / 1000);

const table = formatTable(measurements);
console.log(`\n${table}\n\nFinished in ${results.durationSeconds} s.`);

// A partial run is for working on one area: it leaves the recorded results alone.
if (everything) {
  const resultsDir = path.join(root, 'bench/results');
  writeFileSync(path.join(resultsDir, `${date}.json`), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, `${date}.svg`), renderChart(measurements, `Lakbay benchmarks, ${date}`));
  const pagePath = path.join(root, 'docs/benchmarks.md');
  const summary = [
    `Measured ${date} on ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, ${database.kind === 'postgresql' ? 'PostgreSQL' : 'embedded PGlite'}; \`bench/results/${date}.json\` has every run.`,
    '',
    table,
    '',
    `![Each benchmark figure against its target](../bench/results/${date}.svg)`,
  ].join('\n');
  writeFileSync(pagePath, replaceSection(readFileSync(pagePath, 'utf8'), summary));
  console.log(`Wrote bench/results/${date}.json, bench/results/${date}.svg and the figures in docs/benchmarks.md.`);
}
