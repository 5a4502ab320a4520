/**
 * The results file of a batch (docs/adr/0044-batch-processing.md, docs/api-contract.md "Batches"):
 * for each row, its input columns as uploaded, then `row`, `decision`, `score`, `message`, the
 * service's key fields, the `report_id` and the row's `error`. Streamed a page of rows at a time,
 * as CSV (csv-stringify, RFC 4180, formula cells neutralised per OWASP "CSV Injection") or NDJSON
 * (values exactly as stored), never held whole.
 */
import { type Options as CsvOptions, stringify } from 'csv-stringify/sync';
import type { BatchService } from './fields.js';
import { ESCAPED_FORMULA, spreadsheetSafe } from './formula.js';

/** The decision of a row its batch ended (cancelled, failed or interrupted) before screening. */
export const NOT_SCREENED = 'NOT_SCREENED';

/** A results page row: the stored row and its report's result (null without a report). */
export interface ResultRow {
  rowNo: number;
  cells: string[];
  status: string | null;
  referenceId: string | null;
  error: string | null;
  result: unknown;
}

type Fields = Record<string, unknown>;
const obj = (v: unknown): Fields => (v && typeof v === 'object' ? (v as Fields) : {});

/** The label the AML engine gives every tenant watchlist's matches (its `source`). */
const WATCHLIST_SOURCE = 'watchlist';
/** How a watchlist entry's record names its list in `other_information` (watchlists/tenant-index.ts). */
const WATCHLIST_INFO = 'Watchlist: ';

/**
 * The list a match is on: the `source` of a public list ("OFAC SDN List"), and for a tenant's own
 * watchlist, whose `source` is only "watchlist", the list's name as it was when screened.
 */
function listOf(match: Fields | undefined): unknown {
  if (!match || match.source !== WATCHLIST_SOURCE) return match?.source;
  const info = Array.isArray(match.other_information) ? match.other_information : [];
  const named = info.find(
    (i): i is string => typeof i === 'string' && i.startsWith(WATCHLIST_INFO),
  );
  return named ? named.slice(WATCHLIST_INFO.length) : match.source;
}

/** The best AML match of a screening (score 0–1), or undefined when nothing matched. */
function bestMatch(response: Fields): Fields | undefined {
  const found = Array.isArray(response.foundRecords) ? (response.foundRecords as Fields[]) : [];
  return found.reduce<Fields | undefined>(
    (best, r) => (!best || Number(r.score) > Number(best.score) ? r : best),
    undefined,
  );
}

/**
 * Per service: its key fields (column name → value from the result's `response`) and its score
 * (0–100, or null when the service has none): the figures a customer sorts a results file by.
 */
const KEY_FIELDS: Record<
  BatchService,
  { fields: Record<string, (r: Fields) => unknown>; score: (r: Fields) => unknown }
> = {
  emailLookup: {
    fields: {
      deliverability: (r) => r.deliverability,
      disposable: (r) => r.disposable,
      free_provider: (r) => r.freeProvider,
    },
    score: (r) => r.smtpScore,
  },
  phoneLookup: {
    fields: {
      valid: (r) => r.isValid,
      line_type: (r) => r.lineType,
      carrier: (r) => r.carrier,
      country_code: (r) => r.countryCode,
    },
    score: (r) => r.fraudScore,
  },
  ipLookup: {
    fields: {
      country_code: (r) => r.countryCode,
      asn: (r) => r.asn,
      isp: (r) => r.isp,
      proxy: (r) => r.proxy,
      vpn: (r) => r.vpn,
      tor: (r) => r.tor,
    },
    score: () => null,
  },
  binLookup: {
    fields: {
      scheme: (r) => r.scheme,
      type: (r) => r.type,
      issuer: (r) => r.issuerName,
      country: (r) => obj(r.country).name ?? r.country,
    },
    score: () => null,
  },
  addressLookup: {
    fields: { address_type: (r) => r.addressType },
    score: () => null,
  },
  amlPerson: {
    fields: amlFields(),
    score: (r) => amlScore(r),
  },
  amlBusiness: {
    fields: amlFields(),
    score: (r) => amlScore(r),
  },
  fraudEngine: {
    fields: {},
    score: (r) => r.riskScore,
  },
};

