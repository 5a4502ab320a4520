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
        jobs: app.jobs,
        inProcessDatabase: app.database.kind === 'pglite',
        ...(opts.clock ? { clock: opts.clock } : {}),
      }),
    );
    // Webhook deliveries are jobs (plugins/jobs.ts starts and stops the queue). A process that
    // works jobs sends one for every delivery that may go next, so a delivery whose job was lost
    // (a process that died between the outbox commit and the job's send) still goes.
    // Batches left behind by a dead process (an upload cut short, a start whose jobs were never
    // sent) are moved on by every process, at once and then periodically
    // (services/batches/runner.ts `sweep`): one that only sends jobs may be the only one restarted.
    app.addHook('onReady', async () => {
      if (app.jobs.working) {
        await app.services.webhooks.outbox.dispatchHeads().catch((err: unknown) => {
          app.log.error({ err }, 'webhook delivery sweep failed');
        });
      }
      app.services.batchRunner.startSweep(app.config.batchSweepMs);
      app.services.keyExpiry.start(app.config.keyExpiryCheckMs);
      app.services.reportPartitions.start(app.config.reportPartitionCheckMs);
    });
    app.addHook('preClose', async () => {
      await app.services.reportPartitions.stop();
      await app.services.keyExpiry.stop();
      await app.services.batchRunner.stopSweep();
      // Mails and tokens promised by answers already sent are written before the database closes.
      await app.services.deferred.drain();
    });
  },
  { name: 'services', dependencies: ['config', 'db', 'jobs', 'mailer', 'payments', 'engines'] },
);
