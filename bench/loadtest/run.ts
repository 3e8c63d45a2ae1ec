// `npm run loadtest`: 200 virtual travelers for 5 minutes against two server
// processes that share one real PostgreSQL database, behind a pretend load
// balancer (requests alternate between the processes, X-Forwarded-For names
// each traveler's address). Checks: no 5xx, no lost write or delete, rate
// limits that hold across both processes, held memory flat after warm-up
// (resident memory is reported too).
//
// Environment: LOADTEST_ADMIN_URL (a PostgreSQL URL allowed to CREATE DATABASE;
// default postgresql://postgres@127.0.0.1:5432/postgres), LOADTEST_USERS (200),
// LOADTEST_SECONDS (300). Loopback only; `npm run loadtest` builds first.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TestClient } from '../../api/src/test/http-client.js';
import { createBenchDatabase, onServer } from '../lib/database.js';
import { root, startApp, type RunningServer } from '../lib/processes.js';
import { seededRandom } from '../../api/src/test/seeded-random.js';
import { summarize } from './stats.js';
import { behindLoadBalancer, VirtualUser, type Account, type Sample } from './virtual-user.js';

const ADMIN_URL = process.env.LOADTEST_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const USERS = Number(process.env.LOADTEST_USERS ?? 200);
const SECONDS = Number(process.env.LOADTEST_SECONDS ?? 300);
const PASSWORD = 'Load-test-2026!';
const WARM_UP_SECONDS = Math.min(60, SECONDS / 5);
// The app's own limits (services/auth/rate-limits.ts) at multiplier 1.
const LOGIN_FAILURES_PER_USERNAME_AND_IP = 5;
const LOGIN_FAILURES_PER_USERNAME = 100;
const LOGINS_PER_IP = 20;
/**
 * A traveler at this many saved trips deletes the oldest instead of saving
 * another, as travelers tidy up. Without it every traveler's list grew all
 * run long (about 24 trips, 0.5 MB per answer, by the end), and so did each
 * request's memory: the RSS check compared a bigger workload with a smaller
 * one. On a quiet machine travelers reach this about when the warm-up minute
 * ends.
 */
const MAX_SAVED_TRIPS = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ipFor = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

async function registerAccounts(servers: RunningServer[], databaseUrl: string): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let index = 0; index < USERS; index++) {
    const username = `load_${index}`;
    const account = { username, password: PASSWORD, ip: ipFor(index + 1) };
    const client = new TestClient(servers[index % servers.length]!.url, behindLoadBalancer(account.ip));
    const response = await client.post('/api/register', {
      username,
      email: `${username}@example.ph`,
      fullName: `Load Tester ${index}`,
      password: PASSWORD,
    });
    if (response.status !== 201)
      throw new Error(`registering ${username}: ${response.status} ${JSON.stringify(response.body)}`);
    accounts.push(account);
  }
  // Verification by e-mail is tested elsewhere; here every traveler is verified.
  await onServer(databaseUrl, (db) => db.query('UPDATE users SET is_verified = true'));
  return accounts;
}

/**
 * Wrong passwords for one username from one address, for another username from
 * many addresses, and sign-ins from one address, alternating between the processes.
 */
async function checkRateLimitsAcrossProcesses(servers: RunningServer[], victims: [string, string]) {
  const attempt = async (index: number, ip: string, username: string) => {
    const client = new TestClient(servers[index % servers.length]!.url, behindLoadBalancer(ip));
    return (await client.post('/api/login', { username, password: 'wrong-password' })).status;
  };
  const perUsernameAndIp: number[] = [];
  for (let index = 0; index < LOGIN_FAILURES_PER_USERNAME_AND_IP * 3; index++) {
    perUsernameAndIp.push(await attempt(index, '10.251.251.251', victims[0]));
  }
  const perUsername: number[] = [];
  for (let index = 0; index < LOGIN_FAILURES_PER_USERNAME + 10; index++) {
    perUsername.push(await attempt(index, ipFor(200_000 + index), victims[1]));
  }
  const perIp: number[] = [];
  for (let index = 0; index < LOGINS_PER_IP * 2; index++) {
    perIp.push(await attempt(index, '10.250.250.250', `nobody_${index}`));
  }
  const allowed = (statuses: number[]) => statuses.filter((status) => status !== 429).length;
  return {
    loginFailuresPerUsernameAndIp: {
      limit: LOGIN_FAILURES_PER_USERNAME_AND_IP,
      attempts: perUsernameAndIp.length,
      allowed: allowed(perUsernameAndIp),
    },
    loginFailuresPerUsername: {
      limit: LOGIN_FAILURES_PER_USERNAME,
      attempts: perUsername.length,
      allowed: allowed(perUsername),
    },
    loginsPerIp: { limit: LOGINS_PER_IP, attempts: perIp.length, allowed: allowed(perIp) },
  };
}

