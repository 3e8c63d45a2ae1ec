// Pure helpers of the benchmark: percentiles, targets and the printed table.

/** The p-th percentile (0–100) of `samples` by nearest rank; NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** The middle value (the lower one of an even count, so it is always a measured run). */
export const median = (samples: readonly number[]) => percentile(samples, 50);

/** `value / base` to two decimals. */
export const ratio = (value: number, base: number) => Math.round((value / base) * 100) / 100;

/** A figure the issue sets a bound for: `at most` (lower is better) or `at least`. */
export interface Target {
  bound: 'at most' | 'at least';
  limit: number;
}

export interface Measurement {
  section: string;
  metric: string;
  value: number;
  unit: string;
  target?: Target;
}

export const meets = (value: number, target: Target) =>
  target.bound === 'at most' ? value <= target.limit : value >= target.limit;

/**
 * How much of its target a figure uses: 1 is exactly on target, above 1 misses
 * it. For an `at least` target this is limit / value, so both read the same way.
 */
export function shareOfTarget(value: number, target: Target): number {
  // A bound of zero (no layout shift at all) is met only by zero.
  if (target.bound === 'at most')
    return target.limit === 0 ? (value === 0 ? 0 : Number.POSITIVE_INFINITY) : value / target.limit;
  return value === 0 ? Number.POSITIVE_INFINITY : target.limit / value;
}

export const formatNumber = (value: number) =>
  Number.isInteger(value) ? String(value) : value.toFixed(Math.abs(value) >= 100 ? 0 : 2);

export const describeTarget = (target: Target, unit: string) =>
  `${target.bound === 'at most' ? '≤' : '≥'} ${formatNumber(target.limit)}${unit ? ` ${unit}` : ''}`;

/** The measurements as an aligned text table (also Markdown). */
export function formatTable(measurements: readonly Measurement[]): string {
  const rows = measurements.map((m) => [
    m.section,
    m.metric,
    `${formatNumber(m.value)}${m.unit ? ` ${m.unit}` : ''}`,
    m.target ? describeTarget(m.target, m.unit) : '',
    m.target ? (meets(m.value, m.target) ? 'yes' : 'NO') : '',
  ]);
  const header = ['Area', 'Measure', 'Value', 'Target', 'Met'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
