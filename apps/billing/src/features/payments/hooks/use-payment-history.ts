import { useQuery } from '@tanstack/react-query';
import { paymentQueries } from '@pulse/api-client';
import type { Payment } from '../api/types';

export interface PaymentHistoryState {
  isLoading: boolean;
  payments: Payment[];
  failed: boolean;
}

/** The client's payments (GET /payments), newest first. */
export function usePaymentHistory(): PaymentHistoryState {
  const { data, isPending, isError } = useQuery(paymentQueries.list());
  return { isLoading: isPending && !isError, payments: data ?? [], failed: isError };
}
