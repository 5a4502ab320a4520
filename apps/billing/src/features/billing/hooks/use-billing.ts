import { useEffect, useState } from 'react';
import type { BillingData } from '@pulse/api-client';
import { loadBilling } from '../api/load-billing';

export interface BillingState {
  isLoading: boolean;
  /** null before the first answer and after a failed load (spec §4: a failed load clears it). */
  billingData: BillingData | null;
}

const LOADING: BillingState = { isLoading: true, billingData: null };

/**
 * Billing of `month` (spec §4 "Billing"): loads on mount and on every month change. An answer for
 * a month that is no longer chosen is ignored (its request is aborted and its result dropped).
 * `reloadKey` forces a reload of the same month.
 */
export function useBilling(
  clientId: string | undefined,
  month: string,
  reloadKey = 0,
): BillingState {
  const [state, setState] = useState<BillingState>(LOADING);

  useEffect(() => {
    if (!clientId) {
      setState({ isLoading: false, billingData: null });
      return;
    }
    const controller = new AbortController();
    // The previous month's figures are not this month's: clear them while loading. Already so on
    // mount: the same state object lets React skip rendering the whole page again for nothing.
    setState((s) => (s.isLoading && s.billingData === null ? s : LOADING));
    loadBilling(clientId, month, controller.signal).then(
      (billingData) => {
        if (!controller.signal.aborted) setState({ isLoading: false, billingData });
      },
      () => {
        if (!controller.signal.aborted) setState({ isLoading: false, billingData: null });
      },
    );
    return () => controller.abort();
  }, [clientId, month, reloadKey]);

  return state;
}
