// How well each curated fact in api/data is sourced: what kind of link and how
// precise a date its sources give, how old its newest source is, and the two
// rules the data must keep. The rules (checked by sourcing.test.ts, counted by
// the freshness report):
// - strict: a visa, fee or departure fact (visa.json, philippines.json, a
//   destination's flights) cites at least one published article or official
//   page, not a site's home page, dated at least to the month; or says itself
//   that it is not confirmed.
// - old sources: a fact citing a source dated before 2018 also cites one dated
//   2018 or later; an eatery that cannot says it is unverified, and no plan
//   names it.
// Breaches that cannot be fixed yet are listed, with reasons, in
// api/data/sourcing-exceptions.json.
// Pure functions over `CuratedFact`s; curated-facts.ts reads them from the files.

/** A source as one fact cites it. */
export interface CitedSource {
  id: string;
  url: string | null;
  /** The date the source states: YYYY, YYYY-MM or YYYY-MM-DD; null when it states none. */
  date: string | null;
  /** For a source that states no date, when a curator read it, if the file records that. */
  readOn: string | null;
  /** A Lakbay curator's estimate, not a published source (its url is where to check it). */
  estimate: boolean;
}

export interface CuratedFact {
  /** The data file, relative to api/data, e.g. `destinations/JP.json`. */
  file: string;
  /** Where in the file, e.g. `countries.JP.visitor.fees`. */
  path: string;
  sources: CitedSource[];
  /** A visa, fee or departure fact, held to the strict rule. */
  strict: boolean;
  /** The fact says itself that it is not confirmed (its text, or a status such as `unverified`). */
  unconfirmed: boolean;
}

export type LinkKind = 'deep' | 'home' | 'none';
export type DatePrecision = 'day' | 'month' | 'year' | 'none';

/** Path segments that only pick a site's language or country edition (`/en/`, `/eng/`, `/ph/`, `/en-us/`). */
const EDITION = /^[a-z]{2,3}([-_][a-z]{2,4})?$/i;
/** Query parameters that do the same (`?lang=en`). */
const EDITION_PARAMS = new Set(['lang', 'language', 'locale', 'hl']);

/** `home` for a site's front page (in any language edition), `deep` for any page inside it. */
export function linkKind(url: string | null): LinkKind {
  if (!url) return 'none';
  const { pathname, searchParams } = new URL(url);
  const segments = pathname.split('/').filter(Boolean);
  const frontPage = segments.length === 0 || (segments.length === 1 && EDITION.test(segments[0]!));
  const onlyEditionParams = [...searchParams.keys()].every((key) => EDITION_PARAMS.has(key.toLowerCase()));
  return frontPage && onlyEditionParams ? 'home' : 'deep';
}

export function datePrecision(date: string | null): DatePrecision {
  if (!date) return 'none';
  return date.length === 10 ? 'day' : date.length === 7 ? 'month' : 'year';
}

/** The last day a YYYY, YYYY-MM or YYYY-MM-DD date can mean, so a vague date never looks older than it is. */
export function latestDay(date: string): string {
  if (date.length === 10) return date;
  const [year, month] = date.split('-').map(Number) as [number, number | undefined];
  const last = month ? new Date(Date.UTC(year, month, 0)) : new Date(Date.UTC(year, 11, 31));
  return last.toISOString().slice(0, 10);
}

/** The newest date among the fact's sources (as written), or null when none is dated. */
export function newestDate(fact: CuratedFact): string | null {
  return fact.sources.reduce<string | null>(
    (newest, { date }) => (date && (!newest || latestDay(date) > latestDay(newest)) ? date : newest),
    null,
  );
}

/** The day twelve months before `asOf` (YYYY-MM-DD). */
export function twelveMonthsBefore(asOf: string): string {
  const [year, month, day] = asOf.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year - 1, month - 1, day)).toISOString().slice(0, 10);
}

/** The day `months` months before `asOf` (YYYY-MM-DD). */
export function monthsBefore(asOf: string, months: number): string {
  const [year, month, day] = asOf.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 - months, day)).toISOString().slice(0, 10);
}

/** True when the fact's newest dated source ended more than twelve months before `asOf`. */
export function isStale(fact: CuratedFact, asOf: string): boolean {
  const newest = newestDate(fact);
  return newest !== null && latestDay(newest) < twelveMonthsBefore(asOf);
}

/**
 * What a fact is, for how old its newest source may be:
 * - `rule`: a visa rule, fee, fare, exchange rate or other departure fact (the strict facts) or a
 *   proclaimed holiday: 12 months;
 * - `price`: what a stay, a day's meals or a journey between cities costs: 12 months;
 * - `place`: a city, place, eatery, opening hours, tip, etiquette, season or festival: 24 months.
 */
export type FactKind = 'rule' | 'price' | 'place';
export const AGE_LIMIT_MONTHS: Readonly<Record<FactKind, number>> = { rule: 12, price: 12, place: 24 };

export function factKind(fact: Pick<CuratedFact, 'file' | 'path' | 'strict'>): FactKind {
  if (fact.strict || fact.file === 'philippine-holidays.json') return 'rule';
  if (/\.(stay|mealsDaily)$|^connections\[\d+\]$/.test(fact.path)) return 'price';
  return 'place';
}

/** True when the fact's newest dated source ended before its kind's age limit, counted back from `asOf`. */
export function isPastAgeLimit(fact: CuratedFact, asOf: string): boolean {
  const newest = newestDate(fact);
  return newest !== null && latestDay(newest) < monthsBefore(asOf, AGE_LIMIT_MONTHS[factKind(fact)]);
}

