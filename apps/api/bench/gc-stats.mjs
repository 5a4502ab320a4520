/**
 * `node --import ./bench/gc-stats.mjs …`: at exit, prints to stderr the process's garbage
 * collections (count and pause time, ms, by kind) and its peak heap, so a benchmark can weigh a heap
 * setting's memory against its CPU (bench/batches.ts, `BENCH_WORKER_NODE_ARGS`).
 */
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

const KINDS = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};
const totals = new Map();
let peakHeapMb = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = KINDS[entry.detail?.kind] ?? 'other';
    const t = totals.get(kind) ?? { count: 0, ms: 0 };
    t.count += 1;
    t.ms += entry.duration;
    totals.set(kind, t);
  }
  peakHeapMb = Math.max(peakHeapMb, getHeapStatistics().total_heap_size / 1e6);
}).observe({ entryTypes: ['gc'] });

process.on('exit', () => {
  const parts = [...totals].map(([kind, t]) => `${kind} ${t.count} (${Math.round(t.ms)} ms)`);
  process.stderr.write(
    `gc pid ${process.pid}: ${parts.join(', ')}; peak heap ${Math.round(peakHeapMb)} MB\n`,
  );
});
