import { getBilling } from '@pulse/api-client';
import type { BillingData } from '@pulse/api-client';

/** GET /billing for one month of the signed-in client; the answer normalised to safe shapes. */
export async function loadBilling(
  clientId: string,
  month: string,
  signal?: AbortSignal,
): Promise<BillingData> {
  const data = await getBilling({ clientId, month }, { signal });
  return {
    services: Array.isArray(data?.services) ? data.services : [],
    totalRequests: Number(data?.totalRequests ?? 0),
    totalCost: Number(data?.totalCost ?? 0),
  };
}
