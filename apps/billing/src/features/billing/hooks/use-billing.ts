import { useEffect, useState } from 'react';
import type { BillingData } from '@pulse/api-client';
import { useRenderingAhead } from '@pulse/ui';
import { loadBilling } from '../api/load-billing';

export interface BillingState {
  isLoading: boolean;
  /** null before the first answer and after a failed load (spec §4: a failed load clears it). */
  billingData: BillingData | null;
}

const LOADING: BillingState = { isLoading: true, billingData: null };

/**
 * What the page lays out in a render ahead of a visit (@pulse/ui `useRenderingAhead`): one service
 * row of zeros, so the table's row and cell styles are computed before the click. Never shown.
 */
const LAYOUT_SAMPLE: BillingState = {
  isLoading: false,
  billingData: {
    totalRequests: 0,
    totalCost: 0,
    services: [
      {
        id: '',
        name: '',
        freeCallsAvailable: 0,
        freeCallsUsed: 0,
        paidCallsAvailable: 0,
        paidCallsUsed: 0,
        costPerCall: 0,
        totalServiceCost: 0,
      },
    ],
  },
};

/**
 * Billing of `month` (spec §4 "Billing"): loads on mount and on every month change. An answer for
 * a month that is no longer chosen is ignored (its request is aborted and its result dropped).
 * `reloadKey` forces a reload of the same month. In a render ahead of a visit (where no effect runs,
 * so it would only ever be loading) it gives the loaded layout's sample.
 */
export function useBilling(
  clientId: string | undefined,
  month: string,
  reloadKey = 0,
): BillingState {
  const [state, setState] = useState<BillingState>(LOADING);
  const ahead = useRenderingAhead();

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

  return ahead ? LAYOUT_SAMPLE : state;
}
