/**
 * Data access for webhooks: endpoints, the delivery outbox and the attempt log
 * (db/schema/webhooks.ts).
 *
 * The outbox is the record of every delivery and its attempts; the job queue schedules the attempts
 * (docs/adr/0042-one-job-queue.md). `claim` takes one due delivery with `FOR UPDATE SKIP LOCKED`
 * and leases it (`locked_until`), so two jobs of one delivery (in any processes) never send it
 * twice at once, and a process that dies mid-delivery loses only its lease. Only the head of each endpoint's queue is due: a delivery waits while an earlier
 * one of its endpoint (lower `seq`) is pending, which keeps deliveries in order per endpoint. A
 * re-send by hand (`resent_from` set) is outside that order: it is due at once, and it holds
 * nothing back (the customer asked for it now, not behind a failing delivery's backoff).
 * Every time is passed in by the caller (never SQL `now()`), so tests control the clock.
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Db } from '../db/index.js';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  type WebhookAttemptRow,
  type WebhookDeliveryRow,
  type WebhookDeliveryStatus,
  type WebhookEndpointRow,
} from '../db/schema/index.js';
import { IdRow, Nullable, rowsOf } from './sql.js';
import { txDb, type Transaction } from './transaction.js';

/** A pending delivery's next attempt and lease (timestamptz text, as both drivers return it). */
const Waiting = Type.Object(
  { next_attempt_at: Type.String(), locked_until: Nullable(Type.String()) },
  { $id: 'webhook delivery wait' },
);
/** A delivery that may go next, with its next attempt (timestamptz text). */
const Head = Type.Object(
  { id: Type.String(), next_attempt_at: Type.String() },
  { $id: 'webhook delivery head' },
);

export interface NewEndpoint {
  id?: string;
  tenantId: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  secretCiphertext: string;
  secretPrefix: string;
}

export interface EndpointPatch {
  url?: string;
  description?: string;
  events?: string[];
  enabled?: boolean;
  secretCiphertext?: string;
  secretPrefix?: string;
}

export interface NewDelivery {
  endpointId: string;
  tenantId: string;
  eventId: string;
  eventType: string;
  body: string;
  createdAt: Date;
  expiresAt: Date;
  resentFrom?: string;
}

/** A claimed delivery with what is needed to send it. */
export interface ClaimedDelivery extends WebhookDeliveryRow {
  url: string;
  secretCiphertext: string;
}

/** The outcome of one attempt, written with its log row in one transaction. */
export interface AttemptOutcome {
  attemptedAt: Date;
  statusCode: number | null;
  responseBody: string | null;
  error: string | null;
  durationMs: number;
  /** pending = retry at nextAttemptAt; succeeded/failed = done. */
  status: WebhookDeliveryStatus;
  nextAttemptAt: Date;
}

/** No earlier pending delivery of the same endpoint holds `d` back (re-sends never hold back). */
const notBlocked = sql`not exists (
  select 1 from webhook_deliveries p
  where p.endpoint_id = d.endpoint_id and p.status = 'pending' and p.seq < d.seq
    and p.resent_from is null)`;

export class WebhooksRepository {
  /**
   * @param endpointsChanged told the client uuid after an endpoint write, whose trigger has just
   *   rewritten `clients.webhook_events` (the clients cache must forget that row)
   */
  constructor(
    private readonly db: Db,
    private readonly endpointsChanged: (tenantId: string) => void = () => {},
  ) {}

