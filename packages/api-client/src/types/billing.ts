// GET /billing: GENERATED from apps/api/openapi.json (src/generated/schema.ts, `pnpm generate`).
// The checkout session body is hand-written from spec §7 (serviceType narrowed to the service keys).
import type { FraudEngineSubService, Month, ServiceKey } from './common';
import type { ResponseBody } from './generated';

/** GET /billing (spec §3 "Billing data"); money in integer cents. */
export type BillingData = ResponseBody<'/billing', 'get', 200>;
export type BillingService = BillingData['services'][number];

export interface GetBillingParams {
  month: Month;
  clientId: string;
}

/** POST /payments/create-checkout-session (spec §7; serviceType is the service key, docs/architecture.md §11). */
export interface CreateCheckoutSessionBody {
  serviceType: ServiceKey;
  /** Only for fraud-engine sub-services. */
  serviceSubType?: FraudEngineSubService;
  purchaseType: 'single';
  quantity: number;
  successUrl: string;
  cancelUrl: string;
}

export interface CreateCheckoutSessionResponse {
  /** The hosted payment page; the browser is sent there. */
  url: string;
  /** The checkout session id (also sent back as `session_id` on the return URLs). */
  sessionId: string;
}

/** One line of GET /billing/balance-warnings: calls left and the warning threshold of a service. */
export type BalanceWarningLine = ResponseBody<'/billing/balance-warnings', 'get', 200>[number];
/** @deprecated Use BalanceWarningLine; removed in the next major version. */
export type UsageAlertLine = BalanceWarningLine;
