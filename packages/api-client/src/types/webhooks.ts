// Webhooks endpoints: GENERATED from apps/api/openapi.json (src/generated/schema.ts, `pnpm generate`).
import type { RequestBody, ResponseBody } from './generated';

/** A webhook endpoint of the tenant (GET /webhooks/endpoints item). */
export type WebhookEndpoint = ResponseBody<'/webhooks/endpoints', 'get', 200>[number];
/** An endpoint with its signing secret, shown once (create and roll). */
export type WebhookEndpointWithSecret = ResponseBody<'/webhooks/endpoints', 'post', 201>;
export type WebhookEndpointInput = RequestBody<'/webhooks/endpoints', 'post'>;
export type WebhookEndpointPatch = RequestBody<'/webhooks/endpoints/{id}', 'patch'>;
/** One delivery of an event to an endpoint. */
export type WebhookDelivery = ResponseBody<
  '/webhooks/endpoints/{id}/deliveries',
  'get',
  200
>[number];
/** A delivery with its body and every attempt. */
export type WebhookDeliveryDetail = ResponseBody<'/webhooks/deliveries/{id}', 'get', 200>;
export type WebhookEventType = WebhookEndpoint['events'][number];

export interface WebhookDeliveryPage {
  items: WebhookDelivery[];
  /** From `x-next-cursor`; absent on the last page. */
  nextCursor?: string;
}
