import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// The shared validation package (validation/) as its TypeScript source, not its build.
const source = '@lakbay/source';

export default defineConfig({
  resolve: {
    // graphql ships ESM and CJS builds; Node resolves the CJS one for our
    // dependencies, so tests must too, or graphql sees two copies of itself.
    alias: {
      graphql: createRequire(import.meta.url).resolve('graphql'),
      // The web app's own alias (web/tsconfig.json), so its unit tests import as its code does.
      '@/': new URL('./web/src/', import.meta.url).pathname,
    },
  },
  // Node's own conditions besides ours: with Vite's default 'module' condition the
  // tests would load a second copy of a package (emotion) beside the one the
  // server renderer's build loads, and pages would stop hydrating in place.
  ssr: { resolve: { conditions: [source, 'node'] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'validation/src/**/*.test.ts',
            'api/src/**/*.test.ts',
            'web/src/**/*.test.ts',
            'e2e/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          globalSetup: ['api/src/test/global-setup.ts'],
        },
      },
      // Component tests: screens rendered in happy-dom against the real API in the same process.
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['web/src/**/*.test.tsx'],
          environment: './web/src/test/dom-environment.ts',
          setupFiles: ['web/src/test/setup-dom.ts'],
          globalSetup: ['api/src/test/global-setup.ts'],
          // A screen's whole flow (two sign-ups, a dialog typed into, the server's answer) took 30 s under CI's load.
          testTimeout: 60_000,
        },
      },
    ],
    setupFiles: ['api/src/test/setup.ts'],
    pool: 'forks',
    // Two cores: one worker per core; every test file gets its own database.
    maxWorkers: 2,
    testTimeout: 30_000,
    // Browser tests poll the page; vitest's 1 s default fails them on a loaded two-core machine.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
