/** Builds the services once (services/index.ts) and exposes them as `app.services` to the routes. */
import fp from 'fastify-plugin';
import { createServices, type Services } from '../services/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export interface ServicesOptions {
  /** The clock of time-driven flows (webhook retries); tests move it. */
  clock?: () => Date;
}

export default fp<ServicesOptions>(
  async (app, opts) => {
    app.decorate(
      'services',
      createServices({
        config: app.config,
        repos: app.repos,
        engines: app.engines,
        mailer: app.mailer,
        payments: app.payments,
        log: app.log,
        inProcessDatabase: app.database.kind === 'pglite',
        ...(opts.clock ? { clock: opts.clock } : {}),
      }),
    );
    // The webhook worker runs while the app listens; it stops (letting attempts in flight record
    // their outcome) before the database closes.
    app.addHook('onReady', async () => {
      app.services.webhooks.worker.start(app.config.webhookPollMs);
      app.services.keyExpiry.start(app.config.keyExpiryCheckMs);
      app.services.reportPartitions.start(app.config.reportPartitionCheckMs);
    });
    app.addHook('preClose', async () => {
      await app.services.reportPartitions.stop();
      await app.services.keyExpiry.stop();
      await app.services.webhooks.worker.stop();
      // Mails and tokens promised by answers already sent are written before the database closes.
      await app.services.deferred.drain();
    });
  },
  { name: 'services', dependencies: ['config', 'db', 'mailer', 'payments', 'engines'] },
);
