// Keeps docs/benchmarks.md's figures in step with the latest run.

export const BEGIN = '<!-- bench:begin (written by npm run bench) -->';
export const END = '<!-- bench:end -->';

/** `page` with the text between the bench markers replaced by `content`. */
export function replaceSection(page: string, content: string): string {
  const begin = page.indexOf(BEGIN);
  const end = page.indexOf(END);
  if (begin === -1 || end < begin) throw new Error(`docs/benchmarks.md needs the lines ${BEGIN} and ${END}`);
  return `${page.slice(0, begin + BEGIN.length)}\n${content}\n${page.slice(end)}`;
}
