/**
 * The webhook delivery worker: takes due deliveries from the outbox (repositories/webhooks.ts) and
 * sends them, at most `concurrency` at once per process, each bounded by `timeoutMs`. It runs every
 * `pollMs` and at once when an event was queued (`wake`), so a delivery usually leaves within
 * milliseconds; the poll picks up retries, other processes' events and what a restart left over.
 */
import type { FastifyBaseLogger } from 'fastify';
import { decryptSecret } from '../../lib/crypto.js';
import type { ClaimedDelivery, WebhooksRepository } from '../../repositories/webhooks.js';
import { RETRY_WINDOW_MS, retryDelayMs } from './backoff.js';
import { sendWebhook, type SendInput, type SendResult } from './sender.js';
import { signatureHeader } from './signature.js';

export interface WorkerDeps {
  repo: WebhooksRepository;
  keyEncryptionKey: Buffer;
  allowLoopback: boolean;
  log: FastifyBaseLogger;
  /** The clock (tests move it to reach retries without waiting). */
  now?: () => Date;
  /** Jitter source in [0, 1). */
  random?: () => number;
  /** Deliveries in flight at once in this process (default 8). */
  concurrency?: number;
  /** Time limit of one attempt, ms (default 10 s). */
  timeoutMs?: number;
  /** Replaces the HTTP call (tests of the worker alone). */
  send?: (input: SendInput) => Promise<SendResult>;
}

const USER_AGENT = 'Pulse-Webhooks/1.0';

export class WebhookWorker {
  private readonly now: () => Date;
  private readonly random: () => number;
  private readonly concurrency: number;
  private readonly timeoutMs: number;
  private readonly send: (input: SendInput) => Promise<SendResult>;
  private readonly inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = true;

  constructor(private readonly deps: WorkerDeps) {
    this.now = deps.now ?? (() => new Date());
    this.random = deps.random ?? Math.random;
    this.concurrency = deps.concurrency ?? 8;
    this.timeoutMs = deps.timeoutMs ?? 10_000;
    this.send = deps.send ?? sendWebhook;
  }

  /** Starts polling every `pollMs`; 0 = not started (tests call `drain` themselves). */
  start(pollMs: number): void {
    if (pollMs <= 0) return;
    this.stopped = false;
    const loop = () => {
      this.timer = setTimeout(() => {
        void this.tick().finally(() => {
          if (!this.stopped) loop();
        });
      }, pollMs);
      this.timer.unref();
    };
    loop();
    this.wake();
  }

  /** Stops polling and waits for the attempts in flight (their outcome is recorded). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => 0);
    await Promise.allSettled([...this.inFlight]);
  }

  /** Looks for due deliveries now (after an event was queued). */
  wake(): void {
    if (this.stopped) return;
    void this.tick();
  }

  /**
   * Claims what is due and free slots allow, sends it, and waits for those attempts.
   * @returns the number of attempts made
   */
  async runOnce(): Promise<number> {
    const claimed = await this.deps.repo.claimDue(
      this.now(),
      this.concurrency - this.inFlight.size,
      // The lease outlives one attempt by a margin; a crashed process's lease simply runs out.
      new Date(this.now().getTime() + this.timeoutMs + 60_000),
    );
    await Promise.all(claimed.map((d) => this.track(this.attempt(d))));
    return claimed.length;
  }

  /** Runs `runOnce` until nothing is due (a finished head lets the next one of its endpoint go). */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.runOnce();
      if (n === 0) return total;
      total += n;
    }
  }

  private tick(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain()
      .catch((err: unknown) => {
        this.deps.log.error({ err }, 'webhook worker failed');
        return 0;
      })
      .finally(() => {
        this.running = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          void this.tick();
        }
      });
    return this.running;
  }

  private track(p: Promise<void>): Promise<void> {
    this.inFlight.add(p);
    return p.finally(() => this.inFlight.delete(p));
  }

  private async attempt(d: ClaimedDelivery): Promise<void> {
    const attemptedAt = this.now();
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
      timeoutMs: this.timeoutMs,
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
  }
}

export { RETRY_WINDOW_MS };
