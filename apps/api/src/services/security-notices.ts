/**
 * Security e-mails (docs/api-contract.md, "Security e-mails"): after a password change, two-factor
 * sign-in turned on or off, or a new API key, the people concerned get a notice, so a change they did
 * not make does not go unseen. Sent once the change has succeeded; a failure to send is logged and
 * never fails or delays the change (the SMTP transport hands messages over in the background).
 */
import type { FastifyBaseLogger } from 'fastify';
import { securityNoticeMail, type Mailer, type SecurityEvent } from '../lib/mailer.js';
import type { RequestMeta } from './audit.js';

/** Someone a notice goes to, or the member who acted. */
export interface NoticeRecipient {
  email: string;
  fullName: string;
}

export class SecurityNotices {
  constructor(
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Tells each recipient (duplicates by address sent once) that `event` happened, done by `actor`.
   * Never throws.
   */
  async notify(
    recipients: readonly NoticeRecipient[],
    event: SecurityEvent,
    actor: NoticeRecipient,
    meta: RequestMeta,
  ): Promise<void> {
    const seen = new Set<string>();
    const when = this.now();
    for (const r of recipients) {
      const address = r.email.toLowerCase();
      if (seen.has(address)) continue;
      seen.add(address);
      try {
        await this.mailer.send(
          securityNoticeMail(r.email, r.fullName, event, actor.email, when, meta),
        );
      } catch (err) {
        this.log.error({ err, to: r.email, kind: event.kind }, 'security email could not be sent');
      }
    }
  }
}
