/**
 * List diff benchmark: the bundled OFAC SDN snapshot against a changed
 * copy (1% of the records dropped, 100 added, 1% renamed, 1% with a new program), in memory, no
 * database. Prints the median of 7 runs of `diffRecords` and the counts it found.
 */
import { emptyEntry, type ListEntry } from '@pulse/engines/aml';
import { BUNDLED_LISTS, parseBundledSanctions } from '../src/datasets/bundled.js';
import { diffRecords } from '../src/services/list-diff.js';

const sdn = BUNDLED_LISTS.find((l) => 'sanctions' in l.target && l.target.sanctions === 'ofac-sdn');
if (!sdn) throw new Error('the bundled OFAC SDN list is missing');
const before = parseBundledSanctions(sdn).records;
const after: ListEntry[] = structuredClone(before).filter((_r, i) => i % 100 !== 0);
after.forEach((r, i) => {
  if (i % 100 === 1) r.name = `${r.name} X`;
  if (i % 100 === 2) r.programs = [...r.programs, 'BENCH'];
});
for (let i = 0; i < 100; i++)
  after.push(emptyEntry('ofac-sdn', `bench-${i}`, `BENCH ${i}`, 'entity'));

const times: number[] = [];
let counts = { added: 0, removed: 0, changed: 0 };
for (let run = 0; run < 7; run++) {
  const t0 = performance.now();
  const d = diffRecords(before, after);
  times.push(performance.now() - t0);
  counts = { added: d.added, removed: d.removed, changed: d.changed };
}
times.sort((a, b) => a - b);
console.log(
  `OFAC SDN ${before.length} → ${after.length} records: diff median ${times[3]?.toFixed(1)} ms ` +
    `(min ${times[0]?.toFixed(1)}, max ${times[6]?.toFixed(1)}); ${JSON.stringify(counts)}`,
);
