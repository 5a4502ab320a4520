import type { ListDate } from './types.js';

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

interface DatePart {
  year: number;
  month: number | null;
  day: number | null;
}

function validYear(y: number): boolean {
  return y >= 1850 && y <= 2100;
}

/** One date in OFAC ("01 Jan 1960", "Jan 1960", "1960") or ISO ("1960-01-01", "1960-01", "1960") form. */
function parsePart(text: string): DatePart | null {
  const t = text.trim().replace(/\.$/, '');
  let m = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?(?:T.*)?$/.exec(t);
  if (m) {
    const year = Number(m[1]);
    if (!validYear(year)) return null;
    const month = m[2] ? Number(m[2]) : null;
    const day = m[3] ? Number(m[3]) : null;
    if (month !== null && (month < 1 || month > 12)) return null;
    if (day !== null && (day < 1 || day > 31)) return null;
    return { year, month, day };
  }
  m = /^(?:(\d{1,2}) )?([A-Za-z]{3,4})[a-z]* (\d{4})$/.exec(t);
  if (m) {
    const month = MONTHS[(m[2] ?? '').toLowerCase().slice(0, 3)];
    const year = Number(m[3]);
    if (!month || !validYear(year)) return null;
    const day = m[1] ? Number(m[1]) : null;
    return { year, month, day };
  }
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t); // DD/MM/YYYY (screens)
  if (m) {
    const year = Number(m[3]);
    if (!validYear(year)) return null;
    return { year, month: Number(m[2]), day: Number(m[1]) };
  }
  return null;
}

/**
 * Parses a date of birth as the lists write it: "01 Jan 1960", "Jan 1960", "1960", "circa 1960",
 * "1960 to 1962", "01 Jan 1960 to 31 Dec 1962", ISO dates. Returns null for text it cannot read.
 */
export function parseListDate(text: string): ListDate | null {
  let t = text.trim().replace(/\.$/, '');
  let approximate = false;
  const circa = /^(circa|approximately|approx\.?|about|c\.)\s+/i.exec(t);
  if (circa) {
    approximate = true;
    t = t.slice(circa[0].length);
  }
  const range = /^(.+?)\s+(?:to|-)\s+(.+)$/.exec(t);
  if (range) {
    const a = parsePart(range[1] ?? '');
    const b = parsePart(range[2] ?? '');
    if (!a || !b) return null;
    return { text: text.trim(), year: a.year, month: null, day: null, yearTo: b.year, approximate };
  }
  const p = parsePart(t);
  if (!p) return null;
  return { text: text.trim(), ...p, yearTo: null, approximate };
}

export type DobEvidence = 'match' | 'partial' | 'mismatch' | 'unknown';

/**
 * Compares a queried date of birth with a record's dates.
 * - 'match': a listed full date equals the query.
 * - 'partial': the listed year (or range, or circa ±2 years) agrees and nothing more precise contradicts.
 * - 'mismatch': every listed date contradicts the query (wrong year, or same year but a different full date).
 * - 'unknown': the record has no readable date of birth.
 */
export function compareDob(query: DatePart, dates: readonly ListDate[]): DobEvidence {
  if (dates.length === 0) return 'unknown';
  let best: DobEvidence = 'mismatch';
  for (const d of dates) {
    if (d.yearTo !== null) {
      const lo = Math.min(d.year, d.yearTo) - (d.approximate ? 2 : 0);
      const hi = Math.max(d.year, d.yearTo) + (d.approximate ? 2 : 0);
      if (query.year >= lo && query.year <= hi) best = 'partial';
      continue;
    }
    if (d.approximate) {
      if (Math.abs(query.year - d.year) <= 2) best = 'partial';
      continue;
    }
    if (query.year !== d.year) continue;
    if (d.month === null || query.month === null) {
      best = 'partial';
      continue;
    }
    if (d.month !== query.month) continue;
    if (d.day === null || query.day === null) {
      best = 'partial';
      continue;
    }
    if (d.day === query.day) return 'match';
  }
  return best;
}

/** Reads a queried date of birth: ISO `YYYY-MM-DD` (wire format), `YYYY`, or `DD/MM/YYYY`. */
export function parseQueryDob(text: string | null | undefined): DatePart | null {
  if (!text) return null;
  return parsePart(text);
}

export function formatListDate(d: ListDate): string {
  return d.text;
}
