// `npm run faults`: scripted, repeatable faults against the production build.
//   database-restart  PostgreSQL stopped and started again under write load
//   sigkill           the server killed mid-write, then restarted (real PostgreSQL and embedded)
//   sigterm           a request in flight when the server is asked to stop
//   gemini            the Gemini service answering 429, 503, garbage and nothing at all
//   smtp              the mail server refusing mail while travelers sign up, then coming back
// Each scenario prints what it saw; the run fails when a target is missed.
// Writes bench/results/faults-<date>.json. Loopback only; needs `npm run build`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiError,
  daysAskedFor,
  modelAnswer,
  startGeminiStandIn,
  tokyoPlan,
  type GeminiCall,
  type GeminiReply,
} from '../../api/src/planners/gemini-stand-in.js';
import { TestClient } from '../../api/src/test/http-client.js';
import { seededRandom } from '../../api/src/test/seeded-random.js';
import { startTestSmtpServer } from '../../api/src/test/smtp-server.js';
import { root, startApp, type RunningServer } from '../lib/processes.js';
import { VirtualUser, type Sample } from '../loadtest/virtual-user.js';
import { startPrivatePostgres } from './private-postgres.js';

const PASSWORD = 'Faults-test-2026!';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Rate limits are the load test's subject, not this run's: every sign-up here comes from 127.0.0.1.
const BASE_ENV = { RATE_LIMIT_MULTIPLIER: '100', NODE_ENV: 'development' };

interface Check {
  scenario: string;
  check: string;
  passed: boolean;
  detail: string;
}
const checks: Check[] = [];
function expectThat(scenario: string, check: string, passed: boolean, detail: unknown) {
  checks.push({ scenario, check, passed, detail: typeof detail === 'string' ? detail : JSON.stringify(detail) });
  console.log(
    `  ${passed ? 'PASS' : 'FAIL'} ${check}: ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`,
  );
}

