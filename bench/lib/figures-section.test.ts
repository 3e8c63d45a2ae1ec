import { describe, expect, it } from 'vitest';
import { BEGIN, END, replaceSection } from './figures-section.js';

describe('the benchmark figures in docs/benchmarks.md', () => {
  it('replaces only the text between the markers', () => {
    const page = `# Benchmarks\n\n## Figures\n\n${BEGIN}\nold table\n${END}\n\n## Next\n`;
    expect(replaceSection(page, 'new table')).toBe(
      `# Benchmarks\n\n## Figures\n\n${BEGIN}\nnew table\n${END}\n\n## Next\n`,
    );
  });

  it('refuses a page without the markers', () => {
    expect(() => replaceSection('# Benchmarks\n', 'table')).toThrow(/needs the lines/);
  });
});
