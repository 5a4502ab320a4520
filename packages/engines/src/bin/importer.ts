import { parseCsv } from '../common/csv.js';
import { ImportError } from '../common/errors.js';

/** One row of a BIN table (binlist `ranges.csv` columns). Empty cells are null. */
export interface BinRecord {
  /** First BIN/IIN of the range, 6 or 8 digits. */
  iinStart: string;
  /** Last BIN/IIN of the range (same digit count as `iinStart`); null = single BIN. */
  iinEnd: string | null;
  numberLength: number | null;
  /** Whether card numbers of this range pass the Luhn check (binlist `number_luhn`). */
  numberLuhn: boolean | null;
  /** Card network, lower-case (visa, mastercard, amex, discover, diners, unionpay, …). */
  scheme: string | null;
  /** Product name (binlist calls it brand: "Visa/Dankort", "Electron", "Cartasi Gold"…). */
  brand: string | null;
  /** debit | credit | charge … */
  type: string | null;
  prepaid: boolean | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  bankName: string | null;
  bankLogo: string | null;
  bankUrl: string | null;
  bankPhone: string | null;
  bankCity: string | null;
}

export interface BinTableResult {
  records: BinRecord[];
  counts: { rows: number; records: number; sixDigit: number; eightDigit: number; ranges: number };
}

const COLUMNS = [
  'iin_start',
  'iin_end',
  'number_length',
  'number_luhn',
  'scheme',
  'brand',
  'type',
  'prepaid',
  'country',
  'bank_name',
  'bank_logo',
  'bank_url',
  'bank_phone',
  'bank_city',
] as const;

function yesNo(v: string, line: number, col: string): boolean | null {
  const s = v.toLowerCase();
  if (s === '') return null;
  if (s === 'y' || s === 'yes' || s === 'true' || s === '1') return true;
  if (s === 'n' || s === 'no' || s === 'false' || s === '0') return false;
  throw new ImportError(`${col} must be y/n or empty, got ${JSON.stringify(v)}`, line, 'BIN table');
}

/**
 * Parses a BIN table in the binlist CSV format (header required; columns `iin_start, iin_end,
 * number_length, number_luhn, scheme, brand, type, prepaid, country, bank_name, bank_logo, bank_url,
 * bank_phone, bank_city`; extra columns ignored). IIN starts are 6 or 8 digits; `iin_end` is optional
 * and must have the same length and be ≥ the start. Throws {@link ImportError} with the line number.
 */
export function parseBinTable(text: string): BinTableResult {
  const kind = 'BIN table';
  const rows = parseCsv(text, kind);
  const header = (rows[0]?.fields ?? []).map((h) => h.toLowerCase());
  const idx = Object.fromEntries(COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<
    (typeof COLUMNS)[number],
    number
  >;
  if (idx.iin_start < 0) throw new ImportError('header has no iin_start column', 1, kind);
  const records: BinRecord[] = [];
  let six = 0;
  let eight = 0;
  let ranges = 0;
  for (const { fields, line } of rows.slice(1)) {
    const get = (c: (typeof COLUMNS)[number]): string =>
      idx[c] >= 0 ? (fields[idx[c]] ?? '').trim() : '';
    const orNull = (c: (typeof COLUMNS)[number]): string | null => get(c) || null;
    const start = get('iin_start');
    if (!/^(\d{6}|\d{8})$/.test(start))
      throw new ImportError(
        `iin_start must be 6 or 8 digits, got ${JSON.stringify(start)}`,
        line,
        kind,
      );
    const end = get('iin_end');
    if (end && (!/^\d+$/.test(end) || end.length !== start.length || end < start)) {
      throw new ImportError(
        `iin_end ${JSON.stringify(end)} must have ${start.length} digits and be >= iin_start`,
        line,
        kind,
      );
    }
    const len = get('number_length');
    if (len && !/^\d{1,2}$/.test(len))
      throw new ImportError(
        `number_length must be a number, got ${JSON.stringify(len)}`,
        line,
        kind,
      );
    const country = get('country').toUpperCase();
    if (country && !/^[A-Z]{2}$/.test(country))
      throw new ImportError(
        `country must be ISO alpha-2, got ${JSON.stringify(country)}`,
        line,
        kind,
      );
    if (start.length === 6) six++;
    else eight++;
    if (end && end !== start) ranges++;
    records.push({
      iinStart: start,
      iinEnd: end && end !== start ? end : null,
      numberLength: len ? Number(len) : null,
      numberLuhn: yesNo(get('number_luhn'), line, 'number_luhn'),
      scheme: get('scheme').toLowerCase() || null,
      brand: orNull('brand'),
      type: get('type').toLowerCase() || null,
      prepaid: yesNo(get('prepaid'), line, 'prepaid'),
      country: country || null,
      bankName: orNull('bank_name'),
      bankLogo: orNull('bank_logo'),
      bankUrl: orNull('bank_url'),
      bankPhone: orNull('bank_phone'),
      bankCity: orNull('bank_city'),
    });
  }
  if (records.length === 0) throw new ImportError('the file holds no BIN row', null, kind);
  return {
    records,
    counts: {
      rows: rows.length - 1,
      records: records.length,
      sixDigit: six,
      eightDigit: eight,
      ranges,
    },
  };
}
