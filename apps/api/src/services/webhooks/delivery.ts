/**
 * Webhook delivery on the job queue (docs/adr/0042-one-job-queue.md, docs/adr/0022-webhooks.md):
 * one job per attempt of a delivery, worked by any process that works jobs. The outbox row stays
 * the record users see; a job only names the delivery, and claiming the row (its lease, the order
 * per endpoint, its due time on our clock) decides whether the job makes an attempt, so a
 * duplicate or early job does nothing twice. After a failed attempt the next job is sent with the
 * backoff as `startAfter`; a finished delivery hands the turn to the next of its endpoint. The
 * queue's retry options and its worker are in jobs/webhook-delivery.ts.
 */
import type { FastifyBaseLogger } from 'fastify';
import { v5 as uuidv5 } from 'uuid';
import { decryptSecret } from '../../lib/crypto.js';
import type { QueueHandle } from '../../lib/job-queue.js';
import type { ClaimedDelivery, WebhooksRepository } from '../../repositories/webhooks.js';
import { retryDelayMs } from './backoff.js';
import { sendWebhook, type SendInput, type SendResult } from './sender.js';
import { signatureHeader } from './signature.js';

/** Time limit of one attempt, ms; the outbox lease and the job's expiry are a minute longer. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** Namespace of the attempt jobs' ids (uuid v5 of `<delivery id>:<attempts before>`). */
const ATTEMPT_NAMESPACE = 'a3d4c7e2-5b1f-4c8e-9f60-2d7b8e1c4a90';
const USER_AGENT = 'Pulse-Webhooks/1.0';

/** The data of a delivery job: the outbox row it attempts. */
export interface DeliveryJob {
  deliveryId: string;
}

export interface DeliveryDeps {
  repo: WebhooksRepository;
  /** The queue of delivery attempts (jobs/webhook-delivery.ts). */
  queue: QueueHandle<DeliveryJob>;
  keyEncryptionKey: Buffer;
  allowLoopback: boolean;
  log: FastifyBaseLogger;
  /** The clock of due times and backoff (tests move it to reach retries without waiting). */
  now: () => Date;
  /** Jitter source in [0, 1). */
  random?: () => number;
  /** Replaces the HTTP call (tests of delivery alone). */
  send?: (input: SendInput) => Promise<SendResult>;
}

export class WebhookDelivery {
  private readonly random: () => number;
  private readonly send: (input: SendInput) => Promise<SendResult>;

  constructor(private readonly deps: DeliveryDeps) {
    this.random = deps.random ?? Math.random;
    this.send = deps.send ?? sendWebhook;
  }

  /**
   * Sends a job for each delivery (new ones, or ones whose turn came), due at `startAfter` or now.
   * A delivery id and attempt count name the first job of an attempt, so sending it twice is one.
   */
  async dispatch(list: Array<{ id: string; attempts?: number; startAfter?: Date }>): Promise<void> {
    for (const d of list)
      await this.deps.queue.send(
        { deliveryId: d.id },
        {
          ...(d.attempts !== undefined
            ? { id: uuidv5(`${d.id}:${d.attempts}`, ATTEMPT_NAMESPACE) }
            : {}),
          ...(d.startAfter ? { startAfter: d.startAfter } : {}),
        },
      );
  }

  /**
   * Sends a job for every delivery that may go next (of one endpoint when given): at start, so a
   * delivery whose job was lost between its commit and the job's send still goes, and when an
   * endpoint is enabled again.
   */
  async dispatchHeads(endpointId?: string): Promise<void> {
    const heads = await this.deps.repo.heads(endpointId);
    await this.dispatch(heads.map((h) => ({ id: h.id, startAfter: h.nextAttemptAt })));
  }

  /**
   * Works every queued delivery job now, whatever its `startAfter` (the due time on our clock
   * still decides), until a round makes no attempt. For tests and the benchmark, which move the
   * clock instead of waiting.
   * @returns the number of attempts made
   */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      let made = 0;
      await this.deps.queue.workNow(async (job) => {
        if (await this.attempt(job.data.deliveryId)) made++;
      });
      if (made === 0) return total;
      total += made;
    }
  }

  /**
   * One job: claims the delivery and attempts it, or, when it is not its time, makes sure a job
   * comes when it is. @returns whether an attempt was made
   */
  async attempt(deliveryId: string): Promise<boolean> {
    const now = this.deps.now();
    const d = await this.deps.repo.claim(
      deliveryId,
      now,
      new Date(now.getTime() + ATTEMPT_TIMEOUT_MS + 60_000),
    );
    if (!d) {
      const until = await this.deps.repo.waitsUntil(deliveryId);
      if (until) await this.dispatch([{ id: deliveryId, startAfter: until }]);
      return false;
    }
    const status = await this.sendAndRecord(d);
    if (status === 'pending') return true;
    // Done: the next delivery of the endpoint is the head now.
    const [next] = await this.deps.repo
      .heads(d.endpointId)
      .then((h) => h.filter((x) => x.id !== d.id));
    if (next) await this.dispatch([{ id: next.id, startAfter: next.nextAttemptAt }]);
    return true;
  }

  private async sendAndRecord(d: ClaimedDelivery): Promise<'pending' | 'succeeded' | 'failed'> {
    const attemptedAt = this.deps.now();
    const secret = decryptSecret(d.secretCiphertext, this.deps.keyEncryptionKey, d.endpointId);
    const result = await this.send({
      url: d.url,
      body: d.body,
      headers: {
        'user-agent': USER_AGENT,
        'pulse-signature': signatureHeader(
          secret,
          Math.floor(attemptedAt.getTime() / 1000),
          d.body,
        ),
        'pulse-event-id': d.eventId,
        'pulse-event-type': d.eventType,
        'pulse-delivery-id': d.id,
      },
      timeoutMs: ATTEMPT_TIMEOUT_MS,
      allowLoopback: this.deps.allowLoopback,
    });
    const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const attempts = d.attempts + 1;
    const next = new Date(attemptedAt.getTime() + retryDelayMs(attempts, this.random()));
    const givesUp = result.refused || next.getTime() > d.expiresAt.getTime();
    const status = ok ? 'succeeded' : givesUp ? 'failed' : 'pending';
    if (!ok)
      this.deps.log.info(
        { deliveryId: d.id, statusCode: result.statusCode, error: result.error, attempts, status },
        'webhook attempt failed',
      );
    await this.deps.repo.recordAttempt(d.id, {
      attemptedAt,
      statusCode: result.statusCode,
      responseBody: result.responseBody,
      error: result.error,
      durationMs: result.durationMs,
      status,
      nextAttemptAt: status === 'pending' ? next : attemptedAt,
    });
    if (status === 'pending') await this.dispatch([{ id: d.id, attempts, startAfter: next }]);
    return status;
  }
}
