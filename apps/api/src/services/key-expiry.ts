/**
 * The `key.expiring` producer (docs/adr/0019-developers-key-expiring.md; docs/api-contract.md
 * "Events"): a named key with an expiry fires `key.expiring` once, when it comes within
 * NOTICE_WINDOW_MS of its expiry. A check runs every KEY_EXPIRY_CHECK_MS in each process
 * (jobs/key-expiry.ts); it marks the keys it notices and queues their events in the webhook outbox
 * in one transaction, so a notice is queued exactly once across restarts and processes (a marked
 * key no longer matches, and rows another process is marking are skipped). Keys revoked or rolled
 * before the check get no notice; a rolled key's replacement, which keeps the expiry, gets its own.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { WebhookDeliveryRow } from '../db/schema/index.js';
import type { Repositories } from '../repositories/index.js';
import type { WebhooksService } from './webhooks/index.js';

/** How long before its expiry a key fires `key.expiring`: 7 days, in ms. */
export const NOTICE_WINDOW_MS = 7 * 86_400_000;
/** Keys marked per transaction; a check repeats until none is left. */
const BATCH = 100;

export interface KeyExpiryDeps {
  repos: Repositories;
  webhooks: WebhooksService;
  log: FastifyBaseLogger;
  /** The clock (tests move it). */
  now?: () => Date;
}

/** The `data` of a `key.expiring` event. */
export interface KeyExpiringData {
  keyId: string;
  name: string;
  prefix: string;
  mode: 'live' | 'test';
  /** ISO 8601 date-time. */
  expiresAt: string;
}

export class KeyExpiryNotifier {
  private readonly now: () => Date;

  constructor(private readonly deps: KeyExpiryDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * Notices every key now within NOTICE_WINDOW_MS of its expiry and not noticed yet.
   * @returns the number of keys noticed
   */
  async runOnce(): Promise<number> {
    let total = 0;
    const queued: WebhookDeliveryRow[] = [];
    for (;;) {
      const now = this.now();
      const horizon = new Date(now.getTime() + NOTICE_WINDOW_MS);
      const [keys, deliveries] = await this.deps.repos.transaction(async (tx) => {
        const claimed = await this.deps.repos.apiKeys.claimExpiring(tx, now, horizon, BATCH);
        const rows: WebhookDeliveryRow[] = [];
        for (const k of claimed) {
          const data: KeyExpiringData = {
            keyId: k.id,
            name: k.name,
            prefix: k.prefix,
            mode: k.mode === 'test' ? 'test' : 'live',
            expiresAt: k.expiresAt.toISOString(),
          };
          const queuedNow = await this.deps.webhooks.queueEvent(
            {
              type: 'key.expiring',
              tenantId: k.tenantId,
              occurredAt: now,
              data: { ...data },
            },
            tx,
          );
          rows.push(...queuedNow);
        }
        return [claimed.length, rows] as const;
      });
      total += keys;
      queued.push(...deliveries);
      if (keys < BATCH) break;
    }
    // After the commit: a job of a delivery that was rolled back would find nothing to send.
    await this.deps.webhooks.dispatch(queued);
    return total;
  }
}
