// The project's documentation stays whole: every relative link in README.md and
// docs/**/*.md, and every docs/… page a code comment points to, names a file
// that exists. Links carry no #anchor: headings get reworded, files rarely move.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Files under `dir` (relative to the root) whose names end with one of `extensions`. */
function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => extensions.some((extension) => file.endsWith(extension)))
    .filter((file) => !/(^|\/)(node_modules|dist|dist-server|generated|gql)\//.test(file))
    .map((file) => path.join(dir, file));
}

/** The link targets of a Markdown text, leaving out code blocks and inline code. */
export function markdownLinks(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  const inline = [...prose.matchAll(/\]\(\s*<?([^()\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!);
  const references = [...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((match) => match[1]!);
  return [...inline, ...references];
}

const external = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** What is wrong with each relative link of one Markdown file, as readable lines. */
function brokenLinks(file: string): string[] {
  const links = markdownLinks(readFileSync(path.join(root, file), 'utf8')).filter((target) => !external(target));
  return links.flatMap((target) => {
    if (target.includes('#')) return [`${file}: ${target} has an anchor; link the file alone`];
    const resolved = path.resolve(path.dirname(path.join(root, file)), decodeURI(target));
    return existsSync(resolved) ? [] : [`${file}: ${target} does not exist`];
  });
}

describe("the project's documentation", () => {
  const pages = ['README.md', ...filesUnder('docs', ['.md'])];

  it('finds the links of a page, but not those in code', () => {
    const page = '[API](docs/api.md) and ![chart](../a.svg "Chart")\n`[no](x.md)`\n```\n[no](y.md)\n```\n[ref]: b.md\n';
    expect(markdownLinks(page)).toEqual(['docs/api.md', '../a.svg', 'b.md']);
  });

  it('links only to files that exist, without anchors', () => {
    expect(pages).toContain('docs/product/README.md');
    expect(pages.flatMap(brokenLinks)).toEqual([]);
  });

  it('has every docs/ page a code comment points to', () => {
    const code = ['api/src', 'web/src', 'e2e', 'bench', 'scripts'].flatMap((dir) =>
      filesUnder(dir, ['.ts', '.tsx', '.mjs']),
    );
    const cited = code.flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(/\bdocs\/[\w./-]+\.md\b/g)].map((match) => ({
        file,
        page: match[0],
      })),
    );
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter(({ page }) => !existsSync(path.join(root, page)))).toEqual([]);
  });

  it('indexes every decision with its status', () => {
    const index = readFileSync(path.join(root, 'docs/decisions/README.md'), 'utf8');
    const decisions = readdirSync(path.join(root, 'docs/decisions')).filter((file) => /^\d{3}-.*\.md$/.test(file));
    expect(decisions.length).toBeGreaterThanOrEqual(40);
    for (const file of decisions) {
      const head = readFileSync(path.join(root, 'docs/decisions', file), 'utf8')
        .split('\n')
        .slice(0, 5)
        .join('\n');
      const status = /^Status: (.+)$/m.exec(head)?.[1];
      expect(status, `${file} has a Status line`).toBeDefined();
      expect(index, `docs/decisions/README.md lists ${file}`).toContain(`(${file})`);
    }
  });
});