/**
 * A fact past its age limit that a curator has flagged (api/data/stale-facts.json): `newest` is its newest
 * source's date when flagged, `reason` says why no newer source is cited, `checked` is the day a curator
 * last looked. The flag excuses the fact only while its sources stay as they were and only for one age
 * limit after `checked`: then someone must look again.
 */
export interface StaleFlag {
  file: string;
  path: string;
  newest: string;
  reason: string;
  checked: string;
}

export const flagName = (flag: Pick<StaleFlag, 'file' | 'path'>) => `${flag.file} ${flag.path}`;

/**
 * The freshness rule on `asOf` (today, in the test): every fact whose newest source is past its kind's
 * age limit is flagged, and every flag still describes a fact past its limit, with the same newest source,
 * checked no longer ago than that limit. Problems as `file path: problem`.
 */
export function freshnessProblems(facts: CuratedFact[], flags: StaleFlag[], asOf: string): string[] {
  const problems: string[] = [];
  const byName = new Map(flags.map((flag) => [flagName(flag), flag]));
  const seen = new Set<string>();
  for (const fact of facts) {
    const name = flagName(fact);
    const flag = byName.get(name);
    const kind = factKind(fact);
    const limit = AGE_LIMIT_MONTHS[kind];
    const newest = newestDate(fact);
    if (!isPastAgeLimit(fact, asOf)) {
      if (flag) {
        seen.add(name);
        problems.push(
          `${name}: flagged stale, but its newest source (${newest ?? 'undated'}) is within ${limit} months: drop the flag`,
        );
      }
      continue;
    }
    if (!flag) {
      problems.push(
        `${name}: newest source ${newest} is older than ${limit} months (${kind}): cite a newer source or flag it in api/data/stale-facts.json`,
      );
      continue;
    }
    seen.add(name);
    if (flag.newest !== newest) {
      problems.push(`${name}: flagged with newest source ${flag.newest}, but it is now ${newest}: re-check the flag`);
    }
    if (flag.checked > asOf) problems.push(`${name}: flag checked on ${flag.checked}, after ${asOf}`);
    else if (flag.checked < monthsBefore(asOf, limit)) {
      problems.push(`${name}: flag last checked on ${flag.checked}, more than ${limit} months ago: look again`);
    }
  }
  for (const flag of flags) {
    if (!seen.has(flagName(flag)) && !facts.some((fact) => flagName(fact) === flagName(flag))) {
      problems.push(`${flagName(flag)}: flagged stale, but no such fact`);
    }
  }
  return problems;
}

/** A published article or official page, not a home page, dated at least to the month. */
export function isSpecificSource(source: CitedSource): boolean {
  const precision = datePrecision(source.date);
  return !source.estimate && linkKind(source.url) === 'deep' && (precision === 'day' || precision === 'month');
}

/** The strict rule, exceptions aside: null when the fact keeps it, else why not. */
export function strictProblem(fact: CuratedFact): string | null {
  if (!fact.strict || fact.unconfirmed || fact.sources.some(isSpecificSource)) return null;
  return 'cites no article or official page dated to the month, and does not say it is not confirmed';
}

/** Sources dated before this year need a newer one beside them. */
export const OLD_SOURCE_YEAR = 2018;

/** The old-source rule: null when the fact keeps it, else why not. */
export function oldSourceProblem(fact: CuratedFact): string | null {
  // An eatery only old sources name says it is unverified, and no plan names it until a newer one is found.
  if (fact.unconfirmed && /\.eateries\[\d+\]$/.test(fact.path)) return null;
  const years = fact.sources.filter((source) => source.date !== null).map((source) => Number(source.date!.slice(0, 4)));
  const old = years.filter((year) => year < OLD_SOURCE_YEAR);
  if (old.length === 0 || years.some((year) => year >= OLD_SOURCE_YEAR)) return null;
  return `newest source is from ${Math.max(...old)}: add one from ${OLD_SOURCE_YEAR} or later`;
}

/**
 * An accepted breach, with the reason it cannot be fixed yet: one fact (by `path`), or the facts of a file
 * that cite one `source` whose page is real but states no usable date (this excuses only the strict rule).
 */
export type SourcingException = { file: string; reason: string } & ({ path: string } | { source: string });

export const exceptionName = (exception: SourcingException) =>
  `${exception.file} ${'path' in exception ? exception.path : `source ${exception.source}`}`;

/**
 * Every breach of the two rules, as `file path: problem`, less those a listed
 * exception excuses. An exception that excuses nothing is itself a problem, so
 * the list cannot go stale.
 */
export function sourcingProblems(facts: CuratedFact[], exceptions: SourcingException[]): string[] {
  const used = new Set<SourcingException>();
  const problems: string[] = [];
  for (const fact of facts) {
    const strict = strictProblem(fact);
    const old = oldSourceProblem(fact);
    const inFile = exceptions.filter((exception) => exception.file === fact.file);
    const byPath = inFile.find((exception) => 'path' in exception && exception.path === fact.path);
    const bySource = inFile.find(
      (exception) => 'source' in exception && fact.sources.some((source) => source.id === exception.source),
    );
    const excuse = (problem: string | null, exception: SourcingException | undefined) => {
      if (!problem) return;
      if (exception) used.add(exception);
      else problems.push(`${fact.file} ${fact.path}: ${problem}`);
    };
    excuse(strict, byPath ?? bySource);
    excuse(old, byPath);
  }
  for (const exception of exceptions) {
    if (!used.has(exception)) problems.push(`${exceptionName(exception)}: listed as an exception but excuses nothing`);
  }
  return problems;
}
