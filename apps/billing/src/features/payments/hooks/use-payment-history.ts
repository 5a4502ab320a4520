import { useEffect, useState } from 'react';
import { useRenderingAhead } from '@pulse/ui';
import { listPayments } from '../api/payments';
import type { Payment } from '../api/types';

export interface PaymentHistoryState {
  isLoading: boolean;
  payments: Payment[];
  failed: boolean;
}

/**
 * What the history lays out in a render ahead of a visit (@pulse/ui `useRenderingAhead`): one paid
 * payment of this month, so its row, badge and receipt link are styled before the click. Never shown.
 */
function layoutSample(): PaymentHistoryState {
  const now = new Date().toISOString();
  return {
    isLoading: false,
    failed: false,
    payments: [
      {
        sessionId: '',
        status: 'paid',
        serviceType: 'ipLookup',
        serviceName: '',
        quantity: 0,
        amount: 0,
        currency: 'usd',
        createdAt: now,
        paidAt: now,
        creditedCalls: 0,
      },
    ],
  };
}

/**
 * The client's payments (GET /payments), newest first; loaded once per mount. In a render ahead of
 * a visit (no effect runs there) the loaded layout's sample.
 */
export function usePaymentHistory(): PaymentHistoryState {
  const ahead = useRenderingAhead();
  const [state, setState] = useState<PaymentHistoryState>({
    isLoading: true,
    payments: [],
    failed: false,
  });
  useEffect(() => {
    const controller = new AbortController();
    listPayments({ signal: controller.signal }).then(
      (payments) => {
        if (!controller.signal.aborted) setState({ isLoading: false, payments, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ isLoading: false, payments: [], failed: true });
      },
    );
    return () => controller.abort();
  }, []);
  return ahead ? layoutSample() : state;
}
