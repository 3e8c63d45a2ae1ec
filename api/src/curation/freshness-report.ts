// `npm run data:report`: writes docs/data-freshness.md, how well the curated
// data in api/data is sourced and which facts to re-check first (those whose
// newest source is more than twelve months old). `--as-of YYYY-MM-DD` ages the
// sources against that day instead of today; `--check` exits 1 when the
// committed report no longer matches the data at its own as-of date (the
// tests run the same comparison).
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { loadCuratedFacts, loadCuratedSources, loadSourcingExceptions } from './curated-facts.js';
import {
  datePrecision,
  isSpecificSource,
  isStale,
  linkKind,
  newestDate,
  OLD_SOURCE_YEAR,
  strictProblem,
  twelveMonthsBefore,
  type CitedSource,
  type CuratedFact,
  type SourcingException,
} from './sourcing.js';

export const reportFile = fileURLToPath(new URL('../../../docs/data-freshness.md', import.meta.url));

export interface ReportInput {
  facts: CuratedFact[];
  sources: { file: string; sources: CitedSource[] }[];
  exceptions: SourcingException[];
  /** YYYY-MM-DD: sources are aged against this day. */
  asOf: string;
}

type Row = (string | number)[];
const table = (head: string[], rows: Row[]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`);
const count = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length;

/** A source as the report names it: its id, and the kind of link when it is not an article. */
function sourceLabel(source: CitedSource): string {
  if (source.estimate) return `${source.id} (estimate)`;
  const kind = linkKind(source.url);
  return kind === 'deep' ? source.id : `${source.id} (${kind === 'home' ? 'home page' : 'no link'})`;
}

function sourceTables(all: CitedSource[]): string {
  const published = all.filter((source) => !source.estimate);
  const links = table(
    ['Link', 'Sources', 'Share'],
    [
      ['Article or official page', count(published, (s) => linkKind(s.url) === 'deep')],
      ["A site's home page", count(published, (s) => linkKind(s.url) === 'home')],
      ['No link', count(published, (s) => linkKind(s.url) === 'none')],
      ['Lakbay curator estimate (not a published source)', all.length - published.length],
    ].map(([label, n]) => [label!, n!, percent(n as number, all.length)]),
  );
  const undated = all.filter((s) => s.date === null);
  const dates = table(
    ['Date the source states', 'Sources', 'Share'],
    [
      ...(['day', 'month', 'year'] as const).map((precision): Row => {
        const n = count(all, (s) => datePrecision(s.date) === precision);
        return [`To the ${precision}`, n, percent(n, all.length)];
      }),
      ['None, dated only by the day a curator read it', count(undated, (s) => s.readOn !== null)],
      ['None', count(undated, (s) => s.readOn === null)],
    ].map(([label, n]) => [label!, n!, percent(n as number, all.length)]),
  );
  return `${links}\n\n${dates}`;
}

function staleList(facts: CuratedFact[], asOf: string): string {
  const stale = facts.filter((fact) => isStale(fact, asOf));
  if (stale.length === 0) return 'None.';
  const files = [...new Set(stale.map((fact) => fact.file))];
  return files
    .map((file) => {
      const items = stale
        .filter((fact) => fact.file === file)
        .map((fact) => ({ fact, newest: newestDate(fact)! }))
        .sort((a, b) => a.newest.localeCompare(b.newest) || a.fact.path.localeCompare(b.fact.path))
        .map(({ fact, newest }) => `- \`${fact.path}\`: ${newest} (${fact.sources.map(sourceLabel).join(', ')})`);
      return `### ${file} (${items.length})\n\n${items.join('\n')}`;
    })
    .join('\n\n');
}

