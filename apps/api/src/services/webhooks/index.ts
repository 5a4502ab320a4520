/**
 * Webhooks (docs/api-contract.md "Webhooks"): a tenant's endpoints and their signing secrets, the
 * fan-out of domain events (services/events.ts) into the delivery outbox, the delivery log, test
 * events and re-sends. Sending is a job per attempt on the job queue (delivery.ts).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema/index.js';
import type { QueueHandle } from '../../lib/job-queue.js';
import { decryptSecret, encryptSecret } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import type { Transaction } from '../../repositories/index.js';
import type { WebhooksRepository } from '../../repositories/webhooks.js';
import { EVENT_TYPES, type PublishedEvent, type EventBus, type EventType } from '../events.js';
import { RETRY_WINDOW_MS } from './backoff.js';
import { checkEndpointUrl } from './endpoint-url.js';
import { sampleData } from './samples.js';
import { generateSigningSecret } from './signature.js';
import { WebhookDelivery, type DeliveryJob } from './delivery.js';

export { SIGNATURE_TOLERANCE_SECONDS, signatureHeader, verifySignature } from './signature.js';
export { retryDelayMs, RETRY_WINDOW_MS } from './backoff.js';
export { ATTEMPT_TIMEOUT_MS, WebhookDelivery, type DeliveryJob } from './delivery.js';

/** Endpoints one tenant may have. */
export const MAX_ENDPOINTS = 16;
export const DESCRIPTION_MAX = 200;

export interface EndpointView {
  id: string;
  url: string;
  description: string;
  events: EventType[];
  enabled: boolean;
  /** First characters of the signing secret (`whsec_abcd`). */
  secretPrefix: string;
  createdAt: string;
  updatedAt: string;
}

export interface DeliveryView {
  id: string;
  eventId: string;
  eventType: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  finishedAt: string | null;
  resentFrom: string | null;
}

export interface AttemptView {
  attemptedAt: string;
  statusCode: number | null;
  responseBody: string | null;
  error: string | null;
  durationMs: number;
}

export interface EndpointInput {
  url: string;
  description?: string | undefined;
  events: string[];
  enabled?: boolean | undefined;
}

export interface WebhooksDeps {
  repo: WebhooksRepository;
  /** The queue of delivery attempts (jobs/webhook-delivery.ts). */
  deliveries: QueueHandle<DeliveryJob>;
  events: EventBus;
  keyEncryptionKey: Buffer;
  allowLocalReceivers: boolean;
  log: FastifyBaseLogger;
  now?: () => Date;
  random?: () => number;
}

const invalid = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);
const endpointNotFound = () => new AppError(404, 'NOT_FOUND', 'Webhook endpoint not found');
const deliveryNotFound = () => new AppError(404, 'NOT_FOUND', 'Delivery not found');
const secretPrefix = (secret: string) => secret.slice(0, 10);

