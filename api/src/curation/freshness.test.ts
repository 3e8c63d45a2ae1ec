// The freshness check (issue 30, item 5): against today's date, every fact whose
// newest source is older than its kind's age limit (rules and prices 12 months,
// places 24 months) is flagged in api/data/stale-facts.json, and every flag
// still holds. It is meant to fail as the calendar moves: a source ages past its
// limit, or a flag's `checked` day does, and a curator must look again.
import { describe, expect, it } from 'vitest';
import { loadCuratedFacts, loadStaleFlags } from './curated-facts.js';
import {
  factKind,
  freshnessProblems,
  isPastAgeLimit,
  monthsBefore,
  type CitedSource,
  type CuratedFact,
  type StaleFlag,
} from './sourcing.js';

const source = (date: string | null): CitedSource => ({
  id: 'S1',
  url: 'https://news.example.ph/2025/09/14/terminal-fee',
  date,
  readOn: null,
  estimate: false,
});
const fact = (date: string | null, fields: Partial<CuratedFact> = {}): CuratedFact => ({
  file: 'visa.json',
  path: 'countries.XX.visitor.fees',
  sources: [source(date)],
  strict: true,
  unconfirmed: false,
  ...fields,
});
const flag = (fields: Partial<StaleFlag> = {}): StaleFlag => ({
  file: 'visa.json',
  path: 'countries.XX.visitor.fees',
  newest: '2024-05',
  reason: 'No newer official page found.',
  checked: '2026-11-29',
  ...fields,
});
const place = (date: string) =>
  fact(date, { file: 'destinations/XX.json', path: 'cities[0].places[0]', strict: false });

describe('age limits by kind', () => {
  it('gives rules and prices 12 months and places 24', () => {
    expect(factKind(fact(null))).toBe('rule');
    expect(factKind({ file: 'philippine-holidays.json', path: 'years.2026', strict: false })).toBe('rule');
    expect(factKind({ file: 'destinations/JP.json', path: 'cities[2].stay', strict: false })).toBe('price');
    expect(factKind({ file: 'destinations/JP.json', path: 'connections[4]', strict: false })).toBe('price');
    expect(factKind({ file: 'destinations/JP.json', path: 'cities[2].places[1]', strict: false })).toBe('place');
    expect(monthsBefore('2026-11-29', 24)).toBe('2024-11-29');
    expect(isPastAgeLimit(fact('2025-11-28'), '2026-11-29')).toBe(true);
    expect(isPastAgeLimit(fact('2025-11-29'), '2026-11-29')).toBe(false);
    expect(isPastAgeLimit(place('2025-01'), '2026-11-29')).toBe(false);
    expect(isPastAgeLimit(place('2024-10'), '2026-11-29')).toBe(true);
    // A month or a year counts as its last day; an undated fact has no age.
    expect(isPastAgeLimit(fact('2025-11'), '2026-11-29')).toBe(false);
    expect(isPastAgeLimit(fact(null), '2099-01-01')).toBe(false);
  });
});

describe('freshnessProblems', () => {
  it('fails a fact past its limit without a flag, and passes it with one', () => {
    expect(freshnessProblems([fact('2024-05')], [], '2026-11-29')).toEqual([
      'visa.json countries.XX.visitor.fees: newest source 2024-05 is older than 12 months (rule): cite a newer source or flag it in api/data/stale-facts.json',
    ]);
    expect(freshnessProblems([fact('2024-05')], [flag()], '2026-11-29')).toEqual([]);
  });

  it('fails when the calendar moves past the limit: the same data passes one day and not the next', () => {
    const fresh = fact('2025-11-30');
    expect(freshnessProblems([fresh], [], '2026-11-30')).toEqual([]);
    expect(freshnessProblems([fresh], [], '2026-12-01')).toHaveLength(1);
  });

  it('expires a flag one age limit after it was checked, and refuses a flag from the future', () => {
    expect(freshnessProblems([fact('2024-05')], [flag()], '2027-11-29')).toEqual([]);
    expect(freshnessProblems([fact('2024-05')], [flag()], '2027-11-30')).toEqual([
      'visa.json countries.XX.visitor.fees: flag last checked on 2026-11-29, more than 12 months ago: look again',
    ]);
    expect(freshnessProblems([fact('2024-05')], [flag({ checked: '2026-12-01' })], '2026-11-29')).toEqual([
      'visa.json countries.XX.visitor.fees: flag checked on 2026-12-01, after 2026-11-29',
    ]);
  });

  it('fails a flag whose fact changed, is fresh again, or is gone', () => {
    expect(freshnessProblems([fact('2024-07')], [flag()], '2026-11-29')).toEqual([
      'visa.json countries.XX.visitor.fees: flagged with newest source 2024-05, but it is now 2024-07: re-check the flag',
    ]);
    expect(freshnessProblems([fact('2026-03')], [flag()], '2026-11-29')).toEqual([
      'visa.json countries.XX.visitor.fees: flagged stale, but its newest source (2026-03) is within 12 months: drop the flag',
    ]);
    expect(freshnessProblems([], [flag()], '2026-11-29')).toEqual([
      'visa.json countries.XX.visitor.fees: flagged stale, but no such fact',
    ]);
  });
});

describe('the curated data, today', () => {
  // Today's date from the clock, on purpose: the check is how the data learns it has aged.
  const today = new Date().toISOString().slice(0, 10);

  it('flags every fact whose newest source is past its age limit, and every flag still holds', () => {
    expect(freshnessProblems(loadCuratedFacts(), loadStaleFlags(), today)).toEqual([]);
  });
});
