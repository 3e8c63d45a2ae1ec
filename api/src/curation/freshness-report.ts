// `npm run data:report`: writes docs/data-freshness.md, how well the curated
// data in api/data is sourced, the figures of issue 30 item 2 for the visa and
// departure facts, and the facts whose newest source is past its kind's age
// limit with the flags that excuse them (api/data/stale-facts.json). `--as-of YYYY-MM-DD` ages the
// sources against that day instead of today; `--check` exits 1 when the
// committed report no longer matches the data at its own as-of date (the
// tests run the same comparison).
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { loadCuratedFacts, loadCuratedSources, loadSourcingExceptions, loadStaleFlags } from './curated-facts.js';
import { counts, isWeak, sourceKind, type SourceKind } from './source-kinds.js';
import {
  AGE_LIMIT_MONTHS,
  datePrecision,
  factKind,
  flagName,
  isPastAgeLimit,
  isSpecificSource,
  linkKind,
  monthsBefore,
  newestDate,
  OLD_SOURCE_YEAR,
  strictProblem,
  type CitedSource,
  type CuratedFact,
  type SourcingException,
  type StaleFlag,
} from './sourcing.js';

export const reportFile = fileURLToPath(new URL('../../../docs/data-freshness.md', import.meta.url));

export interface ReportInput {
  facts: CuratedFact[];
  sources: { file: string; sources: CitedSource[] }[];
  exceptions: SourcingException[];
  flags: StaleFlag[];
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

/** The facts past their kind's age limit, file by file, each flag's reason said once per group. */
function flaggedList(facts: CuratedFact[], flags: StaleFlag[], asOf: string): string {
  const past = facts.filter((fact) => isPastAgeLimit(fact, asOf));
  if (past.length === 0) return 'None.';
  const flagOf = new Map(flags.map((flag) => [flagName(flag), flag]));
  const files = [...new Set(past.map((fact) => fact.file))];
  return files
    .map((file) => {
      const inFile = past
        .filter((fact) => fact.file === file)
        .map((fact) => ({ fact, newest: newestDate(fact)!, flag: flagOf.get(flagName(fact)) }))
        .sort((a, b) => a.newest.localeCompare(b.newest) || a.fact.path.localeCompare(b.fact.path));
      const reasons = [...new Set(inFile.map(({ flag }) => (flag ? `${flag.reason} (checked ${flag.checked})` : '')))];
      const groups = reasons.map((reason) => {
        const items = inFile
          .filter(({ flag }) => (flag ? `${flag.reason} (checked ${flag.checked})` : '') === reason)
          .map(
            ({ fact, newest }) =>
              `- \`${fact.path}\` (${factKind(fact)}): ${newest} (${fact.sources.map(sourceLabel).join(', ')})`,
          );
        return `${reason ? `_${reason}_` : '**Not flagged: the freshness test fails.**'}\n\n${items.join('\n')}`;
      });
      return `### ${file} (${inFile.length})\n\n${groups.join('\n\n')}`;
    })
    .join('\n\n');
}

const ITEM_2_FILES = ['visa.json', 'philippines.json'];

/** Issue 30 item 2's figures for the visa and departure facts of visa.json and philippines.json. */
function item2(facts: CuratedFact[], flags: StaleFlag[], asOf: string): string {
  const flagged = new Set(flags.map(flagName));
  const rows = [...ITEM_2_FILES.map((file) => [file, facts.filter((fact) => fact.file === file)] as const)];
  rows.push(['Both', facts.filter((fact) => ITEM_2_FILES.includes(fact.file))]);
  const kinds = (fact: CuratedFact) => fact.sources.map((source) => sourceKind(source.url));
  const cell = (list: readonly CuratedFact[], test: (fact: CuratedFact) => boolean) =>
    `${count([...list], test)} (${percent(count([...list], test), list.length)})`;
  return table(
    [
      '',
      'Facts',
      'Deep link dated to the month',
      'Newest source within 12 months',
      'Older, flagged',
      'Older, not flagged',
      'Cite a source that counts',
      'Only weak sources',
      'Say they are not confirmed',
    ],
    rows.map(([label, list]): Row => {
      const old = (fact: CuratedFact) => isPastAgeLimit(fact, asOf);
      return [
        label,
        list.length,
        cell(list, (fact) => fact.sources.some(isSpecificSource)),
        cell(list, (fact) => newestDate(fact) !== null && !old(fact)),
        count([...list], (fact) => old(fact) && flagged.has(flagName(fact))),
        count([...list], (fact) => old(fact) && !flagged.has(flagName(fact))),
        cell(list, (fact) => kinds(fact).some(counts)),
        count([...list], (fact) => fact.sources.length > 0 && kinds(fact).every(isWeak)),
        count([...list], (fact) => fact.unconfirmed),
      ];
    }),
  );
}

const KIND_LABELS: Record<SourceKind, string> = {
  government: 'Government office, central bank or legislation',
  embassy: 'Embassy or consulate',
  carrier: 'Carrier',
  airport: 'Airport operator',
  news: 'Established news outlet',
  secondary: 'Secondary: law firm, visa or travel agency, guide or blog',
  reprint: 'Weak: reprint',
  aggregator: 'Weak: aggregator',
  code: 'Weak: code file',
  unlinked: 'No link',
};

function kindTable(sources: { file: string; sources: CitedSource[] }[]): string {
  const cited = sources.filter(({ file }) => ITEM_2_FILES.includes(file)).flatMap((file) => file.sources);
  return table(
    ['Kind', 'Sources', 'Share'],
    (Object.keys(KIND_LABELS) as SourceKind[]).map((kind) => {
      const n = count(cited, (source) => sourceKind(source.url) === kind);
      return [KIND_LABELS[kind], n, percent(n, cited.length)];
    }),
  );
}

/** The report's markdown; the same input always gives the same text. */
export function freshnessReport({ facts, sources, exceptions, flags, asOf }: ReportInput): string {
  const ruleCutoff = monthsBefore(asOf, AGE_LIMIT_MONTHS.rule);
  const placeCutoff = monthsBefore(asOf, AGE_LIMIT_MONTHS.place);
  const unflagged = facts.filter(
    (fact) => isPastAgeLimit(fact, asOf) && !flags.some((flag) => flagName(flag) === flagName(fact)),
  ).length;
  const strict = facts.filter((fact) => fact.strict);
  const allSources = sources.flatMap((file) => file.sources);
  const specific = (fact: CuratedFact) => fact.sources.some(isSpecificSource);
  const undated = (fact: CuratedFact) => newestDate(fact) === null;
  const factRows = (list: CuratedFact[]): Row => [
    list.length,
    `${count(list, specific)} (${percent(count(list, specific), list.length)})`,
    count(list, (fact) => fact.unconfirmed),
    `${count(list, (fact) => isPastAgeLimit(fact, asOf))} (${percent(
      count(list, (fact) => isPastAgeLimit(fact, asOf)),
      list.length,
    )})`,
    count(list, undated),
  ];
  const factHead = ['Facts', 'Cite a specific source', 'Say they are not confirmed', 'Past age limit', 'Undated'];
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
- **Freshness** (\`api/src/curation/freshness.test.ts\`, run by \`npm test\` and so in CI, against the
  day it runs): a fact whose newest source is older than its kind's age limit is flagged in
  \`api/data/stale-facts.json\` with a reason and the day a curator last looked. Age limits: visa rules,
  fees, fares, exchange rates and other departure facts, and holidays (_rule_), ${AGE_LIMIT_MONTHS.rule} months; what a stay,
  a day's meals or a journey between cities costs (_price_), ${AGE_LIMIT_MONTHS.price} months; cities, places, eateries,
  hours, tips and seasons (_place_), ${AGE_LIMIT_MONTHS.place} months. A flag holds only while the fact's newest source
  is the one it names, and for one age limit after its \`checked\` day; a flag on a fact that is no longer
  past its limit fails too, so the list below cannot drift from the data.
- **Source kinds** (\`api/src/curation/source-kinds.test.ts\`): every host cited by \`visa.json\` and
  \`philippines.json\` is classified, and no fact there rests on weak sources alone unless it says
  itself that it is not confirmed. See "Which sources count" below.

## Which sources count

For visa and departure facts (\`api/src/curation/source-kinds.ts\` lists each host):

- **Count:** government offices, central banks and published legislation; embassies and consulates;
  carriers; airport operators; established news outlets (a state broadcaster included).
- **Secondary:** law firms, visa and travel agencies, travel guides and blogs. They may stand beside a
  source that counts; a fact citing only these is shown in the figures below and is a candidate to
  re-source.
- **Do not count (weak):** reprints of another outlet's article or table (a crypto exchange's news
  feed, a syndication copy, a news site's copy of the BSP bulletin, a third-party copy of EU law),
  aggregators (compilation and SEO sites, booking sites, unofficial airport or visa look-alikes) and code
  files (a repository's copy of a rate API's answer). No fact rests on these alone: it cites a better
  source or says it is not confirmed.

## Exchange rates: how to refresh them

The peso rates (\`philippines.json\` \`exchangeRates.rates\`, PHP per unit, each with its date, status
and sources) come from a central bank, never from a converter site, a reprint or a code file:

1. Open the Bangko Sentral ng Pilipinas Reference Exchange Rate Bulletin for one business day
   (bsp.gov.ph, Statistics, Exchange Rates; each day's bulletin is a PDF under
   \`https://www.bsp.gov.ph/statistics/rerb/\`). Take the "PHIL. PESO" column for USD, EUR, JPY, GBP, HKD,
   SGD, AUD, THB, AED, KRW, MYR and IDR; for VND, which the bulletin may not list, use the BSP's USD
   rate and the State Bank of Vietnam's central rate of the same day, with the sum in \`note\`. The
   ECB's euro reference rates (ecb.europa.eu, Statistics, Euro foreign exchange reference rates; the
   day's file is \`https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml\`) are a second
   central-bank source for EUR, and through the euro for USD, JPY, GBP, HKD, SGD, AUD, THB, KRW, MYR and
   IDR (PHP per EUR divided by the currency per EUR, the sum in \`note\`); they do not list AED or VND.
2. Add the bulletin (or the ECB's file) as a source (its address, \`date\` its day), set each rate's
   \`php\`, \`date\` and \`status: "sourced"\`, and drop notes that no longer apply. A central bank's
   own rate, or a cross of central banks' rates of one day, is \`sourced\`; a cross that leans on any
   other source is \`derived\`; a figure from a reprint, an aggregator or a code file is \`unverified\`.
3. Run \`npm run data:report\` and the curation tests. A rate is a _rule_: its newest source may be at
   most 12 months old before the freshness test asks for a flag.

**What the product says.** Only a \`sourced\` rate is confirmed: the API's \`pesoRates\` gives each
rate's \`status\` and \`confirmed\`, and wherever a peso equivalent or a rate is shown (the rate line
on a trip and its print page, a trip card, an expense, the plan's rate tip) a rate that is not confirmed
is called an approximate rate, not confirmed against the central bank, in English and Filipino.

Since 2026-11-29 EUR, USD, JPY, GBP, HKD, SGD, AUD, THB, KRW, MYR and IDR are the ECB's reference rates
of 2026-05-08 (\`sourced\`). AED is \`derived\`: the ECB's USD rate of that day divided by the dirham's
fixed 3.6725 per US dollar, which the Central Bank of the UAE holds, as a secondary page citing it gives
(the central bank's own page was not read). VND stays \`unverified\` (copies of commercial rate APIs in
code files): none of the BSP's own bulletins for 2026 could be read while curating, and the ECB lists
neither (checked 2026-11-29).

## Domestic journeys (issue 30, item 3)

Each destination in \`destinations/PH.json\` says, for each of the 10 origin airports (\`gettingThere\`),
the current carriers and route: direct, through Clark or Cebu since the turboprop flights left Manila on
29 March 2026 (Siargao, Busuanga for Coron, El Nido, Camiguin; Basco since October 2025), or by road and
sea, with mode \`none\` where no direct journey exists. A journey has a fare only when a published
source dated 2026 states it (\`api/src/planners/domestic-planner.test.ts\`); otherwise its status is
\`unknown\`, the plan counts it as PHP 0 and says so in the cost's note and a tip. No published fare
dated 2026 was found for any journey from home (checked 2026-11-29): the earlier figures (2017-2025
reports, undated guides, curator estimates) stay in the descriptions with their dates.

## Visa and departure facts (issue 30, item 2)

${item2(facts, flags, asOf)}

"Deep link dated to the month": cites an article or official page (not a home page) that states its date
to the month or day. "Newest source within 12 months": dated on or after ${ruleCutoff}. "Cite a source
that counts": at least one source of a kind that counts (above). Kinds of the sources these two files list:

${kindTable(sources)}

## Summary

${table(
  ['', ...factHead],
  [
    ['Visa, fee and departure facts', ...factRows(strict)],
    ['All facts', ...factRows(facts)],
  ],
)}

"Past age limit": the fact's newest source is dated before ${ruleCutoff} (rules and prices) or ${placeCutoff}
(places); ${unflagged} of them are not flagged. Visa, fee and departure
facts without a specific source or a "not confirmed": ${breaches}; the tests fail unless each is covered
by one of the exceptions below.

### Sources

Each source counted once, in the file that lists it (${allSources.length} in all).

${sourceTables(allSources)}

## By file

${table(['File', 'Sources', ...factHead], files)}

## Exceptions to the strict rule (${exceptions.length})

${excused.length ? excused.join('\n') : 'None.'}

## Past the age limit: flagged facts

Facts whose newest source is older than their kind's limit, with the flag's reason (from
\`api/data/stale-facts.json\`), file by file and oldest first; a source that is not an article or
official page is marked. These are the facts to re-check first.

${flaggedList(facts, flags, asOf)}
`;
}

function buildReport(asOf: string): string {
  return freshnessReport({
    facts: loadCuratedFacts(),
    sources: loadCuratedSources(),
    exceptions: loadSourcingExceptions(),
    flags: loadStaleFlags(),
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