function toEndpointView(e: WebhookEndpointRow): EndpointView {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    events: e.events as EventType[],
    enabled: e.enabled,
    secretPrefix: e.secretPrefix,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

function toDeliveryView(d: WebhookDeliveryRow): DeliveryView {
  return {
    id: d.id,
    eventId: d.eventId,
    eventType: d.eventType,
    status: d.status,
    attempts: d.attempts,
    lastStatusCode: d.lastStatusCode,
    lastError: d.lastError,
    nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
    createdAt: d.createdAt.toISOString(),
    finishedAt: d.finishedAt ? d.finishedAt.toISOString() : null,
    resentFrom: d.resentFrom,
  };
}

/** The events of `list`, each once, in EVENT_TYPES order. @throws 400 for none or an unknown one */
function checkEvents(list: string[]): EventType[] {
  if (list.length === 0) throw invalid('Choose at least one event');
  const unknown = list.find((e) => !(EVENT_TYPES as readonly string[]).includes(e));
  if (unknown) throw invalid(`Unknown event: ${unknown}`);
  return EVENT_TYPES.filter((e) => list.includes(e));
}

function checkDescription(text: string | undefined): string {
  const d = (text ?? '').trim();
  if (d.length > DESCRIPTION_MAX) throw invalid('The description must be at most 200 characters');
  return d;
}

/** The webhooks flows; built once by createServices. */
export class WebhooksService {
  readonly outbox: WebhookDelivery;
  private readonly now: () => Date;

  constructor(private readonly deps: WebhooksDeps) {
    this.now = deps.now ?? (() => new Date());
    this.outbox = new WebhookDelivery({
      repo: deps.repo,
      queue: deps.deliveries,
      keyEncryptionKey: deps.keyEncryptionKey,
      allowLoopback: deps.allowLocalReceivers,
      log: deps.log,
      now: this.now,
      ...(deps.random ? { random: deps.random } : {}),
    });
    deps.events.subscribe((event) => this.fanOut(event));
  }

  /** The tenant's endpoints. */
  async list(tenantId: string): Promise<EndpointView[]> {
    return (await this.deps.repo.listEndpoints(tenantId)).map(toEndpointView);
  }

  /**
   * Adds an endpoint with a new signing secret, returned here only.
   * @throws 400 for a bad URL, events or description, or past MAX_ENDPOINTS
   */
  async create(
    tenantId: string,
    input: EndpointInput,
  ): Promise<{ endpoint: EndpointView; secret: string }> {
    const url = checkEndpointUrl(input.url, this.deps.allowLocalReceivers);
    const events = checkEvents(input.events);
    const description = checkDescription(input.description);
    if ((await this.deps.repo.countEndpoints(tenantId)) >= MAX_ENDPOINTS)
      throw invalid(`You can add at most ${MAX_ENDPOINTS} endpoints`);
    // The secret is encrypted with the endpoint's id as associated data, so the id comes first.
    const id = crypto.randomUUID();
    const secret = generateSigningSecret();
    const row = await this.deps.repo.createEndpoint({
      tenantId,
      url,
      description,
      events,
      enabled: input.enabled ?? true,
      secretCiphertext: encryptSecret(secret, this.deps.keyEncryptionKey, id),
      secretPrefix: secretPrefix(secret),
      id,
    });
    return { endpoint: toEndpointView(row), secret };
  }

  /** Changes URL, description, events or enabled. @throws 400, 404 */
  async update(tenantId: string, id: string, input: Partial<EndpointInput>): Promise<EndpointView> {
    const patch: { url?: string; description?: string; events?: string[]; enabled?: boolean } = {};
    if (input.url !== undefined)
      patch.url = checkEndpointUrl(input.url, this.deps.allowLocalReceivers);
    if (input.events !== undefined) patch.events = checkEvents(input.events);
    if (input.description !== undefined) patch.description = checkDescription(input.description);
    if (input.enabled !== undefined) patch.enabled = input.enabled;
    const row = await this.deps.repo.updateEndpoint(tenantId, id, patch, this.now());
    if (!row) throw endpointNotFound();
    // Enabling again resumes the queue at once.
    if (patch.enabled) await this.outbox.dispatchHeads(id);
    return toEndpointView(row);
  }

  /** Deletes the endpoint and its delivery log. @throws 404 */
  async remove(tenantId: string, id: string): Promise<void> {
    if (!(await this.deps.repo.deleteEndpoint(tenantId, id))) throw endpointNotFound();
  }

  /** Replaces the signing secret at once; the new one is returned here only. @throws 404 */
  async rollSecret(
    tenantId: string,
    id: string,
  ): Promise<{ endpoint: EndpointView; secret: string }> {
    const secret = generateSigningSecret();
    const row = await this.deps.repo.updateEndpoint(
      tenantId,
      id,
      {
        secretCiphertext: encryptSecret(secret, this.deps.keyEncryptionKey, id),
        secretPrefix: secretPrefix(secret),
      },
      this.now(),
    );
    if (!row) throw endpointNotFound();
    return { endpoint: toEndpointView(row), secret };
  }

  /**
   * Queues a test event to one endpoint (whether or not it subscribes to the type, and also when
   * it is disabled: it then waits until enabled). The body carries `"test": true`.
   * @throws 400 for an unknown type, 404
   */
  async sendTest(tenantId: string, id: string, type?: string): Promise<DeliveryView> {
    const endpoint = await this.deps.repo.getEndpoint(tenantId, id);
    if (!endpoint) throw endpointNotFound();
    const eventType = (type ?? endpoint.events[0] ?? 'report.created') as EventType;
    if (!(EVENT_TYPES as readonly string[]).includes(eventType))
      throw invalid(`Unknown event: ${eventType}`);
    const now = this.now();
    const eventId = newEventId();
    const body = JSON.stringify({
      id: eventId,
      type: eventType,
      created: now.toISOString(),
      test: true,
      data: sampleData(eventType, now),
    });
    const [row] = await this.deps.repo.enqueue([
      {
        endpointId: id,
        tenantId,
        eventId,
        eventType,
        body,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RETRY_WINDOW_MS),
      },
    ]);
    if (!row) throw new Error('enqueue returned no row');
    await this.outbox.dispatch([{ id: row.id, attempts: 0 }]);
    return toDeliveryView(row);
  }

  /**
   * Sends a delivery again by hand: a new delivery of the same event (same id and body, so a
   * receiver that de-duplicates by event id sees it as one event), at the end of the endpoint's
   * queue, with a fresh 24 h of retries. @throws 404
   */
  async resend(tenantId: string, deliveryId: string): Promise<DeliveryView> {
    const d = await this.deps.repo.getDelivery(tenantId, deliveryId);
    if (!d) throw deliveryNotFound();
    const now = this.now();
    const [row] = await this.deps.repo.enqueue([
      {
        endpointId: d.endpointId,
        tenantId,
        eventId: d.eventId,
        eventType: d.eventType,
        body: d.body,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RETRY_WINDOW_MS),
        resentFrom: d.id,
      },
    ]);
    if (!row) throw new Error('enqueue returned no row');
    await this.outbox.dispatch([{ id: row.id, attempts: 0 }]);
    return toDeliveryView(row);
  }

  /**
   * One page of an endpoint's deliveries, newest first.
   * @param cursor the `nextCursor` of the previous page
   * @throws 400 for a bad cursor or limit, 404
   */
  async deliveries(
    tenantId: string,
    endpointId: string,
    q: { limit?: string | undefined; cursor?: string | undefined },
  ): Promise<{ items: DeliveryView[]; nextCursor?: string }> {
    const limit = q.limit === undefined ? 20 : Number(q.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      throw invalid('limit must be between 1 and 100');
    let before: number | undefined;
    if (q.cursor !== undefined) {
      if (!/^\d{1,15}$/.test(q.cursor)) throw invalid('Invalid cursor');
      before = Number(q.cursor);
    }
    if (!(await this.deps.repo.getEndpoint(tenantId, endpointId))) throw endpointNotFound();
    const rows = await this.deps.repo.listDeliveries(endpointId, limit + 1, before);
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    return rows.length > limit && last
      ? { items: items.map(toDeliveryView), nextCursor: String(last.seq) }
      : { items: items.map(toDeliveryView) };
  }

  /** One delivery with its body and every attempt. @throws 404 */
  async delivery(
    tenantId: string,
    deliveryId: string,
  ): Promise<DeliveryView & { endpointId: string; body: string; attemptLog: AttemptView[] }> {
    const d = await this.deps.repo.getDelivery(tenantId, deliveryId);
    if (!d) throw deliveryNotFound();
    const attempts = await this.deps.repo.attempts(d.id);
    return {
      ...toDeliveryView(d),
      endpointId: d.endpointId,
      body: d.body,
      attemptLog: attempts.map((a) => ({
        attemptedAt: a.attemptedAt.toISOString(),
        statusCode: a.statusCode,
        responseBody: a.responseBody,
        error: a.error,
        durationMs: a.durationMs,
      })),
    };
  }

  /** The signing secret in clear (tests and the benchmark's receiver; never sent by the API). */
  async secretOf(tenantId: string, endpointId: string): Promise<string> {
    const e = await this.deps.repo.getEndpoint(tenantId, endpointId);
    if (!e) throw endpointNotFound();
    return decryptSecret(e.secretCiphertext, this.deps.keyEncryptionKey, e.id);
  }

  /** EventBus subscriber: one delivery per enabled endpoint of the tenant subscribed to the type. */
  private async fanOut(event: PublishedEvent): Promise<void> {
    await this.dispatch(await this.queueEvent(event));
  }

  /**
   * Sends the first job of each queued delivery (after the commit that queued them). A failure
   * is logged, not thrown: the deliveries are in the outbox, and the sweep at the next start of a
   * working process sends their jobs (jobs/webhook-delivery.ts).
   */
  async dispatch(rows: WebhookDeliveryRow[]): Promise<void> {
    try {
      await this.outbox.dispatch(rows.map((r) => ({ id: r.id, attempts: 0 })));
    } catch (err) {
      this.deps.log.error({ err }, 'webhook delivery jobs not sent');
    }
  }

  /**
   * Queues one event to every enabled endpoint of its tenant subscribed to its type, inside
   * `transaction` when given (a producer that records "sent" in the same transaction queues it
   * exactly once). The caller passes them to `dispatch` after its commit.
   * @returns the deliveries queued
   */
  async queueEvent(
    event: PublishedEvent,
    transaction?: Transaction,
  ): Promise<WebhookDeliveryRow[]> {
    // The producer read the tenant's subscriptions with the tenant: nothing to look up.
    if (event.subscribed && !event.subscribed.includes(event.type)) return [];
    const endpoints = await this.deps.repo.subscribers(event.tenantId, event.type, transaction);
    if (endpoints.length === 0) return [];
    const eventId = newEventId();
    const body = JSON.stringify({
      id: eventId,
      type: event.type,
      created: event.occurredAt.toISOString(),
      data: event.data,
    });
    const now = this.now();
    return this.deps.repo.enqueue(
      endpoints.map((e) => ({
        endpointId: e.id,
        tenantId: event.tenantId,
        eventId,
        eventType: event.type,
        body,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RETRY_WINDOW_MS),
      })),
      transaction,
    );
  }
}

/** `evt_` + 24 random characters. */
function newEventId(): string {
  return `evt_${randomBytes(18).toString('base64url')}`;
}
