/**
 * Sorted-interval indexes for IP ranges: typed arrays of starts/ends and binary search, so a lookup
 * is O(log n) whatever the list size. IPv4 uses Float64Array (exact for 32-bit values); IPv6 uses
 * bigint arrays.
 */
import type { IpRange, ParsedIp } from './address.js';

/** Index of the last element of a sorted array that is <= x, or -1. */
function lastLE<T extends number | bigint>(arr: ArrayLike<T>, x: T): number {
  let lo = 0;
  let hi = arr.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if ((arr[mid] as T) <= x) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

/**
 * Membership set of IP ranges (CIDR lists, single addresses). Overlapping and adjacent ranges are
 * merged at build time, so `has` is one binary search.
 */
export class IpRangeSet {
  private readonly v4Start: Float64Array;
  private readonly v4End: Float64Array;
  private readonly v6Start: bigint[];
  private readonly v6End: bigint[];
  /** Number of ranges given at build time (before merging). */
  readonly inputCount: number;

  constructor(ranges: Iterable<IpRange>) {
    const v4: Array<[number, number]> = [];
    const v6: Array<[bigint, bigint]> = [];
    let count = 0;
    for (const r of ranges) {
      count++;
      if (r.version === 4) v4.push([r.start, r.end]);
      else v6.push([r.start, r.end]);
    }
    this.inputCount = count;
    v4.sort((a, b) => a[0] - b[0]);
    v6.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const m4 = mergeRanges(v4, 1);
    const m6 = mergeRanges(v6, 1n);
    this.v4Start = Float64Array.from(m4.map((r) => r[0]));
    this.v4End = Float64Array.from(m4.map((r) => r[1]));
    this.v6Start = m6.map((r) => r[0]);
    this.v6End = m6.map((r) => r[1]);
  }

  /** Number of merged intervals (IPv4 + IPv6). */
  get size(): number {
    return this.v4Start.length + this.v6Start.length;
  }

  hasV4(value: number): boolean {
    const i = lastLE(this.v4Start, value);
    return i >= 0 && value <= (this.v4End[i] as number);
  }

  hasV6(value: bigint): boolean {
    const i = lastLE(this.v6Start, value);
    return i >= 0 && value <= (this.v6End[i] as bigint);
  }

  has(ip: ParsedIp): boolean {
    return ip.version === 4 ? this.hasV4(ip.value) : this.hasV6(ip.value);
  }
}

function mergeRanges<T extends number | bigint>(sorted: Array<[T, T]>, one: T): Array<[T, T]> {
  const out: Array<[T, T]> = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    // merge when overlapping or adjacent (last.end + 1 >= s)
    if (last && (last[1] as number) + (one as number) >= (s as number)) {
      if (e > last[1]) last[1] = e;
    } else {
      out.push([s, e]);
    }
  }
  return out;
}

/** Column form of ranges for one IP version (parallel arrays). */
export interface RangeColumns<T extends number | bigint, V> {
  start: T[];
  end: T[];
  value: V[];
}

function isSortedDisjoint<T extends number | bigint>(start: T[], end: T[]): boolean {
  for (let i = 1; i < start.length; i++) if ((start[i] as T) <= (end[i - 1] as T)) return false;
  return true;
}

/** Sorts columns by start and clips overlaps (the range with the lower start keeps the overlap). */
function normaliseColumns<T extends number | bigint, V>(
  c: RangeColumns<T, V>,
  one: T,
): RangeColumns<T, V> {
  if (isSortedDisjoint(c.start, c.end)) return c;
  const order = c.start.map((_, i) => i);
  order.sort((a, b) => {
    const x = c.start[a] as T;
    const y = c.start[b] as T;
    return x < y ? -1 : x > y ? 1 : 0;
  });
  const out: RangeColumns<T, V> = { start: [], end: [], value: [] };
  for (const i of order) {
    let s = c.start[i] as T;
    const e = c.end[i] as T;
    const n = out.end.length;
    if (n > 0) {
      const lastEnd = out.end[n - 1] as T;
      if (s <= lastEnd) {
        if (e <= lastEnd) continue;
        s = ((lastEnd as number) + (one as number)) as T; // works for number and bigint alike
      }
    }
    out.start.push(s);
    out.end.push(e);
    out.value.push(c.value[i] as V);
  }
  return out;
}

/**
 * Map from IP ranges to values (e.g. ASN data). Ranges are sorted at build time when needed; when two
 * ranges overlap, the one with the lower start keeps the overlap (later ones are clipped).
 */
export class IpRangeMap<V> {
  private readonly v4Start: Float64Array;
  private readonly v4End: Float64Array;
  private readonly v4Val: V[];
  private readonly v6Start: bigint[];
  private readonly v6End: bigint[];
  private readonly v6Val: V[];

  /** Builds from parallel columns (fast path when they are already sorted and disjoint). */
  static fromColumns<V>(v4: RangeColumns<number, V>, v6: RangeColumns<bigint, V>): IpRangeMap<V> {
    return new IpRangeMap<V>([], v4, v6);
  }

  constructor(
    entries: Iterable<[IpRange, V]>,
    v4Cols: RangeColumns<number, V> = { start: [], end: [], value: [] },
    v6Cols: RangeColumns<bigint, V> = { start: [], end: [], value: [] },
  ) {
    for (const [r, v] of entries) {
      if (r.version === 4) {
        v4Cols.start.push(r.start);
        v4Cols.end.push(r.end);
        v4Cols.value.push(v);
      } else {
        v6Cols.start.push(r.start);
        v6Cols.end.push(r.end);
        v6Cols.value.push(v);
      }
    }
    const c4 = normaliseColumns(v4Cols, 1);
    const c6 = normaliseColumns(v6Cols, 1n);
    this.v4Start = Float64Array.from(c4.start);
    this.v4End = Float64Array.from(c4.end);
    this.v4Val = c4.value;
    this.v6Start = c6.start;
    this.v6End = c6.end;
    this.v6Val = c6.value;
  }

  get size(): number {
    return this.v4Start.length + this.v6Start.length;
  }

  getV4(value: number): V | undefined {
    const i = lastLE(this.v4Start, value);
    return i >= 0 && value <= (this.v4End[i] as number) ? this.v4Val[i] : undefined;
  }

  getV6(value: bigint): V | undefined {
    const i = lastLE(this.v6Start, value);
    return i >= 0 && value <= (this.v6End[i] as bigint) ? this.v6Val[i] : undefined;
  }

  get(ip: ParsedIp): V | undefined {
    return ip.version === 4 ? this.getV4(ip.value) : this.getV6(ip.value);
  }
}
