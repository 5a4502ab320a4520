/** Exposes `app.mailer` (outbox files by default, SMTP when SMTP_URL is set). */
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../lib/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async (app) => {
    const mailer = createMailer({
      smtpUrl: app.config.smtpUrl,
      outboxDir: app.config.outboxDir,
      log: app.log.child({ component: 'mailer' }),
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer', dependencies: ['config'] },
);
