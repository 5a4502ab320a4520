/**
 * Data access for payments (tables `payments` and `processed_events`).
 *
 * `fulfil` is the ONE place that credits purchased calls. In one transaction it
 *  1. (webhook deliveries) records the provider event id: `insert … on conflict do nothing`; a
 *     duplicate delivery finds the id taken and stops there;
 *  2. flips the payment to paid with `update payments set credited = true … where credited = false
 *     returning`, so among any number of concurrent or repeated fulfilments exactly one gets the row;
 *  3. only then adds `quantity` paid calls to the client's balance (MeteringRepository.grant) with the
 *     same transaction.
 * A failure anywhere rolls all three back, so a retried delivery can try again.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import {
  payments,
  processedEvents,
  services,
  type PaymentRow,
  type PaymentStatus,
} from '../db/schema/index.js';
import type { MeteringRepository } from './metering.js';
import type { Transaction } from './transaction.js';

/** A Drizzle transaction handle as the opaque handle other repositories take. */
const asTx = (db: Db): Transaction => db as unknown as Transaction;

export interface NewPayment {
  id: string;
  tenantId: string;
  provider: 'sandbox' | 'stripe';
  providerSessionId: string;
  service: string;
  quantity: number;
  unitAmountCents: number;
  amountCents: number;
  successUrl: string;
  cancelUrl: string;
}

/** A provider event (webhook delivery) to record once. */
export interface ProviderEvent {
  id: string;
  provider: 'stripe' | 'sandbox';
  type: string;
}

export interface FulfilResult {
  /** The event id was already processed: nothing was done. */
  duplicate: boolean;
  /** Calls added to the balance by THIS call (0 when the payment had already been credited). */
  credited: number;
}

export type PaymentWithName = PaymentRow & { serviceName: string };

export class PaymentsRepository {
  constructor(
    private readonly db: Db,
    private readonly metering: MeteringRepository,
  ) {}

  async insert(p: NewPayment): Promise<void> {
    await this.db.insert(payments).values(p);
  }

  private selectWithName(db: Db = this.db) {
    return db
      .select({ payment: payments, serviceName: services.displayName })
      .from(payments)
      .innerJoin(services, eq(services.key, payments.service));
  }

  /** A payment by its provider session id (the public sessionId), any client. */
  async bySessionId(sessionId: string): Promise<PaymentWithName | undefined> {
    const [row] = await this.selectWithName()
      .where(eq(payments.providerSessionId, sessionId))
      .limit(1);
    return row && { ...row.payment, serviceName: row.serviceName };
  }

  async byId(id: string): Promise<PaymentWithName | undefined> {
    const [row] = await this.selectWithName().where(eq(payments.id, id)).limit(1);
    return row && { ...row.payment, serviceName: row.serviceName };
  }

  /** The client's payments, newest first. */
  async listForClient(tenantId: string, limit = 200): Promise<PaymentWithName[]> {
    const list = await this.selectWithName()
      .where(eq(payments.tenantId, tenantId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit);
    return list.map((r) => ({ ...r.payment, serviceName: r.serviceName }));
  }

  /** Records a provider event; @returns false when its id was already recorded. */
  private async recordEvent(tx: Db, event: ProviderEvent, paymentId: string | null) {
    const inserted = await tx
      .insert(processedEvents)
      .values({ eventId: event.id, provider: event.provider, type: event.type, paymentId })
      .onConflictDoNothing({ target: processedEvents.eventId })
      .returning({ id: processedEvents.eventId });
    return inserted.length > 0;
  }

  /** Records an event that changes nothing (e.g. an unpaid completion); @returns false for a duplicate. */
  async recordOnly(event: ProviderEvent, paymentId: string | null): Promise<boolean> {
    return this.recordEvent(this.db, event, paymentId);
  }

  /** Marks the payment paid and credits its calls exactly once (see the module comment). */
  async fulfil(paymentId: string, event?: ProviderEvent): Promise<FulfilResult> {
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      if (event && !(await this.recordEvent(tx, event, paymentId)))
        return { duplicate: true, credited: 0 };
      const [row] = await tx
        .update(payments)
        .set({
          status: 'paid',
          credited: true,
          creditedAt: sql`now()`,
          paidAt: sql`coalesce(${payments.paidAt}, now())`,
          failureReason: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(payments.id, paymentId), eq(payments.credited, false)))
        .returning({
          tenantId: payments.tenantId,
          service: payments.service,
          quantity: payments.quantity,
        });
      if (!row) return { duplicate: false, credited: 0 };
      await this.metering.grant(row.tenantId, row.service, row.quantity, asTx(tx));
      return { duplicate: false, credited: row.quantity };
    });
  }

  /**
   * Moves a not-yet-paid payment to failed or cancelled (a paid one never goes back).
   * @returns false for a duplicate event
   */
  async close(
    paymentId: string,
    status: Extract<PaymentStatus, 'failed' | 'cancelled'>,
    reason: string,
    event?: ProviderEvent,
  ): Promise<boolean> {
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      if (event && !(await this.recordEvent(tx, event, paymentId))) return false;
      await tx
        .update(payments)
        .set({ status, failureReason: reason, updatedAt: sql`now()` })
        .where(
          and(
            eq(payments.id, paymentId),
            eq(payments.credited, false),
            inArray(payments.status, ['pending', 'failed']),
          ),
        );
      return true;
    });
  }
}
