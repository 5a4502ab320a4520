// Dashboard endpoints: GENERATED from apps/api/openapi.json (src/generated/schema.ts, `pnpm generate`).
// The endpoint functions return the part spec §7 names (countDetails, accountSummary, billingSummary);
// the *Response types are the full bodies.
import type { ResponseBody } from './generated';

/** GET /verification/counts, whole body: `{ countDetails, daily }`. */
export type VerificationCountsResponse = ResponseBody<'/verification/counts', 'get', 200>;
/** GET /verification/counts → countDetails. */
export type VerificationCounts = VerificationCountsResponse['countDetails'];
/** One day of GET /verification/counts → daily. */
export type DailyVerificationCounts = VerificationCountsResponse['daily'][number];

/** GET /dashboard/account-summary, whole body. */
export type AccountSummaryResponse = ResponseBody<'/dashboard/account-summary', 'get', 200>;
/** GET /dashboard/account-summary → accountSummary. */
export type AccountSummary = AccountSummaryResponse['accountSummary'];
/** One service row (status Active/Inactive). */
export type AccountSummaryService = AccountSummary['services'][number];

/** GET /billing/monthly-summary, whole body. */
export type MonthlyBillingSummaryResponse = ResponseBody<'/billing/monthly-summary', 'get', 200>;
/** GET /billing/monthly-summary → billingSummary (current month first, then history). */
export type MonthlyBillingSummary = MonthlyBillingSummaryResponse['billingSummary'];
export type BillingSummaryEntry = MonthlyBillingSummary['current'];