/** The report's markdown; the same input always gives the same text. */
export function freshnessReport({ facts, sources, exceptions, asOf }: ReportInput): string {
  const cutoff = twelveMonthsBefore(asOf);
  const strict = facts.filter((fact) => fact.strict);
  const allSources = sources.flatMap((file) => file.sources);
  const specific = (fact: CuratedFact) => fact.sources.some(isSpecificSource);
  const undated = (fact: CuratedFact) => newestDate(fact) === null;
  const factRows = (list: CuratedFact[]): Row => [
    list.length,
    `${count(list, specific)} (${percent(count(list, specific), list.length)})`,
    count(list, (fact) => fact.unconfirmed),
    `${count(list, (fact) => isStale(fact, asOf))} (${percent(
      count(list, (fact) => isStale(fact, asOf)),
      list.length,
    )})`,
    count(list, undated),
  ];
  const factHead = [
    'Facts',
    'Cite a specific source',
    'Say they are not confirmed',
    'Newest source > 12 months',
    'Undated',
  ];
  const files = sources.map(({ file, sources: own }) => {
    const inFile = facts.filter((fact) => fact.file === file);
    return [file, own.length, ...factRows(inFile)];
  });
  const excused = exceptions.map(
    (exception) =>
      `- \`${exception.file}\` ${'path' in exception ? `\`${exception.path}\`` : `source \`${exception.source}\``}: ${exception.reason}`,
  );
  const breaches = strict.filter((fact) => strictProblem(fact) !== null).length;

  return `# Curated data: sources and freshness

Generated by \`npm run data:report\` (\`api/src/curation/freshness-report.ts\`) from \`api/data\`, as of
${asOf}. Do not edit it by hand: run the script after changing the data (\`--as-of YYYY-MM-DD\` to age
the sources against another day). A test fails when this file no longer matches the data.

**What counts.** A fact is anything in a data file that cites source ids (a visa rule, a fee, a city, a
place, a tip, a month's weather). A _specific_ source is a published article or official page, not a
site's home page, that states its date at least to the month. Lakbay curator estimates (typical fares)
are counted apart: they are not published sources. A source's age is its stated date; a date given only
as a year or month counts as its last day, so a vague date never looks older than it is. \`deals.json\`
holds illustrative sample deals, not facts, and is not counted.

**The rules** (\`api/src/curation/sourcing.test.ts\`):

- Every visa, fee and departure fact (\`visa.json\`, \`philippines.json\`, each destination's
  \`flights\`) cites a specific source, or says itself that it is not confirmed (the product then says
  so too), or is listed with its reason in \`api/data/sourcing-exceptions.json\`.
- No fact cites a source dated before ${OLD_SOURCE_YEAR} without one from ${OLD_SOURCE_YEAR} or later beside it.

## Summary

${table(
  ['', ...factHead],
  [
    ['Visa, fee and departure facts', ...factRows(strict)],
    ['All facts', ...factRows(facts)],
  ],
)}

"Newest source > 12 months": the fact's newest source is dated before ${cutoff}. Visa, fee and departure
facts without a specific source or a "not confirmed": ${breaches}; the tests fail unless each is covered
by one of the exceptions below.

### Sources

Each source counted once, in the file that lists it (${allSources.length} in all).

${sourceTables(allSources)}

## By file

${table(['File', 'Sources', ...factHead], files)}

## Exceptions to the strict rule (${exceptions.length})

${excused.length ? excused.join('\n') : 'None.'}

## Re-check first: facts whose newest source is more than 12 months old

Oldest first within each file; a source that is not an article or official page is marked.

${staleList(facts, asOf)}
`;
}

function buildReport(asOf: string): string {
  return freshnessReport({
    facts: loadCuratedFacts(),
    sources: loadCuratedSources(),
    exceptions: loadSourcingExceptions(),
    asOf,
  });
}

/** The as-of date the committed report states, so it can be rebuilt exactly. */
export function reportAsOf(report: string): string | null {
  return /\bas of\s+(\d{4}-\d{2}-\d{2})\b/.exec(report)?.[1] ?? null;
}

/** The committed report rebuilt from today's data at its own as-of date; null when it has no date. */
export async function rebuiltCommittedReport(): Promise<{ committed: string; rebuilt: string | null }> {
  const committed = await readFile(reportFile, 'utf8').catch(() => '');
  const asOf = reportAsOf(committed);
  return { committed, rebuilt: asOf ? buildReport(asOf) : null };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const flag = process.argv.indexOf('--as-of');
  const asOf = flag >= 0 ? process.argv[flag + 1] : new Date().toISOString().slice(0, 10);
  if (!asOf || !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) {
    console.error('Usage: npm run data:report -- [--as-of YYYY-MM-DD] [--check]');
    process.exit(2);
  }
  if (process.argv.includes('--check')) {
    const { committed, rebuilt } = await rebuiltCommittedReport();
    if (committed !== rebuilt) {
      console.error('docs/data-freshness.md is stale: run `npm run data:report`.');
      process.exit(1);
    }
  } else {
    await writeFile(reportFile, buildReport(asOf));
    console.log(`Wrote ${reportFile} (as of ${asOf})`);
  }
}
