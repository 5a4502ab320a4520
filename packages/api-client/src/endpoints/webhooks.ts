import { request, requestRaw, seg } from '../client';
import type { CallOptions } from '../client';
import type {
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookDeliveryPage,
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookEndpointPatch,
  WebhookEndpointWithSecret,
  WebhookEventType,
} from '../types/webhooks';

/** GET /webhooks/endpoints: the signed-in tenant's webhook endpoints. */
export function listWebhookEndpoints(options?: CallOptions): Promise<WebhookEndpoint[]> {
  return request('/webhooks/endpoints', options);
}

/** POST /webhooks/endpoints: adds an endpoint; the answer holds its secret, shown once. */
export function createWebhookEndpoint(
  body: WebhookEndpointInput,
  options?: CallOptions,
): Promise<WebhookEndpointWithSecret> {
  return request('/webhooks/endpoints', { ...options, method: 'POST', body });
}

/** PATCH /webhooks/endpoints/{id}: changes URL, events, description or enabled. */
export function updateWebhookEndpoint(
  id: string,
  body: WebhookEndpointPatch,
  options?: CallOptions,
): Promise<WebhookEndpoint> {
  return request(`/webhooks/endpoints/${seg(id)}`, { ...options, method: 'PATCH', body });
}

/** DELETE /webhooks/endpoints/{id}: deletes the endpoint and its delivery log. */
export async function deleteWebhookEndpoint(id: string, options?: CallOptions): Promise<void> {
  await request(`/webhooks/endpoints/${seg(id)}`, { ...options, method: 'DELETE' });
}

/** POST /webhooks/endpoints/{id}/roll-secret: a new signing secret, shown once. */
export function rollWebhookSecret(
  id: string,
  options?: CallOptions,
): Promise<WebhookEndpointWithSecret> {
  return request(`/webhooks/endpoints/${seg(id)}/roll-secret`, { ...options, method: 'POST' });
}

/** POST /webhooks/endpoints/{id}/test: queues a test event of `type`. */
export function sendWebhookTest(
  id: string,
  type?: WebhookEventType,
  options?: CallOptions,
): Promise<WebhookDelivery> {
  return request(`/webhooks/endpoints/${seg(id)}/test`, {
    ...options,
    method: 'POST',
    query: { type },
  });
}

/** GET /webhooks/endpoints/{id}/deliveries: one page, newest first. */
export async function listWebhookDeliveries(
  id: string,
  params: { limit?: number; cursor?: string } = {},
  options?: CallOptions,
): Promise<WebhookDeliveryPage> {
  const res = await requestRaw<WebhookDelivery[]>(`/webhooks/endpoints/${seg(id)}/deliveries`, {
    ...options,
    query: { ...params },
  });
  const nextCursor = res.headers.get('x-next-cursor');
  return nextCursor ? { items: res._data ?? [], nextCursor } : { items: res._data ?? [] };
}

/** GET /webhooks/deliveries/{id}: a delivery with its body and attempts. */
export function getWebhookDelivery(
  id: string,
  options?: CallOptions,
): Promise<WebhookDeliveryDetail> {
  return request(`/webhooks/deliveries/${seg(id)}`, options);
}

/** POST /webhooks/deliveries/{id}/resend: sends the event again (a new delivery). */
export function resendWebhookDelivery(id: string, options?: CallOptions): Promise<WebhookDelivery> {
  return request(`/webhooks/deliveries/${seg(id)}/resend`, { ...options, method: 'POST' });
}