function amlFields(): Record<string, (r: Fields) => unknown> {
  return {
    matches: (r) => (Array.isArray(r.foundRecords) ? r.foundRecords.length : 0),
    best_match: (r) => bestMatch(r)?.matched_name,
    best_match_list: (r) => listOf(bestMatch(r)),
  };
}

function amlScore(r: Fields): number | null {
  const best = bestMatch(r);
  return best ? Math.round(Number(best.score) * 100) : null;
}

/** The header of a results file: the input header, then the result columns of `service`. */
export function resultHeader(service: BatchService, inputHeader: readonly string[]): string[] {
  return [
    ...inputHeader,
    'row',
    'decision',
    'score',
    'message',
    ...Object.keys(KEY_FIELDS[service].fields),
    'report_id',
    'error',
  ];
}

const cell = (v: unknown): string | number | boolean | null =>
  v === undefined || v === null
    ? null
    : typeof v === 'object'
      ? JSON.stringify(v)
      : (v as string | number | boolean);

/**
 * One row's result values, in `resultHeader` order after the input cells. A row without an outcome
 * has the decision {@link NOT_SCREENED} once its batch has `ended`, none while it may still run.
 */
function resultValues(
  service: BatchService,
  row: ResultRow,
  ended: boolean,
): Array<string | number | boolean | null> {
  const result = obj(row.result);
  const response = obj(result.response);
  const spec = KEY_FIELDS[service];
  const has = row.result !== null && row.result !== undefined;
  return [
    row.rowNo,
    row.status ?? (ended ? NOT_SCREENED : null),
    has ? cell(spec.score(response)) : null,
    has ? cell(result.message) : null,
    ...Object.values(spec.fields).map((f) => (has ? cell(f(response)) : null)),
    row.referenceId,
    row.error,
  ];
}

/**
 * The CSV writer's options: CRLF between records and RFC 4180 quoting of every cell holding a
 * quote, a comma, CR or LF. csv-stringify stops quoting a lone CR or LF once `record_delimiter` is
 * set (it then quotes only the delimiter itself), so `quote_record_delimiter` turns it back on: an
 * unquoted line break would split the row and start a new line with the rest of the cell. A cell
 * `spreadsheetSafe` prefixed with `'` is quoted too, as OWASP "CSV Injection" says.
 */
const CSV: CsvOptions = {
  record_delimiter: 'windows',
  quote_record_delimiter: true,
  quoted_match: ESCAPED_FORMULA,
  cast: { boolean: (b) => String(b) },
};

/**
 * A text cell a spreadsheet would run, prefixed with `'` (`spreadsheetSafe`); numbers, booleans
 * and empty cells as they are. Prefixed here rather than in a csv-stringify `cast`, whose per-cell
 * options are read again for every such cell: twice the time of a page whose rows all hold one.
 */
const safe = (v: string | number | boolean | null): string | number | boolean | null =>
  typeof v === 'string' ? spreadsheetSafe(v) : v;

/** The CSV text of a header row. */
export function csvHeader(header: readonly string[]): string {
  return stringify([header.map(safe)], CSV);
}

/**
 * The CSV text of a page of result rows.
 * @param ended whether the batch has ended (cancelled, failed or interrupted): its rows without an
 *   outcome read {@link NOT_SCREENED}
 */
export function csvRows(service: BatchService, page: readonly ResultRow[], ended: boolean): string {
  return stringify(
    page.map((r) => [...r.cells, ...resultValues(service, r, ended)].map(safe)),
    CSV,
  );
}

/**
 * The NDJSON text of a page of result rows: `{ input: {column: cell}, row, decision, … }`, every
 * value as stored (JSON needs no formula escaping: no spreadsheet runs it).
 * @param ended as {@link csvRows}
 */
export function ndjsonRows(
  service: BatchService,
  inputHeader: readonly string[],
  page: readonly ResultRow[],
  ended: boolean,
): string {
  const names = resultHeader(service, []);
  return page
    .map((r) => {
      const input = Object.fromEntries(inputHeader.map((h, i) => [h, r.cells[i] ?? '']));
      const values = resultValues(service, r, ended);
      return JSON.stringify({ input, ...Object.fromEntries(names.map((n, i) => [n, values[i]])) });
    })
    .map((line) => `${line}\n`)
    .join('');
}
