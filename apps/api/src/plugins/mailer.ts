/**
 * Exposes `app.mailer`: outbox files by default, SMTP through the job queue's `mail` jobs when
 * SMTP_URL is set (jobs/mail.ts).
 */
import fp from 'fastify-plugin';
import { smtpMailer } from '../jobs/mail.js';
import { outboxMailer, type Mailer } from '../lib/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async (app) => {
    const { smtpUrl, outboxDir } = app.config;
    const mailer = smtpUrl
      ? smtpMailer(app.jobs, smtpUrl, app.log.child({ component: 'mailer' }))
      : outboxMailer(outboxDir);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer', dependencies: ['config', 'jobs'] },
);
