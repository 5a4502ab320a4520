/**
 * A watchlist file (docs/adr/0048-custom-watchlists.md) → its entries. The file rules are the batch
 * input's, read by the same table reader (batches/csv-table.ts, docs/adr/0041-batch-input.md): UTF-8
 * (a BOM dropped), comma-separated, RFC 4180 quotes, every row with the header's column count,
 * blank rows skipped, no formula cell; every refusal is a BatchInputError naming the line (1 = the
 * header). The whole file is read before anything is
 * stored, so a bad row anywhere stores nothing.
 */
import { BatchInputError } from '../batches/errors.js';
import { csvRecords } from '../batches/csv-rows.js';
import { openCsvTable } from '../batches/csv-table.js';
import { decodeUtf8 } from '../batches/decode.js';
import { normaliseHeader } from '../batches/mapping.js';
import type { WatchlistEntry } from '../../repositories/watchlists.js';

/** Most entries in one list. */
export const MAX_ENTRIES = 10_000;
/** Largest list file, in bytes (10 MB). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Longest name, alias or reference, in characters. */
export const MAX_TEXT = 300;
/** Most aliases of one entry. */
export const MAX_ALIASES = 50;
/** Longest cell of a watchlist file: the aliases cell, its MAX_ALIASES names and separators. */
const MAX_CELL = MAX_ALIASES * (MAX_TEXT + 1);

export type WatchlistColumn = 'name' | 'aliases' | 'date_of_birth' | 'country' | 'reference';

/** The columns of a watchlist file, in the template's order. */
export const WATCHLIST_COLUMNS: readonly WatchlistColumn[] = [
  'name',
  'aliases',
  'date_of_birth',
  'country',
  'reference',
];

/** Header names (reduced as batch headers are: case, spaces, `_`, `-`, `.`) for each column. */
const HEADER_NAMES: Record<WatchlistColumn, readonly string[]> = {
  name: ['name', 'fullname'],
  aliases: ['aliases', 'alias', 'aka'],
  date_of_birth: ['dateofbirth', 'dob', 'birthdate'],
  country: ['country', 'countrycode'],
  reference: ['reference', 'ref', 'id'],
};

const REQUIRED: readonly WatchlistColumn[] = ['name', 'reference'];

/** YYYY-MM-DD, YYYY-MM or YYYY, and a real date. */
function validDob(v: string): boolean {
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(v);
  if (!m) return false;
  const [, y, mo, d] = m;
  if (mo !== undefined && (Number(mo) < 1 || Number(mo) > 12)) return false;
  if (d !== undefined) {
    const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
    if (date.getUTCDate() !== Number(d)) return false;
  }
  return Number(y) >= 1850 && Number(y) <= 2100;
}

/** Which column of `header` each watchlist column is (-1: absent); the first naming it wins. */
function columnsOf(header: readonly string[]): Record<WatchlistColumn, number> {
  const reduced = header.map(normaliseHeader);
  const at = {} as Record<WatchlistColumn, number>;
  for (const c of WATCHLIST_COLUMNS) at[c] = reduced.findIndex((h) => HEADER_NAMES[c].includes(h));
  return at;
}

/**
 * Reads a whole watchlist file.
 * @param source the file's bytes (a request stream)
 * @returns its entries, in file order
 * @throws BatchInputError (400; 413 FILE_TOO_LARGE over 10 MB, TOO_MANY_ROWS over 10,000
 *   entries) whose message starts with "Line N:"
 */
export async function readWatchlistFile(
  source: AsyncIterable<Uint8Array | string>,
  limits: { maxEntries?: number; maxBytes?: number } = {},
): Promise<WatchlistEntry[]> {
  const maxEntries = limits.maxEntries ?? MAX_ENTRIES;
  const records = csvRecords(decodeUtf8(source, limits.maxBytes ?? MAX_FILE_BYTES), {
    maxCellChars: MAX_CELL,
  });
  try {
    const { header, headerLine, rows } = await openCsvTable(
      records,
      maxEntries,
      (line, limit) =>
        new BatchInputError(
          'TOO_MANY_ROWS',
          line,
          `the list has more than ${limit.toLocaleString('en-US')} entries; split it into several lists`,
        ),
    );
    const at = columnsOf(header);
    const missing = REQUIRED.filter((c) => at[c] === -1);
    if (missing.length)
      throw new BatchInputError(
        'MISSING_COLUMNS',
        headerLine,
        `the header has no ${missing.map((c) => `"${c}"`).join(' or ')} column; the columns are ${WATCHLIST_COLUMNS.join(', ')}`,
      );
    const cell = (cells: readonly string[], c: WatchlistColumn): string =>
      at[c] === -1 ? '' : (cells[at[c]] ?? '').trim();
    const entries: WatchlistEntry[] = [];
    const seen = new Map<string, number>();
    for await (const { line, cells } of rows) {
      entries.push(entryOf(line, (c) => cell(cells, c), seen));
    }
    return entries;
  } finally {
    await records.return(undefined);
  }
}

function entryOf(
  line: number,
  cell: (c: WatchlistColumn) => string,
  seen: Map<string, number>,
): WatchlistEntry {
  const tooLong = (what: string) =>
    new BatchInputError('INVALID_VALUE', line, `${what} is longer than ${MAX_TEXT} characters`);
  const name = cell('name').replace(/\s+/g, ' ');
  if (!name) throw new BatchInputError('MISSING_VALUE', line, '"name" is empty');
  if (name.length > MAX_TEXT) throw tooLong('"name"');
  const reference = cell('reference');
  if (!reference) throw new BatchInputError('MISSING_VALUE', line, '"reference" is empty');
  if (reference.length > MAX_TEXT) throw tooLong('"reference"');
  const earlier = seen.get(reference);
  if (earlier !== undefined)
    throw new BatchInputError(
      'DUPLICATE_REFERENCE',
      line,
      `reference "${reference}" is also on line ${earlier}; each entry needs its own reference`,
    );
  seen.set(reference, line);
  const aliases = [
    ...new Set(
      cell('aliases')
        .split(';')
        .map((a) => a.trim().replace(/\s+/g, ' '))
        .filter((a) => a && a !== name),
    ),
  ];
  if (aliases.length > MAX_ALIASES)
    throw new BatchInputError(
      'INVALID_VALUE',
      line,
      `"aliases" has ${aliases.length} names; at most ${MAX_ALIASES}`,
    );
  if (aliases.some((a) => a.length > MAX_TEXT)) throw tooLong('an alias');
  const dob = cell('date_of_birth');
  if (dob && !validDob(dob))
    throw new BatchInputError(
      'INVALID_VALUE',
      line,
      `"date_of_birth" must be a date written YYYY-MM-DD, YYYY-MM or YYYY (got "${dob.slice(0, 40)}")`,
    );
  const country = cell('country').toUpperCase();
  if (country && !/^[A-Z]{2}$/.test(country))
    throw new BatchInputError(
      'INVALID_VALUE',
      line,
      `"country" must be a two-letter ISO 3166-1 code such as GB (got "${country.slice(0, 40)}")`,
    );
  return { reference, name, aliases, dateOfBirth: dob || null, country: country || null };
}
