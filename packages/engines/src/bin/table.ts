import type { SourceInfo } from '../common/result.js';
import type { BinRecord } from './importer.js';

/** Result of matching a BIN against the table. */
export interface BinMatch {
  /** The fields shared by every table row that overlaps the BIN (a field the rows disagree on is null). */
  record: BinRecord;
  /** Number of distinct table rows overlapping the BIN. */
  rows: number;
  /** True when part of the BIN's 8-digit space is covered by no row. */
  partial: boolean;
}

/** A BIN table index. Build once from imported rows; lookups are a binary search. */
export interface BinTable {
  match(bin: string): BinMatch | null;
  readonly size: number;
  readonly source: SourceInfo;
}

/** Position of a 6- or 8-digit IIN in the 8-digit space: [first, last]. */
function span(iin: string, last: boolean): number {
  return iin.length === 8 ? Number(iin) : Number(iin) * 100 + (last ? 99 : 0);
}

const FIELDS = [
  'numberLength',
  'numberLuhn',
  'scheme',
  'brand',
  'type',
  'prepaid',
  'country',
  'bankName',
  'bankLogo',
  'bankUrl',
  'bankPhone',
  'bankCity',
] as const;

/** Keeps a field only when all rows agree on it. */
function agree(rows: BinRecord[], bin: string): BinRecord {
  const first = rows[0] as BinRecord;
  const out = { ...first, iinStart: bin, iinEnd: null } as BinRecord;
  for (const f of FIELDS) {
    if (rows.some((r) => r[f] !== first[f])) (out as unknown as Record<string, unknown>)[f] = null;
  }
  return out;
}

/**
 * Indexes BIN rows in the 8-digit IIN space (a 6-digit row covers 100 8-digit IINs). Elementary
 * segments are built by a sweep so that each point maps to the NARROWEST row covering it (an 8-digit
 * row beats the 6-digit range around it). A 6-digit query covers 100 points: the rows seen there are
 * combined by {@link agree}.
 */
export function createBinTable(records: BinRecord[], source?: SourceInfo): BinTable {
  const starts = records.map((r) => span(r.iinStart, false));
  const ends = records.map((r) => span(r.iinEnd ?? r.iinStart, true));
  const bounds = [...new Set([...starts, ...ends.map((e) => e + 1)])].sort((a, b) => a - b);
  const byStart = records
    .map((_, i) => i)
    .sort((a, b) => (starts[a] as number) - (starts[b] as number));
  const segStart: number[] = [];
  const segRow: number[] = [];
  const active: number[] = [];
  let next = 0;
  for (const b of bounds) {
    while (next < byStart.length && (starts[byStart[next] as number] as number) <= b)
      active.push(byStart[next++] as number);
    for (let i = active.length - 1; i >= 0; i--)
      if ((ends[active[i] as number] as number) < b) active.splice(i, 1);
    let best = -1;
    let bestWidth = Infinity;
    for (const i of active) {
      const w = (ends[i] as number) - (starts[i] as number);
      if (w < bestWidth) {
        best = i;
        bestWidth = w;
      }
    }
    segStart.push(b);
    segRow.push(best);
  }

  function segmentAt(x: number): number {
    let lo = 0;
    let hi = segStart.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if ((segStart[mid] as number) <= x) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  }

  return {
    size: records.length,
    source: source ?? { name: 'BIN table (imported)', version: null, licence: 'operator-supplied' },
    match(bin) {
      const digits = bin.slice(0, 8);
      const lo = span(digits.length >= 8 ? digits : digits.slice(0, 6), false);
      const hi = span(digits.length >= 8 ? digits : digits.slice(0, 6), true);
      let s = segmentAt(lo);
      const seen: number[] = [];
      let partial = s < 0;
      if (s < 0) s = 0;
      for (; s < segStart.length && (segStart[s] as number) <= hi; s++) {
        const row = segRow[s] as number;
        if (row < 0) partial = true;
        else if (!seen.includes(row)) seen.push(row);
      }
      if (seen.length === 0) return null;
      const rows = seen.map((i) => records[i] as BinRecord);
      return {
        record: rows.length === 1 ? (rows[0] as BinRecord) : agree(rows, digits),
        rows: rows.length,
        partial,
      };
    },
  };
}
