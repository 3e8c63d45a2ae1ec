// Build steps that run only when their inputs changed since their last build.
//
// A step's stamp is one SHA-256 over the paths and contents of its input files
// (contents, not times: a checkout or a copy changes times, not sources). The
// stamp of each step's last successful build is kept in `stampFile`; a step
// runs when its stamp differs, when one of its outputs is missing, or always
// when `onlyIfChanged` is false (and then records its stamp for next time).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} BuildStep
 * @property {string} name
 * @property {[string, string[]]} command program and arguments, run in `root`
 * @property {string[]} inputs files and folders, relative to `root`
 * @property {string[]} outputs files and folders the command writes
 * @property {(relativePath: string) => boolean} [ignore] input files and folders to leave out
 */

/** Never inputs: installed packages and build outputs. */
const alwaysIgnored = new Set(['node_modules', 'dist', 'dist-server']);

function listFiles(root, relativePath, ignore, files) {
  if (ignore?.(relativePath)) return;
  const absolute = path.join(root, relativePath);
  if (!existsSync(absolute)) return;
  if (!statSync(absolute).isDirectory()) {
    files.push(relativePath);
    return;
  }
  for (const entry of readdirSync(absolute).sort()) {
    if (!alwaysIgnored.has(entry)) listFiles(root, path.join(relativePath, entry), ignore, files);
  }
}

/** @param {BuildStep} step */
export function stampOf(root, step) {
  const files = [];
  for (const input of step.inputs) listFiles(root, input, step.ignore, files);
  const hash = createHash('sha256');
  hash.update(JSON.stringify(step.command));
  for (const file of files) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

function readStamps(stampFile) {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * Runs the steps in order, each only if needed (see above). Returns the names
 * of the steps it ran; throws when one fails (its stamp is then not recorded).
 * @param {BuildStep[]} steps
 * @param {{ root: string, stampFile: string, onlyIfChanged: boolean, log?: (line: string) => void }} options
 */
export function runSteps(steps, { root, stampFile, onlyIfChanged, log = () => {} }) {
  const stamps = readStamps(stampFile);
  const ran = [];
  for (const step of steps) {
    const stamp = stampOf(root, step);
    const built = step.outputs.every((output) => existsSync(path.join(root, output)));
    if (onlyIfChanged && built && stamps[step.name] === stamp) {
      log(`${step.name}: up to date`);
      continue;
    }
    log(`${step.name}: building`);
    const [program, args] = step.command;
    const result = spawnSync(program, args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${step.name}: build failed (${program} ${args.join(' ')})`);
    // The stamp of the inputs as they were built: an edit during the build shows at the next start.
    stamps[step.name] = stamp;
    mkdirSync(path.dirname(stampFile), { recursive: true });
    writeFileSync(stampFile, `${JSON.stringify(stamps, null, 2)}\n`);
    ran.push(step.name);
  }
  return ran;
}
