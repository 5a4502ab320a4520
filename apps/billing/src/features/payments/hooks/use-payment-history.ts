import { useEffect, useState } from 'react';
import { listPayments } from '../api/payments';
import type { Payment } from '../api/types';

export interface PaymentHistoryState {
  isLoading: boolean;
  payments: Payment[];
  failed: boolean;
}

/** The client's payments (GET /payments), newest first; loaded once per mount. */
export function usePaymentHistory(): PaymentHistoryState {
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
  return state;
}
