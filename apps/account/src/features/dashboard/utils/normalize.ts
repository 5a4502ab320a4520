/**
 * Turns the three wire answers into the dashboard's shapes (api/types.ts). Defensive on purpose:
 * counts default to 0 (spec §9), missing lists are empty, and both the documented wrapped answers
 * (`{ countDetails, daily }`, `{ accountSummary }`, `{ billingSummary }`) and the bare objects the
 * shared client's hand types describe are accepted.
 */
import type {
  BillingEntry,
  BillingSummary,
  CountDetails,
  DailyCounts,
  ServiceSummary,
} from '../api/types';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A finite number, else 0 (counts default to 0). */
export function toCount(v: unknown): number {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

const toText = (v: unknown): string => (typeof v === 'string' ? v : '');
const toOptionalCount = (v: unknown): number | null =>
  v === null || v === undefined || v === '' ? null : toCount(v);

/** The key's value when `raw` wraps the answer in it, else `raw` itself. */
function unwrap(raw: unknown, key: string): unknown {
  return isObj(raw) && key in raw ? raw[key] : raw;
}

function countsOf(v: unknown): CountDetails {
  const o = isObj(v) ? v : {};
  return {
    verified: toCount(o.verified),
    declined: toCount(o.declined),
    suspicious: toCount(o.suspicious),
    risky: toCount(o.risky),
  };
}

/** GET /verification/counts → the four counts and the per-day series (sorted by date). */
export function normalizeCounts(raw: unknown): {
  countDetails: CountDetails;
  daily: DailyCounts[];
} {
  const countDetails = countsOf(unwrap(raw, 'countDetails'));
  const days = isObj(raw) && Array.isArray(raw.daily) ? raw.daily : [];
  const daily = days
    .filter(isObj)
    .map((d) => ({ date: toText(d.date), ...countsOf(d) }))
    .filter((d) => d.date !== '')
    .sort((a, b) => a.date.localeCompare(b.date));
  return { countDetails, daily };
}

/** GET /dashboard/account-summary → one row per service. */
export function normalizeAccountSummary(raw: unknown): ServiceSummary[] {
  const summary = unwrap(raw, 'accountSummary');
  const services = isObj(summary) && Array.isArray(summary.services) ? summary.services : [];
  return services.filter(isObj).map((s) => ({
    service: toText(s.service),
    name: toText(s.name) || toText(s.service),
    status: toText(s.status),
    free: toCount(s.free),
    paid: toCount(s.paid),
    freeLimit: toOptionalCount(s.freeLimit),
    freeUsed: toOptionalCount(s.freeUsed),
  }));
}

function entryOf(v: unknown): BillingEntry | null {
  if (!isObj(v)) return null;
  const month = toText(v.month);
  return {
    month: month || null,
    totalCost: toCount(v.totalCost),
    billingDate: toText(v.billingDate),
  };
}

/**
 * GET /billing/monthly-summary → the current month's entry and the history (newest first, as the
 * API sends it). A history entry for the current month itself is dropped so it never shows twice.
 */
export function normalizeBillingSummary(raw: unknown): BillingSummary {
  const summary = unwrap(raw, 'billingSummary');
  if (!isObj(summary)) return { current: null, historical: [] };
  const current = entryOf(summary.current);
  const history = Array.isArray(summary.historical) ? summary.historical : [];
  const historical = history
    .map(entryOf)
    .filter((e): e is BillingEntry => e !== null)
    .filter((e) => !(current?.month && e.month === current.month));
  return { current, historical };
}
