// Loaded into each app process by the load test (node --import; plain
// JavaScript because the app runs from api/dist without tsx). After every
// major garbage collection it appends the memory the app still holds — the
// live heap and the memory outside it (Buffers, WebAssembly) — to
// BENCH_HEAP_LOG, one JSON line each. That is what a leak makes grow; RSS also
// follows how large V8 lets the heap get between collections.
import { appendFileSync } from 'node:fs';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import process from 'node:process';

const file = process.env.BENCH_HEAP_LOG;
if (file) {
  new PerformanceObserver((list) => {
    const major = list.getEntries().some((entry) => entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR);
    if (!major) return;
    const { heapUsed, external } = process.memoryUsage();
    appendFileSync(file, `${JSON.stringify({ atMs: Date.now(), heapUsed, external })}\n`);
  }).observe({ entryTypes: ['gc'] });
}