  /** The tenant's endpoints, oldest first. */
  listEndpoints(tenantId: string): Promise<WebhookEndpointRow[]> {
    return this.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.tenantId, tenantId))
      .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
  }

  async countEndpoints(tenantId: string): Promise<number> {
    const [r] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.tenantId, tenantId));
    return r?.n ?? 0;
  }

  /** One endpoint of the tenant (undefined for another tenant's). */
  async getEndpoint(tenantId: string, id: string): Promise<WebhookEndpointRow | undefined> {
    const [r] = await this.db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)));
    return r;
  }

  async createEndpoint(e: NewEndpoint): Promise<WebhookEndpointRow> {
    const [r] = await this.db.insert(webhookEndpoints).values(e).returning();
    if (!r) throw new Error('insert returned no row');
    this.endpointsChanged(e.tenantId);
    return r;
  }

  async updateEndpoint(
    tenantId: string,
    id: string,
    patch: EndpointPatch,
    now: Date,
  ): Promise<WebhookEndpointRow | undefined> {
    const [r] = await this.db
      .update(webhookEndpoints)
      .set({ ...patch, updatedAt: now })
      .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)))
      .returning();
    this.endpointsChanged(tenantId);
    return r;
  }

  /** Deletes the endpoint with its deliveries and attempts. @returns false when not the tenant's */
  async deleteEndpoint(tenantId: string, id: string): Promise<boolean> {
    const r = await this.db
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)))
      .returning({ id: webhookEndpoints.id });
    this.endpointsChanged(tenantId);
    return r.length > 0;
  }

  /** Enabled endpoints of the tenant that subscribe to `eventType` (inside `transaction` if given). */
  subscribers(
    tenantId: string,
    eventType: string,
    transaction?: Transaction,
  ): Promise<WebhookEndpointRow[]> {
    return (transaction ? txDb(transaction) : this.db)
      .select()
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.tenantId, tenantId),
          eq(webhookEndpoints.enabled, true),
          sql`${eventType} = any(${webhookEndpoints.events})`,
        ),
      );
  }

  /** Queues deliveries (one statement; in `seq` order of the array; inside `transaction` if given). */
  async enqueue(list: NewDelivery[], transaction?: Transaction): Promise<WebhookDeliveryRow[]> {
    if (list.length === 0) return [];
    return (transaction ? txDb(transaction) : this.db)
      .insert(webhookDeliveries)
      .values(list.map((d) => ({ ...d, nextAttemptAt: d.createdAt })))
      .returning();
  }

  /**
   * Leases one delivery until `leaseUntil` when it may be attempted now (see the module comment):
   * pending, its endpoint enabled, due, not leased, and the head of its endpoint's queue (or a
   * re-send). Another process holding it (row lock or lease) means no.
   * @returns the delivery with its endpoint's URL and secret, or undefined
   */
  async claim(id: string, now: Date, leaseUntil: Date): Promise<ClaimedDelivery | undefined> {
    const nowIso = now.toISOString();
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const due = await rowsOf(
        tx,
        sql`select d.id from webhook_deliveries d
            join webhook_endpoints e on e.id = d.endpoint_id
            where d.id = ${id} and d.status = 'pending' and e.enabled
              and d.next_attempt_at <= ${nowIso}::timestamptz
              and (d.locked_until is null or d.locked_until <= ${nowIso}::timestamptz)
              and (d.resent_from is not null or ${notBlocked})
            for update of d skip locked`,
        IdRow,
      );
      if (due.length === 0) return undefined;
      const [claimed] = await tx
        .update(webhookDeliveries)
        .set({ lockedUntil: leaseUntil })
        .where(eq(webhookDeliveries.id, id))
        .returning();
      const [endpoint] = await tx
        .select({ url: webhookEndpoints.url, secretCiphertext: webhookEndpoints.secretCiphertext })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, claimed?.endpointId ?? ''));
      return claimed && endpoint ? { ...claimed, ...endpoint } : undefined;
    });
  }

  /**
   * Why a delivery that could not be claimed waits, or undefined when it waits for nothing that a
   * timer brings (done, gone, endpoint disabled, or behind an earlier delivery of its endpoint:
   * that one's outcome hands the turn on).
   * @returns the time it may be tried again (its next attempt or the end of another's lease)
   */
  async waitsUntil(id: string): Promise<Date | undefined> {
    const [r] = await rowsOf(
      this.db,
      sql`select d.next_attempt_at, d.locked_until from webhook_deliveries d
          join webhook_endpoints e on e.id = d.endpoint_id
          where d.id = ${id} and d.status = 'pending' and e.enabled
            and (d.resent_from is not null or ${notBlocked})`,
      Waiting,
    );
    if (!r) return undefined;
    const next = new Date(r.next_attempt_at);
    const lease = r.locked_until ? new Date(r.locked_until) : next;
    return lease > next ? lease : next;
  }

  /**
   * The deliveries that may go next: pending, endpoint enabled, head of their endpoint's queue or
   * re-sent (of one endpoint when given), with the time each is due.
   */
  heads(endpointId?: string): Promise<Array<{ id: string; nextAttemptAt: Date }>> {
    return rowsOf(
      this.db,
      sql`select d.id, d.next_attempt_at from webhook_deliveries d
          join webhook_endpoints e on e.id = d.endpoint_id
          where d.status = 'pending' and e.enabled
            and (d.resent_from is not null or ${notBlocked})
            ${endpointId ? sql`and d.endpoint_id = ${endpointId}` : sql``}
          order by d.seq`,
      Head,
    ).then((list) => list.map((r) => ({ id: r.id, nextAttemptAt: new Date(r.next_attempt_at) })));
  }

  /** Logs one attempt and moves the delivery on (retry, done or given up), releasing its lease. */
  async recordAttempt(deliveryId: string, o: AttemptOutcome): Promise<void> {
    await this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      await tx.insert(webhookAttempts).values({
        deliveryId,
        attemptedAt: o.attemptedAt,
        statusCode: o.statusCode,
        responseBody: o.responseBody,
        error: o.error,
        durationMs: o.durationMs,
      });
      await tx
        .update(webhookDeliveries)
        .set({
          status: o.status,
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          nextAttemptAt: o.nextAttemptAt,
          lockedUntil: null,
          lastStatusCode: o.statusCode,
          lastError: o.error,
          finishedAt: o.status === 'pending' ? null : o.attemptedAt,
        })
        .where(eq(webhookDeliveries.id, deliveryId));
    });
  }

  /** One page of an endpoint's deliveries, newest first; `beforeSeq` is the cursor. */
  listDeliveries(endpointId: string, limit: number, beforeSeq?: number) {
    return this.db
      .select()
      .from(webhookDeliveries)
      .where(
        beforeSeq === undefined
          ? eq(webhookDeliveries.endpointId, endpointId)
          : and(eq(webhookDeliveries.endpointId, endpointId), lt(webhookDeliveries.seq, beforeSeq)),
      )
      .orderBy(desc(webhookDeliveries.seq))
      .limit(limit);
  }

  /** One delivery of the tenant (undefined for another tenant's). */
  async getDelivery(tenantId: string, id: string): Promise<WebhookDeliveryRow | undefined> {
    const [r] = await this.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.id, id)));
    return r;
  }

  /** The attempts of a delivery, oldest first. */
  attempts(deliveryId: string): Promise<WebhookAttemptRow[]> {
    return this.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, deliveryId))
      .orderBy(webhookAttempts.attemptedAt, webhookAttempts.id);
  }
}
