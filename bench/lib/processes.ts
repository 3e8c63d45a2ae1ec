// Starts and stops the servers the benchmark measures, each in its own
// process, and reads how long they took to get ready and how much memory they hold.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const root = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  pid: number;
  child: ChildProcess;
  /** From spawn to the "ready" log line. */
  readyMs: number;
  /** Resident set size now, in MiB (Linux). */
  rssMiB(): number;
  /** SIGTERM, then SIGKILL after 15 s. */
  stop(): Promise<void>;
  /** Sends `signal` and resolves with the exit code once the process is gone (null when a signal ended it). */
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

const READY_TIMEOUT_MS = 120_000;

/**
 * Runs `command <args>` with its output in a log file (a pipe the benchmark has
 * to drain would compete with the load generator) and waits for the line
 * `isReady` picks out; that line gives the port.
 */
async function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  readyLine: (line: Record<string, unknown>) => { port: number; time?: number } | undefined,
): Promise<RunningServer> {
  const logDir = mkdtempSync(path.join(tmpdir(), 'lakbay-bench-log-'));
  const logFile = path.join(logDir, 'out.log');
  const fd = openSync(logFile, 'w');
  const startedAt = Date.now();
  // Its own process group, stopped as a whole: `npm start` runs the app under npm and a shell,
  // and a signal to npm alone left the app running after the benchmark.
  const child: ChildProcess = spawn(command, args, {
    cwd: root,
    env,
    stdio: ['ignore', fd, fd],
    detached: true,
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group is gone already.
    }
  };
  closeSync(fd);
  let exited = false;
  const exit = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exited = true;
      resolve(code);
    }),
  );

  const deadline = startedAt + READY_TIMEOUT_MS;
  for (;;) {
    const log = readFileSync(logFile, 'utf8');
    for (const text of log.split('\n')) {
      let line: Record<string, unknown>;
      try {
        line = JSON.parse(text) as Record<string, unknown>;
      } catch {
        continue;
      }
      const ready = readyLine(line);
      if (ready) {
        const readyAt = ready.time ?? Date.now();
        return {
          url: `http://127.0.0.1:${ready.port}`,
          pid: child.pid!,
          child,
          readyMs: readyAt - startedAt,
          rssMiB: () => {
            const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
            return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
          },
          async stop() {
            signalGroup('SIGTERM');
            await Promise.race([exit, sleep(15_000).then(() => signalGroup('SIGKILL'))]);
            rmSync(logDir, { recursive: true, force: true });
          },
          async kill(signal) {
            if (!exited) child.kill(signal);
            const code = await exit;
            // What the killed process started (npm's shell and app) goes too.
            signalGroup('SIGKILL');
            rmSync(logDir, { recursive: true, force: true });
            return code;
          },
        };
      }
    }
    if (exited || Date.now() > deadline) {
      signalGroup('SIGKILL');
      throw new Error(`${args.join(' ')} did not get ready:\n${log.slice(-4000)}`);
    }
    await sleep(5);
  }
}

/**
 * With BENCH_CPU_PROF=<folder> set, each app and baseline process writes a CPU
 * profile there when it stops (named app-<time> or baseline-<time>), so the two can be compared.
 */
const profileArgs = (name: string) => {
  const profileDir = process.env.BENCH_CPU_PROF;
  const file = `${name}-${Date.now()}.cpuprofile`;
  return profileDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profileDir), '--cpu-prof-name', file] : [];
};

/** The built app (node api/dist/server.js) in production mode. */
export function startApp(env: Record<string, string | undefined>): Promise<RunningServer> {
  return startProcess(
    process.execPath,
    [...profileArgs('app'), 'api/dist/server.js'],
    {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
      // The benchmarks send no mail worth reading: sign-ups' e-mail stays in the mail_outbox table.
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
      WEB_DIST_DIR: 'web/dist',
      // The benchmarks measure Lakbay, not the public Overpass instance.
      OVERPASS_URL: 'off',
      ...env,
    },
    appReadyLine,
  );
}

const appReadyLine = (line: Record<string, unknown>) =>
  typeof line.msg === 'string' && line.msg.startsWith('Lakbay is ready')
    ? { port: Number(line.port), time: Number(line.time) }
    : undefined;

/**
 * README's first command, `npm start`, as a user runs it (development mode):
 * it builds what changed, then serves.
 */
export function startNpmStart(env: Record<string, string | undefined>): Promise<RunningServer> {
  return startProcess('npm', ['start'], { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', ...env }, appReadyLine);
}

/** The raw baseline: plain node:http and pg, no framework (bench/baseline-server.ts). */
export function startBaseline(databaseUrl: string, userId: number): Promise<RunningServer> {
  return startProcess(
    process.execPath,
    [...profileArgs('baseline'), '--import', 'tsx', 'bench/baseline-server.ts'],
    { PATH: process.env.PATH, DATABASE_URL: databaseUrl, BENCH_USER_ID: String(userId) },
    (line) => (line.ready === true ? { port: Number(line.port) } : undefined),
  );
}
