// `npm test`: every test of the project — unit, integration against a real
// database (DATABASE_URL when set, embedded PGlite otherwise) and browser tests
// in Chromium. Arguments pass through to Vitest (e.g. `npm test -- api/src/rest`).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsFile = 'test-results/vitest.json';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The Prisma client must match prisma/schema.prisma; the browser tests serve web/dist.
run('node', ['scripts/prisma-generate.mjs']);
run('npm', ['run', '--silent', 'build', '-w', 'web']);

rmSync(`${root}/${resultsFile}`, { force: true });
const vitest = spawnSync(
  'npx',
  [
    '--no-install',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${resultsFile}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);

// One plain closing line that any CI can read.
try {
  const results = JSON.parse(readFileSync(`${root}/${resultsFile}`, 'utf8'));
  const skipped = results.numPendingTests + results.numTodoTests;
  console.log(`tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped`);
} catch {
  console.log('tests: no results were written');
}
process.exit(vitest.status ?? 1);
