import { useQuery } from '@tanstack/react-query';
import { billingQueries } from '@pulse/api-client';
import type { BillingData } from '@pulse/api-client';
import { normaliseBilling } from '../api/load-billing';

export interface BillingState {
  isLoading: boolean;
  /** null before the first answer and after a failed load (a failed load clears it). */
  billingData: BillingData | null;
}

/** The query of one month's billing of the client, as the page and the shell's prefetch read it. */
export function billingQuery(clientId: string, month: string) {
  return billingQueries.summary({ clientId, month });
}

/**
 * Billing of `month` (spec §4 "Billing"): loads on mount and on every month change; each month is
 * a query of its own, so a month's figures never show under another.
 */
export function useBilling(clientId: string | undefined, month: string): BillingState {
  const { data, isPending, isError } = useQuery({
    ...billingQuery(clientId ?? '', month),
    enabled: Boolean(clientId),
    select: normaliseBilling,
  });
  if (!clientId || isError) return { isLoading: false, billingData: null };
  return { isLoading: isPending, billingData: data ?? null };
}
