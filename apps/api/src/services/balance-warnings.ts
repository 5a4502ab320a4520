/**
 * Balance warnings (usage alerts before 1.14: "alert" is a monitoring alert only, docs/glossary.md).
 *
 * The customer sets, per service, a threshold of calls left (free this month + paid). Metering
 * reports the calls left after every consumed call, and exactly one call takes the balance from
 * threshold + 1 down to the threshold: that call sends one e-mail (the mailer: SMTP or the outbox)
 * and publishes `balance.low` on the EventBus. No "armed" flag is needed: the next warning needs the
 * balance to rise above the threshold again (a top-up, or next month's free calls) and fall back,
 * which is exactly "once per crossing, re-armed by a top-up". Calls spent while the balance is at
 * or below the threshold send nothing. Setting a threshold at or above today's balance puts the
 * balance "at or below your warning" at once, so it warns at once (once: unless the balance was
 * already at or below the previous threshold, which warned then).
 */
import { CATALOG_BY_KEY, type ServiceKey } from '@pulse/catalog';
import type { FastifyBaseLogger } from 'fastify';
import type { ClientRow } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import type { Mail, Mailer } from '../lib/mailer.js';
import { escapeHtml } from '../payments/pages.js';
import type { Repositories } from '../repositories/index.js';
import type { EventBus } from './events.js';
import type { UsageService } from './usage.js';

/** Largest threshold accepted (the largest top-up is 10,000,000 calls). */
export const MAX_THRESHOLD = 10_000_000;

/** One line of GET /api/billing/balance-warnings. */
export interface BalanceWarningLine {
  service: string;
  name: string;
  status: 'Active' | 'Inactive';
  /** Free calls left this month + paid calls available. */
  callsLeft: number;
  /** null when no warning is set. */
  threshold: number | null;
  /** True when calls left are at or below the threshold. */
  low: boolean;
  /** When the last warning went out; null before the first. */
  lastWarnedAt: string | null;
}

export interface BalanceWarningsDeps {
  repos: Repositories;
  usage: UsageService;
  events: EventBus;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicAppUrl: string;
}

const unknownService = () =>
  new AppError(404, 'NOT_FOUND', 'Unknown service', { message: 'Unknown service' });

/** The warning e-mail of one crossing. */
export function lowBalanceMail(
  to: { email: string; fullName: string },
  serviceName: string,
  callsLeft: number,
  billingUrl: string,
  threshold: number = callsLeft,
): Mail {
  const n = callsLeft.toLocaleString('en-US');
  const calls = callsLeft === 1 ? 'call' : 'calls';
  const lead =
    callsLeft === threshold
      ? `Your ${serviceName} balance has fallen to ${n} ${calls} left, the warning threshold you set.`
      : `Your ${serviceName} balance is ${n} ${calls} left, below the warning threshold you set (${threshold.toLocaleString('en-US')}).`;
  const stop = 'When no calls are left, lookups are refused until you top up.';
  const change = 'You can change or remove this warning on the Billing page.';
  return {
    to: to.email,
    subject: `Pulse: ${n} ${serviceName} ${calls} left`,
    text: `Hello ${to.fullName},\n\n${lead} ${stop}\n\nTop up: ${billingUrl}\n\n${change}\n`,
    html: `<p>Hello ${escapeHtml(to.fullName)},</p><p>${escapeHtml(lead)} ${escapeHtml(stop)}</p><p><a href="${escapeHtml(billingUrl)}">Top up on the Billing page</a></p><p>${escapeHtml(change)}</p>`,
  };
}

/** The thresholds of the Billing page and the warning sent when calls left cross one. */
export class BalanceWarningsService {
  constructor(private readonly deps: BalanceWarningsDeps) {}

  /** Every catalog service with its calls left and threshold, in catalog order. */
  async list(client: ClientRow, now = new Date()): Promise<BalanceWarningLine[]> {
    const [summary, warnings] = await Promise.all([
      this.deps.usage.accountSummary({ client, mode: 'live' }, now),
      this.deps.repos.balanceWarnings.list(client.id),
    ]);
    const byService = new Map(warnings.map((w) => [w.service, w]));
    return summary.map((s) => {
      const w = byService.get(s.service);
      const callsLeft = s.free + s.paid;
      return {
        service: s.service,
        name: s.name,
        status: s.status,
        callsLeft,
        threshold: w?.threshold ?? null,
        low: w ? callsLeft <= w.threshold : false,
        lastWarnedAt: w?.lastWarnedAt?.toISOString() ?? null,
      };
    });
  }

  /** Sets the threshold of one service. @throws 404 for a service not in the catalog; 400 out of range */
  async set(client: ClientRow, service: string, threshold: number): Promise<BalanceWarningLine> {
    if (!(service in CATALOG_BY_KEY)) throw unknownService();
    if (!Number.isInteger(threshold) || threshold < 1 || threshold > MAX_THRESHOLD)
      throw new AppError(
        400,
        'VALIDATION_ERROR',
        `Threshold must be a whole number from 1 to ${MAX_THRESHOLD.toLocaleString('en-US')}`,
      );
    const before = await this.line(client, service);
    await this.deps.repos.balanceWarnings.set(client.id, service, threshold);
    const wasLow = before.threshold !== null && before.callsLeft <= before.threshold;
    if (before.callsLeft <= threshold && !wasLow)
      await this.warn(client, service as ServiceKey, before.callsLeft, threshold);
    return this.line(client, service);
  }

  /** Removes the threshold of one service. @throws 404 for an unknown service */
  async remove(client: ClientRow, service: string): Promise<BalanceWarningLine> {
    if (!(service in CATALOG_BY_KEY)) throw unknownService();
    await this.deps.repos.balanceWarnings.remove(client.id, service);
    return this.line(client, service);
  }

  /**
   * Called by metering after each consumed call: when `callsLeft` equals the threshold, this call
   * crossed it (file comment), so the e-mail and `balance.low` go out. Never throws: the lookup
   * has been answered by then.
   */
  async afterCall(
    client: ClientRow,
    service: ServiceKey,
    callsLeft: number,
    threshold: number | null,
  ): Promise<void> {
    if (threshold === null || callsLeft !== threshold) return;
    await this.warn(client, service, callsLeft, threshold);
  }

  /** Sends one warning: marks it, publishes `balance.low` and mails the client. Never throws. */
  private async warn(
    client: ClientRow,
    service: ServiceKey,
    callsLeft: number,
    threshold: number,
  ): Promise<void> {
    const at = new Date();
    const name = CATALOG_BY_KEY[service].displayName;
    try {
      await this.deps.repos.balanceWarnings.markWarned(client.id, service, at);
      await this.deps.events.publish({
        type: 'balance.low',
        tenantId: client.id,
        occurredAt: at,
        data: { service, serviceName: name, callsLeft, threshold },
      });
      await this.deps.mailer.send(
        lowBalanceMail(client, name, callsLeft, `${this.deps.publicAppUrl}/billing`, threshold),
      );
    } catch (err) {
      this.deps.log.error({ err, service }, 'balance warning could not be sent');
    }
  }

  private async line(client: ClientRow, service: string): Promise<BalanceWarningLine> {
    const found = (await this.list(client)).find((l) => l.service === service);
    if (!found) throw unknownService();
    return found;
  }
}
