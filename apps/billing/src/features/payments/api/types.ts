import type { ServiceKey } from '@pulse/api-client';

/** docs/api-contract.md "Payments": the life of one checkout session. */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

/** GET /payments/{sessionId} and each item of GET /payments (amount in integer cents). */
export interface Payment {
  sessionId: string;
  status: PaymentStatus;
  serviceType: ServiceKey;
  serviceName: string;
  quantity: number;
  amount: number;
  currency: 'usd';
  createdAt: string;
  paidAt: string | null;
  creditedCalls: number;
}
