// The real server process (api/src/server.ts through tsx), for tests that start,
// signal and restart it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export type ServerProcess = ReturnType<typeof startServer>;

export function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', WEB_DIST_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  /** Resolves once the output matches `pattern` `count` times; rejects if the process exits first. */
  function waitFor(pattern: RegExp, count = 1): Promise<RegExpMatchArray> {
    const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    return new Promise((resolve, reject) => {
      const check = () => {
        const matches = [...output.matchAll(global)];
        if (matches.length < count) return;
        listeners.delete(check);
        resolve(matches[count - 1]!);
      };
      listeners.add(check);
      check();
      void exited.then(() => {
        listeners.delete(check);
        reject(new Error(`server exited before printing ${String(pattern)}:\n${output}`));
      });
    });
  }

  const ready = waitFor(/ready on http:\/\/localhost:(\d+)/).then((match) => `http://127.0.0.1:${match[1]}`);
  ready.catch(() => {}); // a server meant to fail is awaited through `exited`
  return { child, ready, exited, waitFor, output: () => output };
}
