import { request } from '../client';
import type { CallOptions } from '../client';
import type { Month } from '../types/common';
import type {
  AccountSummary,
  AccountSummaryResponse,
  MonthlyBillingSummary,
  MonthlyBillingSummaryResponse,
  VerificationCounts,
  VerificationCountsResponse,
} from '../types/dashboard';

/** Spec §7 `GET /verification/counts?clientId&month`, whole body: `{ countDetails, daily }`. */
export function getVerificationCountsResponse(
  params: { clientId: string; month: Month; mode?: 'live' | 'test' },
  options?: CallOptions,
): Promise<VerificationCountsResponse> {
  return request('/verification/counts', {
    ...options,
    viewMode: true,
    query: {
      clientId: params.clientId,
      month: params.month,
      ...(params.mode ? { mode: params.mode } : {}),
    },
  });
}

/** Spec §7 `GET /verification/counts?clientId&month` → countDetails. */
export async function getVerificationCounts(
  params: { clientId: string; month: Month; mode?: 'live' | 'test' },
  options?: CallOptions,
): Promise<VerificationCounts> {
  return (await getVerificationCountsResponse(params, options))?.countDetails;
}

/** Spec §7 `GET /dashboard/account-summary?clientId` → accountSummary. */
export async function getAccountSummary(
  params: { clientId: string },
  options?: CallOptions,
): Promise<AccountSummary> {
  const body = await request<AccountSummaryResponse>('/dashboard/account-summary', {
    ...options,
    query: { clientId: params.clientId },
  });
  return body?.accountSummary;
}

/** Spec §7 `GET billing/monthly-summary?clientId` → billingSummary. */
export async function getMonthlyBillingSummary(
  params: { clientId: string },
  options?: CallOptions,
): Promise<MonthlyBillingSummary> {
  const body = await request<MonthlyBillingSummaryResponse>('/billing/monthly-summary', {
    ...options,
    query: { clientId: params.clientId },
  });
  return body?.billingSummary;
}
