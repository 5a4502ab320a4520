import { formatDate, formatUsd, monthLabel } from '@pulse/ui';
import type { BillingEntry, BillingSummary } from '../api/types';

export interface BillingRow {
  key: string;
  isCurrent: boolean;
  /** "November 2026", or "Current month" / "Previous month" when the API gives no month. */
  monthText: string;
  /** USD, en-US, 2 decimals ("$12.50"). */
  amountText: string;
  /** DD/MM/YYYY */
  dateText: string;
}

function rowOf(entry: BillingEntry, isCurrent: boolean, index: number): BillingRow {
  return {
    key: `${isCurrent ? 'current' : 'past'}-${entry.month ?? entry.billingDate}-${index}`,
    isCurrent,
    monthText: entry.month
      ? monthLabel(entry.month)
      : isCurrent
        ? 'Current month'
        : 'Previous month',
    amountText: formatUsd(entry.totalCost),
    dateText: formatDate(entry.billingDate),
  };
}

/** The billing summary as display rows: the current month first, then the history in the API's order. */
export function billingRows(summary: BillingSummary): BillingRow[] {
  const rows = summary.current ? [rowOf(summary.current, true, 0)] : [];
  return rows.concat(summary.historical.map((entry, i) => rowOf(entry, false, i)));
}
