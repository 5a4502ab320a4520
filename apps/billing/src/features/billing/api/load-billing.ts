import type { BillingData } from '@pulse/api-client';

/** GET /billing's answer normalised to safe shapes (a missing list or total reads as empty). */
export function normaliseBilling(data: BillingData | null | undefined): BillingData {
  return {
    services: Array.isArray(data?.services) ? data.services : [],
    totalRequests: Number(data?.totalRequests ?? 0),
    totalCost: Number(data?.totalCost ?? 0),
  };
}