async function main() {
  const database = await createBenchDatabase(ADMIN_URL);
  if (database.kind !== 'postgresql') throw new Error(`the load test needs PostgreSQL at ${ADMIN_URL}`);
  const env = { DATABASE_URL: database.url, TRUST_PROXY: '1' };
  const servers: RunningServer[] = [];
  const names = ['A', 'B'];
  const heapLogDir = mkdtempSync(path.join(tmpdir(), 'lakbay-loadtest-heap-'));
  const heapLogs = names.map((name) => path.join(heapLogDir, `${name}.jsonl`));
  const heapProbe = pathToFileURL(path.join(import.meta.dirname, 'heap-probe.mjs')).href;
  try {
    for (const heapLog of heapLogs) {
      servers.push(await startApp({ ...env, NODE_OPTIONS: `--import ${heapProbe}`, BENCH_HEAP_LOG: heapLog }));
    }
    const bases = servers.map((server) => server.url);

    console.log(`registering ${USERS} travelers…`);
    const accounts = await registerAccounts(servers, database.url);
    const rateLimits = await checkRateLimitsAcrossProcesses(servers, [accounts[0]!.username, accounts[1]!.username]);

    const samples: Sample[] = [];
    const rss: { second: number; process: string; mib: number }[] = [];
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    const sampler = setInterval(() => {
      const second = Math.round((Date.now() - started) / 1000);
      servers.forEach((server, index) => rss.push({ second, process: names[index]!, mib: server.rssMiB() }));
    }, 5000);

    console.log(`${USERS} travelers for ${SECONDS} s…`);
    // The first two accounts are locked out by the rate-limit check; the others travel.
    const travelers = accounts.slice(2).map((account, index) => {
      const acknowledged = new Map<number, 'upcoming' | 'past' | 'canceled'>();
      const deleted = new Set<number>();
      const user = new VirtualUser({
        account,
        servers: bases,
        random: seededRandom(index + 1),
        record: (s) => samples.push(s),
        acknowledged,
        maxSavedTrips: MAX_SAVED_TRIPS,
        deleted,
      });
      const run = (async () => {
        await sleep((index / USERS) * 10_000); // ramp up over 10 s
        await user.login();
        while (Date.now() < deadline) {
          await user.step();
          await sleep(500 + Math.random() * 2000); // think time
        }
      })();
      return { run, acknowledged, deleted };
    });
    await Promise.all(travelers.map((traveler) => traveler.run));
    clearInterval(sampler);

    // Every acknowledged write is in the database, with the status last
    // acknowledged, and no acknowledged delete left its trip behind.
    const acknowledged = new Map(travelers.flatMap((traveler) => [...traveler.acknowledged]));
    const deleted = travelers.flatMap((traveler) => [...traveler.deleted]);
    const stored = await onServer(database.url, async (db) => {
      const result = await db.query<{ id: number; status: string }>('SELECT id, status FROM trips WHERE id = ANY($1)', [
        [...acknowledged.keys(), ...deleted],
      ]);
      return new Map(result.rows.map((row) => [row.id, row.status]));
    });
    const lostTrips = [...acknowledged.keys()].filter((id) => !stored.has(id)).length;
    const lostStatusChanges = [...acknowledged].filter(
      ([id, status]) => stored.has(id) && stored.get(id) !== status,
    ).length;
    const undeletedTrips = deleted.filter((id) => stored.has(id)).length;

    const exitCodes = await Promise.all(servers.map((server) => server.kill('SIGTERM')));
    servers.length = 0;

    const heldMemory = heapLogs.flatMap((heapLog, index) =>
      (existsSync(heapLog) ? readFileSync(heapLog, 'utf8').trim().split('\n') : []).map((line) => {
        const { atMs, heapUsed, external } = JSON.parse(line) as { atMs: number; heapUsed: number; external: number };
        return { second: (atMs - started) / 1000, process: names[index]!, mib: (heapUsed + external) / 2 ** 20 };
      }),
    );
    const report = summarize({ samples, rss, heldMemory, warmUpSeconds: WARM_UP_SECONDS });
    const result = {
      date: new Date().toISOString(),
      users: USERS,
      seconds: SECONDS,
      processes: 2,
      database: 'postgresql',
      ...report,
      writes: {
        tripsAcknowledged: acknowledged.size,
        tripsDeleted: deleted.length,
        lostTrips,
        lostStatusChanges,
        undeletedTrips,
      },
      rateLimits,
      cleanShutdown: exitCodes.every((code) => code === 0),
    };
    const targets = {
      zero5xx: report.totals.serverErrors === 0,
      zeroLostWrites: lostTrips === 0 && lostStatusChanges === 0 && undeletedTrips === 0,
      rateLimitsHold:
        rateLimits.loginFailuresPerUsernameAndIp.allowed === LOGIN_FAILURES_PER_USERNAME_AND_IP &&
        rateLimits.loginFailuresPerUsername.allowed === LOGIN_FAILURES_PER_USERNAME &&
        rateLimits.loginsPerIp.allowed === LOGINS_PER_IP,
      // What the app holds after each major collection, not RSS: RSS follows
      // how far V8 lets the heap grow between collections, which swings with
      // the load (in a 5-minute run heapTotal went 100 → 250 → 100 MiB while the
      // heap held after collections stayed at 55-90 MiB), so RSS halves compared
      // different points of that swing. A leak raises what is held.
      heldMemoryFlatAfterWarmUp: report.heldMemory.every((entry) => entry.growthPercent <= 10),
    };
    print(result, targets);
    mkdirSync(`${root}/bench/results`, { recursive: true });
    const file = `${root}/bench/results/loadtest-${result.date.slice(0, 10)}.json`;
    writeFileSync(file, `${JSON.stringify({ ...result, targets }, null, 2)}\n`);
    console.log(`\nwrote ${path.relative(root, file)}`);
    process.exitCode = Object.values(targets).every(Boolean) ? 0 : 1;
  } finally {
    await Promise.all(servers.map((server) => server.kill('SIGKILL')));
    await database.drop();
    rmSync(heapLogDir, { recursive: true, force: true });
  }
}

