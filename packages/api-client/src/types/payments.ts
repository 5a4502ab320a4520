// Payments: GENERATED from apps/api/openapi.json.
import type { ResponseBody } from './generated';

/** GET /payments/{sessionId}: one checkout of the signed-in client (amount in integer cents). */
export type Payment = ResponseBody<'/payments/{sessionId}', 'get', 200>;
/** The life of one checkout session. */
export type PaymentStatus = Payment['status'];
