// The freshness report: its counts and its re-check list on a small made-up
// data set, and the committed docs/data-freshness.md against the data today.
import { describe, expect, it } from 'vitest';
import { freshnessReport, rebuiltCommittedReport, reportAsOf } from './freshness-report.js';
import type { CitedSource, CuratedFact } from './sourcing.js';

const source = (id: string, url: string | null, date: string | null, fields: Partial<CitedSource> = {}) => ({
  id,
  url,
  date,
  readOn: null,
  estimate: false,
  ...fields,
});
const article = source('ART', 'https://news.example.ph/2026/03/12/holiday', '2026-03-12');
const oldBlog = source('BLOG', 'https://blog.example.com/2019/05/spots', '2019-05');
const home = source('HOME', 'https://www.example.gov.ph/', '2024');
const read = source('READ', 'https://venue.example.com/visit', null, { readOn: '2026-11-22' });
const estimate = source('EST', 'https://airline.example.com/', '2026-11-22', { estimate: true });

const fact = (path: string, sources: CitedSource[], fields: Partial<CuratedFact> = {}): CuratedFact => ({
  file: 'visa.json',
  path,
  sources,
  strict: true,
  unconfirmed: false,
  ...fields,
});

const report = freshnessReport({
  asOf: '2026-11-26',
  sources: [
    { file: 'visa.json', sources: [article, home] },
    { file: 'destinations/XX.json', sources: [oldBlog, read, estimate] },
  ],
  facts: [
    fact('countries.XX.visitor.fees', [article]),
    fact('countries.XX.visitor.documents[0]', [home]),
    fact('countries.XX.notes[0]', [], { unconfirmed: true }),
    fact('cities[0]', [oldBlog], { file: 'destinations/XX.json', strict: false }),
    fact('cities[0].places[0]', [read], { file: 'destinations/XX.json', strict: false }),
    fact('flights', [estimate, oldBlog], { file: 'destinations/XX.json' }),
  ],
  exceptions: [
    { file: 'visa.json', path: 'countries.XX.visitor.documents[0]', reason: 'Only the home page is known.' },
    { file: 'destinations/XX.json', source: 'READ', reason: 'The venue page shows no date.' },
  ],
  flags: [
    {
      file: 'visa.json',
      path: 'countries.XX.visitor.documents[0]',
      newest: '2024',
      reason: 'No dated page found.',
      checked: '2026-11-20',
    },
  ],
});
const line = (start: string) => report.split('\n').find((each) => each.startsWith(start));

describe('freshness report', () => {
  it('states its as-of date and the days before which sources are past their age limit', () => {
    expect(reportAsOf(report)).toBe('2026-11-26');
    expect(report).toContain(
      'dated before 2025-11-26 (rules and prices) or 2024-11-26\n(places); 1 of them are not flagged',
    );
  });

  it('counts facts by how specific, how old and how confirmed their sources are', () => {
    // Strict: fees (specific, fresh), documents (home page, 2024: past 12 months), a note (not confirmed)
    // and flights (specific through the 2019 blog, fresh through the estimate). The 2019 city is a place
    // past 24 months.
    expect(line('| Visa, fee and departure facts |')).toBe(
      '| Visa, fee and departure facts | 4 | 2 (50%) | 1 | 1 (25%) | 1 |',
    );
    expect(line('| All facts |')).toBe('| All facts | 6 | 3 (50%) | 1 | 2 (33%) | 2 |');
    expect(line('| visa.json | 2 |')).toBe('| visa.json | 2 | 3 | 1 (33%) | 1 | 1 (33%) | 1 |');
  });

  it('counts sources by link and by the precision of their date', () => {
    expect(line('| Article or official page |')).toBe('| Article or official page | 3 | 60% |');
    expect(line("| A site's home page |")).toBe("| A site's home page | 1 | 20% |");
    expect(line('| Lakbay curator estimate')).toBe('| Lakbay curator estimate (not a published source) | 1 | 20% |');
    expect(line('| To the day |')).toBe('| To the day | 2 | 40% |');
    expect(line('| To the month |')).toBe('| To the month | 1 | 20% |');
    expect(line('| None, dated only by the day a curator read it |')).toBe(
      '| None, dated only by the day a curator read it | 1 | 20% |',
    );
  });

  it('gives the figures of item 2 for visa.json and philippines.json', () => {
    // Fees: specific, fresh, a news-like host not listed; documents: home page of a .gov.ph, flagged.
    expect(line('| visa.json | 3 |')).toBe('| visa.json | 3 | 1 (33%) | 1 (33%) | 1 | 0 | 0 (0%) | 0 | 1 |');
  });

  it('lists the exceptions and the facts past their age limit with their flags, oldest first, by file', () => {
    expect(report).toContain('## Exceptions to the strict rule (2)');
    expect(report).toContain('- `visa.json` `countries.XX.visitor.documents[0]`: Only the home page is known.');
    expect(report).toContain('- `destinations/XX.json` source `READ`: The venue page shows no date.');
    expect(report).toContain(
      '### visa.json (1)\n\n_No dated page found. (checked 2026-11-20)_\n\n- `countries.XX.visitor.documents[0]` (rule): 2024 (HOME (home page))',
    );
    expect(report).toContain(
      '### destinations/XX.json (1)\n\n**Not flagged: the freshness test fails.**\n\n- `cities[0]` (place): 2019-05 (BLOG)',
    );
    // The flights fact's newest source is the 2026 estimate: not stale.
    expect(report).not.toContain('- `flights`');
  });

  it('is committed as the data makes it today', async () => {
    const { committed, rebuilt } = await rebuiltCommittedReport();
    expect(reportAsOf(committed), 'docs/data-freshness.md states no as-of date').not.toBeNull();
    expect(committed === rebuilt, 'docs/data-freshness.md is stale: run `npm run data:report`').toBe(true);
  });
});
