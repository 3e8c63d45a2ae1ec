// `npm run build`: the Prisma client, the validation rules, the web app and the API, every step.
// `npm start` builds through `buildIfChanged()`: only the steps whose sources
// changed since their last build, so a restart on a built tree takes a second
// or two, not half a minute. See scripts/build-steps.mjs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSteps } from './build-steps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampFile = path.join(root, 'node_modules/.cache/lakbay/build-stamps.json');
const isTest = (file) => /\.test\.tsx?$/.test(file);
// Every step depends on the installed packages and the shared compiler settings.
const shared = ['package-lock.json', 'tsconfig.base.json'];

/** @type {import('./build-steps.mjs').BuildStep[]} */
export const steps = [
  {
    name: 'Prisma client',
    command: ['node', ['scripts/prisma-generate.mjs']],
    inputs: ['prisma/schema.prisma', 'prisma.config.ts', 'scripts/prisma-generate.mjs', ...shared],
    outputs: ['api/src/generated/prisma', 'api/src/generated/pothos-types.ts'],
  },
  {
    // The API runs its build; the web app and the tests read its source.
    name: 'validation rules',
    command: ['npm', ['run', '--silent', 'build', '-w', 'validation']],
    inputs: [
      'validation/src',
      'validation/package.json',
      'validation/tsconfig.json',
      'validation/tsconfig.build.json',
      ...shared,
    ],
    outputs: ['validation/dist/accounts.js'],
    ignore: isTest,
  },
  {
    name: 'web app',
    command: ['npm', ['run', '--silent', 'build', '-w', 'web']],
    // The server renderer imports the page template from the API (web/src/entry-server.tsx).
    inputs: ['web', 'validation/src', 'api/src/http/page-rendering.ts', ...shared],
    outputs: ['web/dist/index.html', 'web/dist-server'],
    ignore: isTest,
  },
  {
    name: 'API',
    command: ['npm', ['run', '--silent', 'build', '-w', 'api']],
    inputs: [
      'api/src',
      'api/package.json',
      'api/tsconfig.json',
      'api/tsconfig.build.json',
      'validation/dist',
      ...shared,
    ],
    outputs: ['api/dist/server.js'],
    // What api/tsconfig.build.json leaves out of the build.
    ignore: (file) => isTest(file) || file === path.join('api', 'src', 'test'),
  },
];

const log = (line) => console.log(`build: ${line}`);

export function buildIfChanged() {
  return runSteps(steps, { root, stampFile, onlyIfChanged: true, log });
}

if (fileURLToPath(import.meta.url) === path.resolve(process.argv[1] ?? '')) {
  try {
    runSteps(steps, { root, stampFile, onlyIfChanged: process.argv.includes('--if-changed'), log });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
