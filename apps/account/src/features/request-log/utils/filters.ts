import type { ListRequestLogParams } from '../api/request-log';

/** The filter form's values (all text; empty = no filter). */
export interface RequestLogFilters {
  key: string;
  status: string;
  endpoint: string;
  /** YYYY-MM-DD, inclusive. */
  from: string;
  /** YYYY-MM-DD, inclusive (the whole day). */
  to: string;
}

export const NO_FILTERS: RequestLogFilters = {
  key: '',
  status: '',
  endpoint: '',
  from: '',
  to: '',
};

/** Status choices of the filter: classes first, then the codes a lookup answers with. */
export const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  { value: '2xx', label: '2xx (success)' },
  { value: '4xx', label: '4xx (refused)' },
  { value: '5xx', label: '5xx (server error)' },
  { value: '400', label: '400 Bad request' },
  { value: '401', label: '401 Unauthorized' },
  { value: '402', label: '402 No calls left' },
  { value: '403', label: '403 Forbidden' },
  { value: '429', label: '429 Too many requests' },
] as const;

/** The endpoints an API key can call (route templates, as the log stores them). */
export const ENDPOINT_OPTIONS = [
  { value: '', label: 'All endpoints' },
  ...[
    '/api/emaillookup',
    '/api/phonelookup',
    '/api/iplookup',
    '/api/binlookup',
    '/api/addresslookup',
    '/api/amlperson',
    '/api/amlbusiness',
    '/api/fraud-engine',
    '/api/reports',
    '/api/report/:id',
    '/api/reports/:id',
    '/api/verification/counts',
    '/api/dashboard/account-summary',
    '/api/billing',
    '/api/billing/monthly-summary',
    '/api/geo/ip',
  ].map((v) => ({ value: v, label: v })),
] as const;

/** The key prefix as typed: letters, digits, `_` and `-` only (what the API accepts). */
export const KEY_PREFIX_PATTERN = /^[A-Za-z0-9_-]*$/;

/** Message of a key prefix with other characters. */
export const KEY_PREFIX_MESSAGE = 'Use letters, digits, _ and - only (e.g. pk_live_ab)';
/** Message of a range whose end is before its start. */
export const RANGE_MESSAGE = 'The end date must not be before the start date';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `value` when it is a real calendar day as YYYY-MM-DD, else ''. */
function day(value: string | null): string {
  if (!value || !DAY.test(value)) return '';
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? value
    : '';
}

const oneOf = (options: readonly { value: string }[], value: string | null): string =>
  value && options.some((o) => o.value === value) ? value : '';

/**
 * The filters kept in the page's URL (`?key=pk_live_ab&status=4xx&endpoint=/api/iplookup&from=
 * 2026-11-01&to=2026-11-30`), as the reports list keeps its own: a value the form could not have
 * produced (unknown status or endpoint, bad prefix, impossible date, reversed range) is dropped.
 */
export function parseFilters(params: URLSearchParams): RequestLogFilters {
  const key = (params.get('key') ?? '').trim().slice(0, 40);
  const f: RequestLogFilters = {
    key: KEY_PREFIX_PATTERN.test(key) ? key : '',
    status: oneOf(STATUS_OPTIONS, params.get('status')),
    endpoint: oneOf(ENDPOINT_OPTIONS, params.get('endpoint')),
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
  if (f.from && f.to && f.to < f.from) f.to = '';
  return f;
}

/** The URL form of the filters; empty ones are left out so a plain page stays plain. */
export function toSearchParams(f: RequestLogFilters): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of Object.entries(toParams(f))) out.set(name, String(value));
  return out;
}

/** The query of GET /developers/requests for the filters (empty ones left out). */
export function toParams(f: RequestLogFilters): ListRequestLogParams {
  const params: ListRequestLogParams = {};
  if (f.key.trim()) params.key = f.key.trim();
  if (f.status) params.status = f.status;
  if (f.endpoint) params.endpoint = f.endpoint;
  if (f.from) params.from = f.from;
  if (f.to) params.to = f.to;
  return params;
}
