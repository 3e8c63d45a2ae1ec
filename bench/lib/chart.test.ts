import { describe, expect, it } from 'vitest';
import { renderChart } from './chart.js';

describe('the benchmark chart', () => {
  it('draws one bar per targeted figure, scaled to its target and coloured by whether it meets it', () => {
    const svg = renderChart(
      [
        { section: 'API', metric: 'p99 <fast>', value: 25, unit: 'ms', target: { bound: 'at most', limit: 50 } },
        { section: 'Web', metric: 'landing', value: 510, unit: 'KiB', target: { bound: 'at most', limit: 170 } },
        { section: 'Server', metric: 'idle RSS', value: 120, unit: 'MiB' },
      ],
      'Benchmarks & targets',
    );
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('aria-label="Benchmarks &amp; targets"');
    const bars = [...svg.matchAll(/<rect x="330" y="\d+" width="([\d.]+)" height="16" fill="(#\w+)"\/>/g)];
    // Half its target: a quarter of the 0–200 % scale; three times its target: cut at 200 % and marked.
    expect(bars.map(([, width, colour]) => [Number(width), colour])).toEqual([
      [95, '#0e7f77'],
      [380, '#c63508'],
    ]);
    expect(svg).toContain('»');
    expect(svg).toContain('API: p99 &lt;fast&gt;');
    expect(svg).toContain('25 ms (≤ 50 ms)');
    expect(svg).not.toContain('idle RSS');
  });
});
