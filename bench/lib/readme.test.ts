import { describe, expect, it } from 'vitest';
import { BEGIN, END, replaceSection } from './readme.js';

describe("README's benchmark figures", () => {
  it('replaces only the text between the markers', () => {
    const readme = `# App\n\n## Benchmarks\n\n${BEGIN}\nold table\n${END}\n\n## Next\n`;
    expect(replaceSection(readme, 'new table')).toBe(
      `# App\n\n## Benchmarks\n\n${BEGIN}\nnew table\n${END}\n\n## Next\n`,
    );
  });

  it('refuses a README without the markers', () => {
    expect(() => replaceSection('# App\n', 'table')).toThrow(/needs the lines/);
  });
});
