// Which sources count for visa and departure facts (issue 30, item 2): every
// host cited by visa.json and philippines.json is classified, and no fact there
// rests on weak sources (reprints, aggregators, code files) alone unless it says
// itself that it is not confirmed.
import { describe, expect, it } from 'vitest';
import { loadCuratedFacts, loadCuratedSources } from './curated-facts.js';
import { counts, isWeak, sourceKind } from './source-kinds.js';

describe('source kinds', () => {
  it('classifies a link by its host or a parent domain', () => {
    expect(sourceKind('https://www.bsp.gov.ph/statistics/rerb/28%20Feb%202020.pdf')).toBe('government');
    expect(sourceKind('https://beijingpe.dfa.gov.ph/consular-matters')).toBe('embassy');
    expect(sourceKind('https://cebudailynews.inquirer.net/633914/x')).toBe('news');
    expect(sourceKind('https://www.mexc.cc/news/939484')).toBe('reprint');
    expect(sourceKind('https://namegenerator.biz/won-to-ph-peso')).toBe('aggregator');
    expect(sourceKind('https://github.com/owner/repo/blob/main/rates.dart')).toBe('code');
    expect(sourceKind('https://onlinedubaivisa5.blogspot.com/2024/08/x.html')).toBe('secondary');
    expect(sourceKind(null)).toBe('unlinked');
    expect(sourceKind('https://unknown.example.org/page')).toBeNull();
    expect(counts('news') && !isWeak('news') && isWeak('code') && !counts('secondary')).toBe(true);
  });
});

describe('the visa and departure data', () => {
  const files = ['visa.json', 'philippines.json'];

  it('cites only hosts that are classified', () => {
    const unlisted = loadCuratedSources()
      .filter(({ file }) => files.includes(file))
      .flatMap(({ file, sources }) =>
        sources
          .filter((source) => sourceKind(source.url) === null)
          .map((source) => `${file} ${source.id} ${source.url}`),
      );
    expect(unlisted, 'add each host to api/src/curation/source-kinds.ts').toEqual([]);
  });

  it('has no fact resting on weak sources alone, unless it says it is not confirmed', () => {
    const weakOnly = loadCuratedFacts()
      .filter((fact) => files.includes(fact.file) && !fact.unconfirmed && fact.sources.length > 0)
      .filter((fact) => fact.sources.every((source) => isWeak(sourceKind(source.url))))
      .map((fact) => `${fact.file} ${fact.path}`);
    expect(weakOnly).toEqual([]);
  });
});
