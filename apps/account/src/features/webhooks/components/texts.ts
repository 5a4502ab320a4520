/** The texts of the Webhooks tab, in one place so tests assert the same words. */
export const EVENT_LABELS = {
  'report.created': 'A report was created',
  'report.deleted': 'A report was deleted',
  'balance.low': 'Calls left fell below your threshold',
  'payment.succeeded': 'A payment succeeded',
  'key.expiring': 'An API key expires soon',
  'batch.completed': 'A batch finished',
} as const;

export type WebhookEventName = keyof typeof EVENT_LABELS;
export const EVENT_NAMES = Object.keys(EVENT_LABELS) as WebhookEventName[];

export const TEXTS = {
  intro:
    'Pulse sends a signed POST to your endpoints when these events happen. Deliveries to one endpoint arrive in order and are retried for 24 hours.',
  empty: 'No endpoints yet. Add one to receive events.',
  loadFailed: 'Webhook endpoints could not be loaded.',
  urlRequired: 'Enter the URL of your endpoint',
  urlInvalid: 'Enter a valid URL, like https://example.com/webhooks',
  eventsRequired: 'Choose at least one event',
  secretTitle: 'Signing secret',
  secretOnce: 'Copy this signing secret now. It will not be shown again.',
  added: 'Endpoint added',
  saved: 'Endpoint saved',
  deleted: 'Endpoint deleted',
  testQueued: 'Test event sent',
  resent: 'Delivery queued again',
  failed: 'Something went wrong. Please try again.',
  noDeliveries: 'No deliveries yet. Send a test event to try your endpoint.',
  deliveriesFailed: 'Deliveries could not be loaded.',
} as const;
