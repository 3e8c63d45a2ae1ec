// Figures for the load report: percentiles and per-action counts from raw
// samples, and memory growth after warm-up.
import { percentile } from '../lib/stats.js';
import type { Action, Sample } from './virtual-user.js';

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

interface MemorySample {
  second: number;
  process: string;
  mib: number;
}

/** After warm-up, the second half's mean against the first half's: a leak keeps climbing, a warm heap does not. */
function growthAfterWarmUp(samples: MemorySample[], warmUpSeconds: number) {
  const processes = [...new Set(samples.map((entry) => entry.process))];
  return processes.map((process) => {
    const series = samples.filter((entry) => entry.process === process && Number.isFinite(entry.mib));
    const settled = series.filter((entry) => entry.second > warmUpSeconds);
    const half = Math.floor(settled.length / 2);
    const firstHalfMiB = mean(settled.slice(0, half).map((entry) => entry.mib));
    const secondHalfMiB = mean(settled.slice(half).map((entry) => entry.mib));
    return {
      process,
      firstHalfMiB,
      secondHalfMiB,
      peakMiB: Math.max(...series.map((entry) => entry.mib)),
      growthPercent: ((secondHalfMiB - firstHalfMiB) / firstHalfMiB) * 100,
      series: series.map((entry) => [entry.second, Math.round(entry.mib)]),
    };
  });
}

export function summarize({
  samples,
  rss,
  heldMemory,
  warmUpSeconds,
}: {
  samples: Sample[];
  /** Resident set size every 5 s. */
  rss: MemorySample[];
  /** Live heap plus memory outside the heap, after each major garbage collection (heap-probe.mjs). */
  heldMemory: MemorySample[];
  warmUpSeconds: number;
}) {
  const byAction = new Map<Action, Sample[]>();
  for (const sample of samples) byAction.set(sample.action, [...(byAction.get(sample.action) ?? []), sample]);
  const actions = [...byAction].map(([action, list]) => {
    const ms = list.map((sample) => sample.ms);
    return {
      action,
      requests: list.length,
      ok: list.filter((s) => s.status < 400).length,
      clientErrors: list.filter((s) => s.status >= 400 && s.status < 500 && s.status !== 429).length,
      rateLimited: list.filter((s) => s.status === 429).length,
      serverErrors: list.filter((s) => s.status >= 500).length,
      p50: percentile(ms, 50),
      p99: percentile(ms, 99),
    };
  });
  const lastSecond = Math.max(1, ...rss.map((entry) => entry.second));
  return {
    actions,
    totals: {
      requests: samples.length,
      requestsPerSecond: samples.length / lastSecond,
      serverErrors: actions.reduce((sum, row) => sum + row.serverErrors, 0),
      p99: percentile(
        samples.map((sample) => sample.ms),
        99,
      ),
    },
    rss: growthAfterWarmUp(rss, warmUpSeconds),
    heldMemory: growthAfterWarmUp(heldMemory, warmUpSeconds),
  };
}
