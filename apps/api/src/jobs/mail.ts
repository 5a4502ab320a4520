/**
 * Queue `mail`: one job per SMTP message (docs/adr/0055-plumbing-on-libraries.md). The message is
 * in the database before the caller goes on, so a process that dies with mail still to send loses
 * none: the next process that works jobs sends it. A failed attempt (SMTP unreachable, refused) is
 * retried with doubling delays, 1–2 s, 2–4 s … 128–256 s (pg-boss's backoff over a 1 s delay, with
 * jitter): 8 retries, 4 to 8 minutes in all, then the message is given up (docs/adr/0016-hardening.md).
 *
 * The job holds the message, links included, until the queue's upkeep deletes finished jobs; the
 * log never does (only the recipient and the attempt).
 */
import type { JobQueue } from '../lib/job-queue.js';
import { MAIL_FROM, smtpTransport, type Mail, type Mailer, type MailLog } from '../lib/mailer.js';
import type { ProductQueue } from './types.js';

export const MAIL_QUEUE = 'mail';

/** Retries after the first failed attempt. */
export const MAIL_RETRY_LIMIT = 8;

/** The queue; its handler is registered by {@link smtpMailer}, only when SMTP_URL is set. */
export const mailQueue: ProductQueue = {
  name: MAIL_QUEUE,
  options: {
    retryLimit: MAIL_RETRY_LIMIT,
    retryDelaySeconds: 1,
    retryBackoff: true,
    // An attempt ends within about 20 s (connection, greeting and socket time limits).
    expireInSeconds: 60,
  },
};

/**
 * Declares the queue and its handler on `jobs` and returns the mailer that queues each message.
 * @param smtpUrl smtp(s):// URL of the server every message goes to
 */
export function smtpMailer(jobs: JobQueue, smtpUrl: string, log: MailLog): Mailer {
  const transport = smtpTransport(smtpUrl);
  jobs.define(MAIL_QUEUE, mailQueue.options);
  jobs.work<Mail>(MAIL_QUEUE, { concurrency: 2 }, async ({ data: mail, retryCount }) => {
    const attempt = retryCount + 1;
    try {
      await transport.sendMail({ from: MAIL_FROM, ...mail });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      if (retryCount >= MAIL_RETRY_LIMIT)
        log.error({ to: mail.to, attempts: attempt, reason }, 'email given up');
      else log.warn({ to: mail.to, attempt, reason }, 'email not sent yet');
      throw err;
    }
    log.info({ to: mail.to, attempt }, 'email sent');
  });
  return {
    async send(mail) {
      await jobs.send<Mail>(MAIL_QUEUE, mail);
      return undefined;
    },
    close: async () => transport.close(),
  };
}