function print(result: ReturnType<typeof summarize> & Record<string, unknown>, targets: Record<string, boolean>) {
  console.log('\naction     requests   2xx    4xx   429   5xx   p50 ms   p99 ms');
  for (const row of result.actions) {
    console.log(
      `${row.action.padEnd(10)} ${String(row.requests).padStart(8)} ${String(row.ok).padStart(5)} ${String(row.clientErrors).padStart(6)} ${String(row.rateLimited).padStart(5)} ${String(row.serverErrors).padStart(5)} ${row.p50.toFixed(1).padStart(8)} ${row.p99.toFixed(1).padStart(8)}`,
    );
  }
  const { totals } = result;
  console.log(
    `total      ${String(totals.requests).padStart(8)}  ${totals.requestsPerSecond.toFixed(1)} req/s, ${totals.serverErrors} 5xx`,
  );
  const memoryLines = [
    ['RSS', result.rss],
    ['Held after major GC', result.heldMemory],
  ] as const;
  for (const [label, entries] of memoryLines) {
    for (const entry of entries) {
      console.log(
        `${label} ${entry.process}: mean ${entry.firstHalfMiB.toFixed(0)} MiB in the first half after warm-up, ${entry.secondHalfMiB.toFixed(0)} MiB in the second (${entry.growthPercent.toFixed(1)}%, peak ${entry.peakMiB.toFixed(0)} MiB)`,
      );
    }
  }
  console.log(JSON.stringify({ writes: result.writes, rateLimits: result.rateLimits }));
  for (const [name, met] of Object.entries(targets)) console.log(`${met ? 'PASS' : 'FAIL'} ${name}`);
}

await main();
