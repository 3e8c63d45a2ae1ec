// The sourcing rules on small made-up facts, then on the curated data itself:
// every visa, fee and departure fact cites a specific source, says it is not
// confirmed or is a listed exception, and no fact leans on a pre-2018 source alone.
import { describe, expect, it } from 'vitest';
import { loadCuratedFacts, loadSourcingExceptions } from './curated-facts.js';
import {
  datePrecision,
  isStale,
  latestDay,
  linkKind,
  newestDate,
  oldSourceProblem,
  sourcingProblems,
  strictProblem,
  type CitedSource,
  type CuratedFact,
} from './sourcing.js';

const source = (fields: Partial<CitedSource> = {}): CitedSource => ({
  id: 'S1',
  url: 'https://news.example.ph/2025/09/14/terminal-fee',
  date: '2025-09-14',
  readOn: null,
  estimate: false,
  ...fields,
});
const fact = (sources: CitedSource[], fields: Partial<CuratedFact> = {}): CuratedFact => ({
  file: 'visa.json',
  path: 'countries.XX.visitor.fees',
  sources,
  strict: true,
  unconfirmed: false,
  ...fields,
});

describe('source classification', () => {
  it('tells a home page (in any language edition) from a page inside the site', () => {
    expect(linkKind('https://tieza.gov.ph/')).toBe('home');
    expect(linkKind('https://etravel.gov.ph')).toBe('home');
    expect(linkKind('https://www.bts.co.th/eng/')).toBe('home');
    expect(linkKind('https://www.emirates.com/ph/')).toBe('home');
    expect(linkKind('https://www.tnm.jp/?lang=en')).toBe('home');
    expect(linkKind('https://middleeastandmoney.com/?p=11780')).toBe('deep');
    expect(linkKind('https://www.ica.gov.sg/enteringanddeparting/entry_requirements')).toBe('deep');
    expect(linkKind('https://www.iconsiam.com/en/shopping')).toBe('deep');
    expect(linkKind(null)).toBe('none');
  });

  it('reads the precision of a date and its last possible day', () => {
    expect(['2025-09-14', '2025-09', '2025', null].map(datePrecision)).toEqual(['day', 'month', 'year', 'none']);
    expect(latestDay('2024')).toBe('2024-12-31');
    expect(latestDay('2024-02')).toBe('2024-02-29');
    expect(latestDay('2023-02')).toBe('2023-02-28');
    expect(latestDay('2025-09-14')).toBe('2025-09-14');
  });

  it('ages a fact by its newest source, a vague date counting as its last day', () => {
    const twoSources = fact([source({ date: '2019-03-01' }), source({ id: 'S2', date: '2025' })]);
    expect(newestDate(twoSources)).toBe('2025');
    expect(isStale(twoSources, '2026-11-26')).toBe(false);
    expect(isStale(twoSources, '2027-01-01')).toBe(true);
    expect(isStale(fact([source({ date: '2025-11-25' })]), '2026-11-26')).toBe(true);
    expect(isStale(fact([source({ date: '2025-11-26' })]), '2026-11-26')).toBe(false);
    // An undated source has no age: the fact is undated, not stale.
    const undated = fact([source({ date: null, readOn: '2026-11-22' })]);
    expect(newestDate(undated)).toBeNull();
    expect(isStale(undated, '2030-01-01')).toBe(false);
  });
});

describe('the strict rule', () => {
  it('wants an article or official page dated at least to the month', () => {
    expect(strictProblem(fact([source()]))).toBeNull();
    expect(strictProblem(fact([source({ date: '2025-09' })]))).toBeNull();
    expect(strictProblem(fact([source({ date: '2025' })]))).toMatch(/dated to the month/);
    expect(strictProblem(fact([source({ url: 'https://tribune.net.ph/' })]))).not.toBeNull();
    expect(strictProblem(fact([source({ url: null })]))).not.toBeNull();
    expect(strictProblem(fact([source({ date: null, readOn: '2026-11-22' })]))).not.toBeNull();
    expect(strictProblem(fact([source({ estimate: true })]))).not.toBeNull();
    // One specific source among weaker ones is enough.
    expect(strictProblem(fact([source({ url: null }), source({ id: 'S2' })]))).toBeNull();
  });

  it('accepts a fact that says it is not confirmed, and leaves places and tips alone', () => {
    expect(strictProblem(fact([], { unconfirmed: true }))).toBeNull();
    expect(strictProblem(fact([source({ url: null })], { strict: false }))).toBeNull();
  });
});

