// Server start-up: from spawning `node api/dist/server.js` to its "ready" log
// line on an empty and on a 10,000-trip embedded database, the idle process's
// resident memory (the embedded database runs inside it), and README's
// `npm start` on a built tree (it checks what changed, then serves).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { prepareEmbeddedDataDir } from './lib/database.js';
import { startApp, startNpmStart, type RunningServer } from './lib/processes.js';
import { median, type Measurement } from './lib/stats.js';

const STARTS = 3;
const IDLE_MS = 3000;

async function startUp(trips: number, start: (env: Record<string, string>) => Promise<RunningServer> = startApp) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lakbay-bench-data-'));
  try {
    await prepareEmbeddedDataDir(dataDir, trips);
    const readyMs: number[] = [];
    let idleRssMiB = 0;
    for (let run = 0; run < STARTS; run++) {
      const app = await start({ DATA_DIR: dataDir });
      readyMs.push(app.readyMs);
      if (run === STARTS - 1) {
        await sleep(IDLE_MS);
        idleRssMiB = Math.round(app.rssMiB());
      }
      await app.stop();
    }
    return { readyMs: median(readyMs), starts: readyMs, idleRssMiB };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchServer(log: (line: string) => void) {
  log('  empty embedded database');
  const empty = await startUp(0);
  log('  10,000-trip embedded database');
  const full = await startUp(10_000);
  log('  npm start, built tree, empty embedded database');
  const npmStart = await startUp(0, startNpmStart);
  const measurements: Measurement[] = [
    {
      section: 'Server',
      metric: 'npm start to ready, built tree',
      value: npmStart.readyMs,
      unit: 'ms',
      target: { bound: 'at most', limit: 3000 },
    },
    { section: 'Server', metric: 'start to ready, empty embedded database', value: empty.readyMs, unit: 'ms' },
    { section: 'Server', metric: 'start to ready, 10,000 trips', value: full.readyMs, unit: 'ms' },
    { section: 'Server', metric: 'idle RSS (empty database)', value: empty.idleRssMiB, unit: 'MiB' },
    { section: 'Server', metric: 'idle RSS (10,000 trips)', value: full.idleRssMiB, unit: 'MiB' },
  ];
  return { empty, tenThousandTrips: full, npmStart, measurements };
}
