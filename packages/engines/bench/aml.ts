/**
 * AML bench: import time of the full OFAC SDN set (sdn + alt + add + comments) and the UN list, index build
 * time, fuzzy person search p50/p99 over 1,000 queries (half typed variants of listed names, half names
 * checked not to be listed), and the quality figures of the labelled set.
 *
 *   pnpm --filter @pulse/engines exec tsx bench/aml.ts [path/to/shared/data/sanctions]
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AmlIndex,
  loadOfacDir,
  loadOpenSanctionsFile,
  loadUnFile,
  MATCH_THRESHOLD,
  WEAK_THRESHOLD,
} from '../src/aml/index.js';
import { buildQualitySet, measureQuality, type QualityQuery } from './aml-quality.js';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = resolve(process.argv[2] ?? join(here, '../../../../shared/data/sanctions'));
if (!existsSync(join(dataDir, 'ofac/sdn.csv'))) {
  console.error(
    `No sanctions data at ${dataDir} (expected ofac/sdn.csv): pass the folder as the first argument.`,
  );
  process.exit(1);
}

function ms(t0: number): number {
  return Math.round((performance.now() - t0) * 10) / 10;
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

let t = performance.now();
const sdn = await loadOfacDir(join(dataDir, 'ofac'), 'sdn');
const sdnMs = ms(t);
t = performance.now();
const un = await loadUnFile(join(dataDir, 'un/UN_consolidated.xml'));
const unMs = ms(t);
t = performance.now();
const cons = await loadOfacDir(join(dataDir, 'ofac'), 'consolidated');
// The PEP sample is optional (the bundled lists of the API do not include it: CC BY-NC).
const osFile = join(dataDir, 'opensanctions/us_congress_senzing.json');
const os = existsSync(osFile) ? await loadOpenSanctionsFile(osFile) : null;
const otherMs = ms(t);
t = performance.now();
const index = AmlIndex.build(os ? [sdn, cons, un, os] : [sdn, cons, un]);
const buildMs = ms(t);
t = performance.now();
AmlIndex.build([sdn, un]);
const buildSdnUnMs = ms(t);

console.log(
  `Import: OFAC SDN (sdn+alt+add+comments, ${sdn.records.length} records) ${sdnMs} ms; UN (${un.records.length}) ${unMs} ms; OFAC consolidated + OpenSanctions sample ${otherMs} ms`,
);
console.log(
  `Index build: all lists ${buildMs} ms (${JSON.stringify(index.size)}); SDN + UN only ${buildSdnUnMs} ms`,
);

// ---- speed: 1,000 person queries over the full index (SDN + consolidated + UN + PEP sample)
const persons: QualityQuery[] = [];
for (let seed = 1; persons.length < 1000 && seed < 50; seed++) {
  for (const q of buildQualitySet(index, seed)) if (q.kind === 'person') persons.push(q);
}
const queries = persons.slice(0, 1000);
// Warm-up: one full pass (JIT), then three measured passes.
for (const q of queries)
  index.screenPerson({ firstName: q.firstName ?? '', lastName: q.lastName ?? '', mode: '2' });
const times: number[] = [];
let hits = 0;
for (let pass = 0; pass < 3; pass++) {
  for (const q of queries) {
    const t0 = performance.now();
    const res = index.screenPerson({
      firstName: q.firstName ?? '',
      lastName: q.lastName ?? '',
      mode: '2',
    });
    times.push(performance.now() - t0);
    if (pass === 0 && res.length) hits++;
  }
}
times.sort((a, b) => a - b);
const mean = times.reduce((a, b) => a + b, 0) / times.length;
console.log(
  `Fuzzy person search, ${queries.length} queries × 3 passes after a warm-up pass (${queries.filter((q) => q.label === 'positive').length} typed variants of listed names, ${queries.filter((q) => q.label === 'negative').length} unlisted; ${hits} returned records): p50 ${pct(times, 50).toFixed(3)} ms, p90 ${pct(times, 90).toFixed(3)} ms, p99 ${pct(times, 99).toFixed(3)} ms, max ${(times[times.length - 1] ?? 0).toFixed(3)} ms, mean ${mean.toFixed(3)} ms`,
);

const exactTimes: number[] = [];
for (const q of queries) {
  const t0 = performance.now();
  index.screenPerson({ firstName: q.firstName ?? '', lastName: q.lastName ?? '', mode: '1' });
  exactTimes.push(performance.now() - t0);
}
exactTimes.sort((a, b) => a - b);
console.log(
  `Exact person search: p50 ${pct(exactTimes, 50).toFixed(3)} ms, p99 ${pct(exactTimes, 99).toFixed(3)} ms`,
);

const bizTimes: number[] = [];
const biz = buildQualitySet(index, 7).filter((q) => q.kind === 'business');
for (const q of biz) {
  const t0 = performance.now();
  index.screenBusiness({ company: q.company ?? '', mode: '2' });
  bizTimes.push(performance.now() - t0);
}
bizTimes.sort((a, b) => a - b);
console.log(
  `Fuzzy business search, ${biz.length} queries: p50 ${pct(bizTimes, 50).toFixed(3)} ms, p99 ${pct(bizTimes, 99).toFixed(3)} ms`,
);

// ---- quality
const set = buildQualitySet(index);
const q = measureQuality(index, set, MATCH_THRESHOLD);
console.log(
  `Quality (threshold ${MATCH_THRESHOLD}, weak band from ${WEAK_THRESHOLD}): ${q.size} queries (${q.positives} positives, ${q.negatives} negatives); recall ${(q.recall * 100).toFixed(1)}% (reported at all: ${(q.recallWeak * 100).toFixed(1)}%); false-positive rate ${(q.falsePositiveRate * 100).toFixed(1)}% (negatives with a weak-band hit: ${(q.weakRate * 100).toFixed(1)}%)`,
);
for (const [k, v] of Object.entries(q.byVariant)) console.log(`  ${k}: ${v.hit}/${v.n}`);
if (process.env.VERBOSE) {
  console.log('Misses:\n  ' + q.misses.join('\n  '));
  console.log('False positives:\n  ' + q.falsePositives.join('\n  '));
}
