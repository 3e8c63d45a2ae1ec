// Keeps README.md's benchmark figures in step with the latest run.

export const BEGIN = '<!-- bench:begin (written by npm run bench) -->';
export const END = '<!-- bench:end -->';

/** `readme` with the text between the bench markers replaced by `content`. */
export function replaceSection(readme: string, content: string): string {
  const begin = readme.indexOf(BEGIN);
  const end = readme.indexOf(END);
  if (begin === -1 || end < begin) throw new Error(`README.md needs the lines ${BEGIN} and ${END}`);
  return `${readme.slice(0, begin + BEGIN.length)}\n${content}\n${readme.slice(end)}`;
}