/** A verified traveler on `server`: signs up, follows the link in the development outbox, signs in. */
async function traveler(server: RunningServer, index: number, samples: Sample[]) {
  const username = `fault_${index}_${Date.now().toString(36)}`;
  const email = `${username}@example.ph`;
  const client = new TestClient(server.url);
  const registered = await client.post('/api/register', {
    username,
    email,
    fullName: 'Fault Tester',
    password: PASSWORD,
  });
  if (registered.status !== 201)
    throw new Error(`sign-up failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const outbox = await (await fetch(`${server.url}/dev/outbox`)).text();
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const token = new RegExp(`<td>${escaped}</td>[\\s\\S]*?verify-email\\?token=([A-Za-z0-9_-]+)`).exec(outbox)?.[1];
  if (!token) throw new Error(`no verification link for ${email}`);
  await client.get(`/api/verify-email?token=${token}`);
  const user = new VirtualUser({
    account: { username, password: PASSWORD, ip: '127.0.0.1' },
    servers: [server.url],
    random: seededRandom(index),
    record: (sample) => samples.push(sample),
    acknowledged: new Map(),
  });
  await user.login();
  return { user, acknowledged: user.acknowledged };
}

/** Saves trips in a loop until `until()` says stop. */
async function keepSaving(user: VirtualUser, until: () => boolean) {
  while (!until()) {
    await user.save();
    await sleep(50);
  }
}

async function tripIdsOf(user: VirtualUser) {
  const response = await user.listTripIds();
  return new Set(response);
}

async function databaseRestart() {
  const scenario = 'database-restart';
  console.log(`\n${scenario}: PostgreSQL stopped and started under write load`);
  const postgres = startPrivatePostgres(55432);
  let server: RunningServer | undefined;
  try {
    server = await startApp({ PORT: '3201', ...BASE_ENV, DATABASE_URL: postgres.url });
    const samples: Sample[] = [];
    const writers = await Promise.all([1, 2, 3, 4, 5].map((index) => traveler(server!, index, samples)));
    let stop = false;
    const running = writers.map(({ user }) => keepSaving(user, () => stop));
    await sleep(2_000);

    const stoppedAt = performance.now();
    postgres.stop();
    const readyWhileDown: number[] = [];
    const downUntil = performance.now() + 3_000;
    while (performance.now() < downUntil) {
      readyWhileDown.push((await fetch(`${server.url}/readyz`)).status);
      await sleep(200);
    }
    const whileDown = samples.filter((sample) => sample.atMs >= stoppedAt + 500);
    postgres.start();
    const startedAt = performance.now();
    let readyAfterMs = Number.NaN;
    while (performance.now() - startedAt < 15_000) {
      if ((await fetch(`${server.url}/readyz`)).status === 200) {
        readyAfterMs = performance.now() - startedAt;
        break;
      }
      await sleep(100);
    }
    await sleep(2_000);
    stop = true;
    await Promise.all(running);
    const firstWriteAfter = samples.find((sample) => sample.atMs > startedAt && sample.status === 201);

    const statusesWhileDown = countBy(whileDown.map((sample) => sample.status));
    expectThat(
      scenario,
      '/readyz answers 503 while the database is down',
      readyWhileDown.every((s) => s === 503),
      countBy(readyWhileDown),
    );
    expectThat(
      scenario,
      'writes while down answer 503 (never another 5xx)',
      whileDown.length > 0 && whileDown.every((sample) => sample.status === 503),
      statusesWhileDown,
    );
    expectThat(
      scenario,
      'ready again within 5 s of the database returning',
      readyAfterMs <= 5_000,
      `${readyAfterMs.toFixed(0)} ms`,
    );
    expectThat(
      scenario,
      'writes succeed again within 5 s',
      firstWriteAfter !== undefined && firstWriteAfter.atMs - startedAt <= 5_000,
      firstWriteAfter ? `${(firstWriteAfter.atMs - startedAt).toFixed(0)} ms` : 'none',
    );
    await expectNothingLost(scenario, writers);
  } finally {
    await server?.kill('SIGKILL');
    postgres.destroy();
  }
}

async function killDuringWrites(mode: 'postgresql' | 'embedded') {
  const scenario = `sigkill-${mode}`;
  console.log(`\n${scenario}: the server killed with SIGKILL while saving, then restarted on the same data`);
  const postgres = mode === 'postgresql' ? startPrivatePostgres(55433) : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lakbay-faults-data-'));
  const env = { ...BASE_ENV, ...(postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir }) };
  let server: RunningServer | undefined;
  try {
    server = await startApp({ ...env, PORT: '3202' });
    const samples: Sample[] = [];
    const writers = await Promise.all([1, 2, 3, 4].map((index) => traveler(server!, index, samples)));
    let stop = false;
    const running = writers.map(({ user }) => keepSaving(user, () => stop));
    await sleep(3_000);
    const exit = await server.kill('SIGKILL');
    stop = true;
    await Promise.all(running);
    expectThat(scenario, 'the server died at once', exit === null, `exit code ${exit}`);

    server = await startApp({ ...env, PORT: '3202' });
    for (const { user } of writers) await user.login();
    await expectNothingLost(scenario, writers);
  } finally {
    await server?.kill('SIGKILL');
    postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function expectNothingLost(
  scenario: string,
  writers: { user: VirtualUser; acknowledged: Map<number, string> }[],
) {
  let acknowledged = 0;
  let missing = 0;
  for (const { user, acknowledged: trips } of writers) {
    const stored = await tripIdsOf(user);
    acknowledged += trips.size;
    missing += [...trips.keys()].filter((id) => !stored.has(id)).length;
  }
  expectThat(scenario, 'every acknowledged trip is stored', acknowledged > 0 && missing === 0, {
    acknowledged,
    missing,
  });
}

async function terminateInFlight() {
  const scenario = 'sigterm';
  console.log(`\n${scenario}: SIGTERM while a 2-second trip generation is in flight`);
  const gemini = await startGeminiStandIn(async (call) => {
    await sleep(2_000);
    return planFor(call);
  });
  let server: RunningServer | undefined;
  try {
    server = await startApp({
      PORT: '3204',
      ...BASE_ENV,
      GEMINI_API_KEY: 'faults-key',
      GEMINI_BASE_URL: gemini.baseUrl,
    });
    const samples: Sample[] = [];
    const { user } = await traveler(server, 1, samples);
    const generation = user.generateOnce();
    await sleep(500);
    const exit = server.kill('SIGTERM');
    const status = await generation;
    expectThat(scenario, 'the request in flight finishes', status === 200, `status ${status}`);
    expectThat(scenario, 'the process exits cleanly', (await exit) === 0, `exit code ${await exit}`);
  } finally {
    await server?.kill('SIGKILL');
    await gemini.stop();
  }
}

/** A well-formed model answer for whatever trip the prompt asks for. */
const planFor = (call: GeminiCall): GeminiReply => modelAnswer(tokyoPlan(daysAskedFor(call)));

async function geminiFaults() {
  const scenario = 'gemini';
  console.log(`\n${scenario}: Gemini answering 429, 503, garbage and nothing, mixed with good answers`);
  const faults: ((call: GeminiCall) => GeminiReply)[] = [
    planFor,
    () => apiError(429, 'Resource has been exhausted (e.g. check quota).'),
    () => apiError(503, 'The model is overloaded. Please try again later.'),
    () => modelAnswer('{"destination": "Tokyo", "days": [tru'),
    () => 'hang',
  ];
  const next = seededRandom(7);
  const gemini = await startGeminiStandIn((call) => faults[Math.floor(next() * faults.length)]!(call));
  let server: RunningServer | undefined;
  try {
    server = await startApp({
      PORT: '3205',
      ...BASE_ENV,
      GEMINI_API_KEY: 'faults-key',
      GEMINI_BASE_URL: gemini.baseUrl,
      GEMINI_DEADLINE_SECONDS: '3',
      TRIP_GENERATION_CONCURRENCY: '50',
    });
    const samples: Sample[] = [];
    const users = await Promise.all([1, 2, 3, 4, 5, 6].map((index) => traveler(server!, index, samples)));
    const messages: string[] = [];
    for (let round = 0; round < 4; round++) {
      await Promise.all(users.map(({ user }) => user.generateOnce(messages)));
    }
    const statuses = countBy(samples.filter((s) => s.action === 'generate').map((s) => s.status));
    const known = /API key|Invalid response|temporarily unavailable/;
    expectThat(
      scenario,
      'every failure carries one of the spec messages',
      messages.every((m) => known.test(m)),
      countBy(messages),
    );
    expectThat(scenario, 'some generations still succeed', (statuses[200] ?? 0) > 0, statuses);
    const alive = await fetch(`${server.url}/readyz`);
    expectThat(
      scenario,
      'the server is still up and ready',
      alive.status === 200 && server.child.exitCode === null,
      `readyz ${alive.status}`,
    );
  } finally {
    await server?.kill('SIGKILL');
    await gemini.stop();
  }
}

async function mailServerDown() {
  const scenario = 'smtp';
  console.log(`\n${scenario}: the mail server refuses every connection while travelers sign up, then comes back`);
  const smtp = await startTestSmtpServer();
  smtp.refusing = true;
  let server: RunningServer | undefined;
  try {
    server = await startApp({ PORT: '3206', ...BASE_ENV, SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '1' });
    const emails = [1, 2, 3].map((index) => `mail_${index}_${Date.now().toString(36)}@example.ph`);
    const statuses = [];
    for (const email of emails) {
      const client = new TestClient(server.url);
      const username = email.split('@')[0]!;
      statuses.push(
        (await client.post('/api/register', { username, email, fullName: 'Mail Tester', password: PASSWORD })).status,
      );
    }
    expectThat(
      scenario,
      'sign-ups succeed while mail is refused',
      statuses.every((status) => status === 201),
      countBy(statuses),
    );
    await sleep(1_500);
    expectThat(
      scenario,
      'nothing was delivered while the server refused',
      smtp.inbox.length === 0,
      `${smtp.inbox.length} delivered`,
    );
    smtp.refusing = false;
    const backAt = performance.now();
    const delivered = () => emails.filter((email) => smtp.inbox.some((mail) => mail.to.includes(email))).length;
    while (delivered() < emails.length && performance.now() - backAt < 20_000) await sleep(100);
    expectThat(
      scenario,
      'every verification e-mail arrives once the mail server is back',
      delivered() === emails.length,
      `${delivered()} of ${emails.length} after ${(performance.now() - backAt).toFixed(0)} ms`,
    );
  } finally {
    await server?.kill('SIGKILL');
    await smtp.stop();
  }
}

function countBy(values: (string | number)[]) {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

async function main() {
  const only = process.argv.slice(2);
  const scenarios: [string, () => Promise<void>][] = [
    ['database-restart', databaseRestart],
    ['sigkill-postgresql', () => killDuringWrites('postgresql')],
    ['sigkill-embedded', () => killDuringWrites('embedded')],
    ['sigterm', terminateInFlight],
    ['gemini', geminiFaults],
    ['smtp', mailServerDown],
  ];
  for (const [name, scenario] of scenarios) {
    if (only.length && !only.includes(name)) continue;
    try {
      await scenario();
    } catch (error) {
      expectThat(name, 'the scenario ran to the end', false, String(error));
    }
  }
  mkdirSync(`${root}/bench/results`, { recursive: true });
  const date = new Date().toISOString();
  const file = `${root}/bench/results/faults-${date.slice(0, 10)}.json`;
  writeFileSync(file, `${JSON.stringify({ date, checks }, null, 2)}\n`);
  const failed = checks.filter((check) => !check.passed);
  console.log(
    `\n${checks.length - failed.length} passed, ${failed.length} failed — wrote ${path.relative(root, file)}`,
  );
  process.exitCode = failed.length ? 1 : 0;
}

await main();
