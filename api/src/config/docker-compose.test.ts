// docker-compose.yml passes every setting a deployment chooses from the
// environment, and README documents each: checked with the real Compose CLI
// (`docker compose config` resolves the file without a Docker engine).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { configVariables } from './env.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Fixed by the compose file or the image, or meant for test runs only. */
const fixed = ['NODE_ENV', 'DATABASE_URL'];
const notPassed = ['PORT', 'HOST', 'DATA_DIR', 'WEB_DIST_DIR', 'RATE_LIMIT_MULTIPLIER'];

/** `docker compose` (the Compose v2 plugin) or Debian's `docker-compose`, whichever runs. */
function composeCommand(): string[] | undefined {
  for (const command of [['docker', 'compose'], ['docker-compose']]) {
    if (spawnSync(command[0]!, [...command.slice(1), 'version'], { stdio: 'ignore' }).status === 0) return command;
  }
  if (process.env.CI) throw new Error('No Compose CLI in CI: .ci/run installs docker-compose');
  console.warn(
    'SKIPPED: the docker-compose.yml test needs `docker compose` or `docker-compose` (apt-get install -y docker-compose).',
  );
  return undefined;
}
const compose = composeCommand();

// An empty env file instead of a developer's .env: only the variables each test gives count.
const emptyEnvDir = mkdtempSync(path.join(tmpdir(), 'lakbay-compose-'));
const emptyEnvFile = path.join(emptyEnvDir, 'empty.env');
writeFileSync(emptyEnvFile, '');
afterAll(() => rmSync(emptyEnvDir, { recursive: true, force: true }));

function composeConfig(env: Record<string, string>) {
  return spawnSync(compose![0]!, [...compose!.slice(1), '--env-file', emptyEnvFile, 'config'], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
}

describe.runIf(compose)('docker-compose.yml', () => {
  it('passes every deployment setting from the environment to the app', () => {
    const passed = configVariables.filter((name) => !notPassed.includes(name));
    const env = Object.fromEntries(passed.map((name) => [name, `value-of-${name}`]));
    const result = composeConfig(env);
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.status).toBe(0);
    const { services } = parse(result.stdout) as { services: { app: { environment: Record<string, string> } } };
    const appEnvironment = services.app.environment;
    expect(Object.keys(appEnvironment).sort()).toEqual([...passed].sort());
    for (const name of passed.filter((name) => !fixed.includes(name))) {
      expect(appEnvironment[name], name).toBe(`value-of-${name}`);
    }
    expect(appEnvironment).toMatchObject({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://lakbay:lakbay@postgres:5432/lakbay',
    });
  });

  it('leaves unset settings empty (the app then takes its default) and refuses to run without SESSION_SECRET', () => {
    const result = composeConfig({ SESSION_SECRET: 's'.repeat(64) });
    expect(result.status).toBe(0);
    const { services } = parse(result.stdout) as { services: { app: { environment: Record<string, string> } } };
    expect(services.app.environment).toMatchObject({ GEMINI_API_KEY: '', PUBLIC_URL: 'http://localhost:3000' });

    const missing = composeConfig({});
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toMatch(/set SESSION_SECRET \(32\+ characters\)/);
  });
});

describe('README', () => {
  it('documents every setting in its configuration table', () => {
    const readme = readFileSync(new URL('README.md', `file://${root}`), 'utf8');
    const documented = [...readme.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1]);
    expect([...documented].sort()).toEqual([...configVariables].sort());
  });
});

describe('the Node.js the app runs on (issue #33)', () => {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

  it('is Node.js 24 LTS in the image, package.json, CI and README alike', () => {
    // Every stage of the Docker image that `docker compose up --build` builds.
    const stages = [...read('Dockerfile').matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    expect(stages).toEqual(['node:24-bookworm-slim', 'node:24-bookworm-slim']);
    const manifest = JSON.parse(read('package.json')) as { engines: { node: string } };
    expect(manifest.engines.node).toBe('>=24.11');
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { engines?: { node: string } }> };
    expect(lock.packages['']!.engines).toEqual(manifest.engines);
    expect(read('.ci/run')).toMatch(/^NODE_MAJOR=24$/m);
    expect(read('README.md')).toContain('Needs Node.js 24 (LTS)');
  });
});
