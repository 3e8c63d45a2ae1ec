// A throwaway PostgreSQL cluster of the machine's own PostgreSQL binaries, so a
// fault run can stop and start "the database" without touching anyone else's.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const BIN = (() => {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
})();

/** PostgreSQL refuses to run as root: run its tools as the postgres user when we are root. */
function run(tool: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [command, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', `${BIN}/${tool}`, ...args]]
    : [`${BIN}/${tool}`, args];
  execFileSync(command, argv, { stdio: 'pipe' });
}

export function startPrivatePostgres(port: number) {
  const root = mkdtempSync(path.join(tmpdir(), 'lakbay-faults-pg-'));
  chmodSync(root, 0o777);
  const dataDir = path.join(root, 'data');
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`;
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const start = () => run('pg_ctl', ['-D', dataDir, '-o', options, '-w', '-l', path.join(root, 'log'), 'start']);
  start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    /** A fast shutdown: open connections are closed, as in a restart by an operator. */
    stop: () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    start,
    destroy() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