describe('the old-source rule', () => {
  it('wants a source from 2018 or later beside an older one', () => {
    expect(oldSourceProblem(fact([source({ date: '2012-03' })]))).toBe(
      'newest source is from 2012: add one from 2018 or later',
    );
    expect(oldSourceProblem(fact([source({ date: '2012-03' }), source({ id: 'S2', date: '2018' })]))).toBeNull();
    expect(oldSourceProblem(fact([source({ date: '2017-12-31' }), source({ id: 'S2', date: null })]))).not.toBeNull();
    expect(oldSourceProblem(fact([source({ date: null })]))).toBeNull();
  });
});

describe('sourcingProblems', () => {
  const weak = fact([source({ url: null })]);
  const byPath = { file: weak.file, path: weak.path, reason: 'No dated source found yet.' };

  it('names each breach by file and path, and lets a listed exception excuse it', () => {
    expect(sourcingProblems([weak], [])).toEqual([
      'visa.json countries.XX.visitor.fees: cites no article or official page dated to the month, and does not say it is not confirmed',
    ]);
    expect(sourcingProblems([weak], [byPath])).toEqual([]);
    const old = fact([source({ url: null, date: '2011' })], { strict: false });
    expect(sourcingProblems([old], [])).toEqual([
      'visa.json countries.XX.visitor.fees: newest source is from 2011: add one from 2018 or later',
    ]);
    expect(sourcingProblems([old], [byPath])).toEqual([]);
  });

  it('lets a source exception excuse the strict rule for every fact citing that source, and nothing else', () => {
    const undatedPage = source({ id: 'EMB', date: null, readOn: '2026-11-26' });
    const bySource = { file: 'visa.json', source: 'EMB', reason: 'Official page, shows no date.' };
    const citing = [fact([undatedPage]), fact([undatedPage], { path: 'countries.XX.visitor.stayDuration' })];
    expect(sourcingProblems(citing, [bySource])).toEqual([]);
    // Another file's facts, and a fact citing other sources, stay breaches.
    expect(
      sourcingProblems([fact([undatedPage], { file: 'philippines.json', path: 'eTravel' }), weak], [bySource]),
    ).toEqual([
      'philippines.json eTravel: cites no article or official page dated to the month, and does not say it is not confirmed',
      'visa.json countries.XX.visitor.fees: cites no article or official page dated to the month, and does not say it is not confirmed',
      'visa.json source EMB: listed as an exception but excuses nothing',
    ]);
    // It never excuses an old source.
    const oldAndUndated = fact([undatedPage, source({ id: 'S2', url: null, date: '2011' })]);
    expect(sourcingProblems([oldAndUndated], [bySource])).toEqual([
      'visa.json countries.XX.visitor.fees: newest source is from 2011: add one from 2018 or later',
    ]);
  });

  it('fails an exception that excuses nothing, so the list cannot go stale', () => {
    expect(sourcingProblems([fact([source()])], [byPath])).toEqual([
      'visa.json countries.XX.visitor.fees: listed as an exception but excuses nothing',
    ]);
  });
});

describe('the curated data', () => {
  const facts = loadCuratedFacts();
  const exceptions = loadSourcingExceptions();

  it('reads the visa, fee and departure facts of every strict file', () => {
    const strictFiles = new Set(facts.filter((each) => each.strict).map((each) => each.file.split('/')[0]));
    expect([...strictFiles].sort()).toEqual(['destinations', 'philippines.json', 'visa.json']);
    expect(facts.filter((each) => each.strict && each.path === 'flights')).toHaveLength(15);
    expect(facts.find((each) => each.path === 'countries.UK.visitor.fees')?.strict).toBe(true);
    expect(facts.find((each) => each.file === 'destinations/JP.json' && each.path === 'tips[0]')?.strict).toBe(false);
  });

  it('keeps both rules, with a short list of exceptions that each give a reason', () => {
    expect(sourcingProblems(facts, exceptions)).toEqual([]);
    // Three undated or year-only visa sources and three estimated European fares (checked 2026-11-29).
    expect(exceptions.length).toBeLessThanOrEqual(10);
  });
});
