import { describe, expect, it } from 'vitest';
import { formatTable, median, meets, percentile, ratio, shareOfTarget } from './stats.js';

describe('benchmark statistics', () => {
  it('takes percentiles by nearest rank, whatever the order of the samples', () => {
    const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 99)).toBe(10);
    expect(percentile(samples, 0)).toBe(1);
    expect(median([3, 1, 2])).toBe(2);
    expect(percentile([], 50)).toBeNaN();
  });

  it('rounds ratios to two decimals', () => {
    expect(ratio(850, 1000)).toBe(0.85);
    expect(ratio(1, 3)).toBe(0.33);
  });

  it('reads both kinds of target the same way: at most 1 of the target meets it', () => {
    expect(meets(50, { bound: 'at most', limit: 50 })).toBe(true);
    expect(meets(0.59, { bound: 'at least', limit: 0.6 })).toBe(false);
    expect(shareOfTarget(25, { bound: 'at most', limit: 50 })).toBe(0.5);
    expect(shareOfTarget(100, { bound: 'at least', limit: 95 })).toBe(0.95);
    expect(shareOfTarget(0, { bound: 'at least', limit: 95 })).toBe(Number.POSITIVE_INFINITY);
    // No layout shift at all: only zero meets it.
    expect(shareOfTarget(0, { bound: 'at most', limit: 0 })).toBe(0);
    expect(shareOfTarget(0.01, { bound: 'at most', limit: 0 })).toBe(Number.POSITIVE_INFINITY);
  });

  it('prints an aligned Markdown table with each target and whether it was met', () => {
    const table = formatTable([
      { section: 'API', metric: 'p99', value: 12.345, unit: 'ms', target: { bound: 'at most', limit: 50 } },
      { section: 'Web', metric: 'landing', value: 200, unit: 'KiB', target: { bound: 'at most', limit: 170 } },
      { section: 'Server', metric: 'idle RSS', value: 120, unit: 'MiB' },
    ]);
    expect(table.split('\n')).toEqual([
      '| Area   | Measure  | Value    | Target    | Met |',
      '| ------ | -------- | -------- | --------- | --- |',
      '| API    | p99      | 12.35 ms | ≤ 50 ms   | yes |',
      '| Web    | landing  | 200 KiB  | ≤ 170 KiB | NO  |',
      '| Server | idle RSS | 120 MiB  |           |     |',
    ]);
  });
});
