// `npm start` builds only what changed (scripts/build-steps.mjs): real steps,
// each a Node process writing its output, in a throwaway tree.
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runSteps, type BuildStep } from '../scripts/build-steps.mjs';

/** A step that copies src/*.txt into out/bundle.txt and counts its runs in runs.log. */
const bundle: BuildStep = {
  name: 'bundle',
  command: [
    process.execPath,
    [
      '-e',
      `const fs = require('node:fs');
       fs.appendFileSync('runs.log', 'bundle\\n');
       fs.mkdirSync('out', { recursive: true });
       const files = fs.readdirSync('src').filter((f) => f.endsWith('.txt')).sort();
       fs.writeFileSync('out/bundle.txt', files.map((f) => fs.readFileSync('src/' + f, 'utf8')).join(''));`,
    ],
  ],
  inputs: ['src'],
  outputs: ['out/bundle.txt'],
  ignore: (file) => file.endsWith('.test.txt'),
};

describe('build steps', () => {
  let root: string;
  const build = (onlyIfChanged = true) =>
    runSteps([bundle], { root, stampFile: path.join(root, 'stamps/build.json'), onlyIfChanged });
  const runs = async () => (await readFile(path.join(root, 'runs.log'), 'utf8')).split('\n').filter(Boolean).length;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'lakbay-build-steps-'));
    await mkdir(path.join(root, 'src'));
    await writeFile(path.join(root, 'src/a.txt'), 'one');
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('builds on a fresh tree, skips a second start with nothing changed, rebuilds when a source changed', async () => {
    expect(build()).toEqual(['bundle']);
    expect(build()).toEqual([]);
    expect(await runs()).toBe(1);

    await writeFile(path.join(root, 'src/a.txt'), 'two');
    expect(build()).toEqual(['bundle']);
    expect(await readFile(path.join(root, 'out/bundle.txt'), 'utf8')).toBe('two');
    // A new file is a change too; a file the step ignores is not.
    await writeFile(path.join(root, 'src/b.txt'), '!');
    expect(build()).toEqual(['bundle']);
    await writeFile(path.join(root, 'src/b.test.txt'), 'ignored');
    expect(build()).toEqual([]);
    expect(await runs()).toBe(3);
  });

  it('rebuilds when an output is missing, and always when asked to', async () => {
    build();
    await rm(path.join(root, 'out'), { recursive: true });
    expect(build()).toEqual(['bundle']);
    expect(build(false)).toEqual(['bundle']);
    expect(build()).toEqual([]);
  });

  it('records nothing for a failed step, so the next start tries again', async () => {
    const failing: BuildStep = { ...bundle, command: [process.execPath, ['-e', 'process.exit(3)']] };
    const stampFile = path.join(root, 'stamps/build.json');
    build();
    await writeFile(path.join(root, 'src/a.txt'), 'two');
    expect(() => runSteps([failing], { root, stampFile, onlyIfChanged: true })).toThrow(/bundle: build failed/);
    expect(build()).toEqual(['bundle']);
  });
});
