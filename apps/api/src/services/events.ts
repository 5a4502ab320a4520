/**
 * In-process domain events of a tenant (client), the seam between what happens in the API and what
 * is told about it outside (webhooks, alerts). Producers call `publish`; consumers `subscribe`.
 *
 * `publish` awaits every subscriber in order, so a subscriber that persists the event (for example
 * a durable webhook outbox) has written it before the producer's request answers. A subscriber that
 * throws is logged and does not fail the producer: the event is secondary to the request.
 */
import type { FastifyBaseLogger } from 'fastify';

/** The event types a tenant can subscribe to. */
export const EVENT_TYPES = [
  'report.created',
  'report.deleted',
  'balance.low',
  'payment.succeeded',
  'key.expiring',
  'batch.completed',
  'aml.monitoring.match',
  // A decision of the tenant's rule set: SUSPICIOUS or RISKY (a forced review gives RISKY), DECLINED.
  'decision.review',
  'decision.declined',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** One domain event: its type, the tenant it belongs to, and a JSON-serialisable payload. */
export interface DomainEvent {
  type: EventType;
  /** The tenant: `clients.id` (uuid), the id every table keys its rows by. */
  tenantId: string;
  data: Record<string, unknown>;
  /** When it happened (defaults to now at publish time). */
  occurredAt?: Date;
  /**
   * The event types the tenant's enabled webhook endpoints subscribe to, when the producer read
   * them with the tenant (`clients.webhook_events`); lets the webhook fan-out skip its query when
   * none subscribes to this type. Undefined: unknown, the fan-out looks.
   */
  subscribed?: readonly string[] | undefined;
}

/** An event as subscribers get it: `occurredAt` is always set. */
export type PublishedEvent = DomainEvent & { occurredAt: Date };

export type EventSubscriber = (event: PublishedEvent) => Promise<void> | void;

/** A tiny ordered publish/subscribe bus; one per app (built in `createServices`). */
export class EventBus {
  private readonly subscribers: EventSubscriber[] = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Adds a consumer; returns a function that removes it. */
  subscribe(fn: EventSubscriber): () => void {
    this.subscribers.push(fn);
    return () => {
      const i = this.subscribers.indexOf(fn);
      if (i >= 0) this.subscribers.splice(i, 1);
    };
  }

  /** Hands the event to every subscriber in order; never throws. */
  async publish(event: DomainEvent): Promise<void> {
    const full = { ...event, occurredAt: event.occurredAt ?? new Date() };
    for (const fn of this.subscribers) {
      try {
        await fn(full);
      } catch (err) {
        this.log.error(
          { err, eventType: full.type, tenantId: full.tenantId },
          'event subscriber failed',
        );
      }
    }
  }
}
