import { queryOptions } from '@tanstack/react-query';
import { getPayment, listPayments } from '../endpoints/payments';

/** The payments queries: keys `['payments', <operation>, <params>]`. */
export const paymentQueries = {
  /** Everything of the payments resource: the key a mutation invalidates. */
  all: () => ['payments'] as const,

  /** `GET /payments` (listPayments): the client's payment history, newest first. */
  list: () =>
    queryOptions({
      queryKey: ['payments', 'list', {}] as const,
      queryFn: ({ signal }) => listPayments({ signal }),
    }),

  /** `GET /payments/{sessionId}` (getPayment): one checkout's payment. */
  detail: (params: { sessionId: string }) =>
    queryOptions({
      queryKey: ['payments', 'detail', params] as const,
      queryFn: ({ signal }) => getPayment(params.sessionId, { signal }),
    }),
};
