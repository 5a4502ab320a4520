/**
 * Billing arithmetic (docs/architecture.md §5), pure: the numbers of GET /billing, the account summary and the
 * monthly billing summary from catalog rows, balances and monthly usage. Money is integer cents.
 */

export interface CatalogPrice {
  key: string;
  displayName: string;
  category: string | null;
  freeCallsPerMonth: number;
  costPerCallCents: number;
}

export interface UsageCounts {
  freeUsed: number;
  paidUsed: number;
  paidCostCents: number;
}

export const NO_USAGE: UsageCounts = { freeUsed: 0, paidUsed: 0, paidCostCents: 0 };

/** Free calls left in a month: the monthly allowance minus what was used (never negative). */
export function freeLeft(freeCallsPerMonth: number, freeUsed: number): number {
  return Math.max(0, freeCallsPerMonth - freeUsed);
}

/** Which pool the next call comes from; null = none left (402). Free calls always go first. */
export function nextPool(
  freeCallsPerMonth: number,
  freeUsed: number,
  paidAvailable: number,
): 'free' | 'paid' | null {
  if (freeUsed < freeCallsPerMonth) return 'free';
  if (paidAvailable > 0) return 'paid';
  return null;
}

export interface BillingServiceLine {
  id: string;
  name: string;
  freeCallsAvailable: number;
  freeCallsUsed: number;
  paidCallsAvailable: number;
  paidCallsUsed: number;
  costPerCall: number;
  totalServiceCost: number;
}

/** One line of GET /billing for one service and month. */
export function billingLine(
  s: CatalogPrice,
  usage: UsageCounts,
  paidAvailable: number,
): BillingServiceLine {
  return {
    id: s.key,
    name: s.displayName,
    freeCallsAvailable: freeLeft(s.freeCallsPerMonth, usage.freeUsed),
    freeCallsUsed: usage.freeUsed,
    paidCallsAvailable: paidAvailable,
    paidCallsUsed: usage.paidUsed,
    costPerCall: s.costPerCallCents,
    totalServiceCost: usage.paidCostCents,
  };
}

/** Totals of GET /billing: every call of the month (free and paid) and the cost of the paid ones. */
export function billingTotals(lines: BillingServiceLine[]): {
  totalRequests: number;
  totalCost: number;
} {
  let totalRequests = 0;
  let totalCost = 0;
  for (const l of lines) {
    totalRequests += l.freeCallsUsed + l.paidCallsUsed;
    totalCost += l.totalServiceCost;
  }
  return { totalRequests, totalCost };
}
