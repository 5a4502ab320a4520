/** Builds the services once (services/index.ts) and exposes them as `app.services` to the routes. */
import fp from 'fastify-plugin';
import { defineQueues, startJobs, workQueues } from '../jobs/index.js';
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
    const inProcessDatabase = app.database.kind === 'pglite';
    app.decorate(
      'services',
      createServices({
        config: app.config,
        repos: app.repos,
        engines: app.engines,
        mailer: app.mailer,
        payments: app.payments,
        log: app.log,
        queues: defineQueues(app.jobs, app.config),
        inProcessDatabase,
        ...(opts.clock ? { clock: opts.clock } : {}),
      }),
    );
    // The jobs of src/jobs (plugins/jobs.ts starts and stops the queue itself): handlers now,
    // start-up work and upkeep timers once the app is ready, in every process (one that only
    // sends jobs may be the only one restarted).
    workQueues(app.jobs, app.services, { inProcessDatabase, log: app.log });
    let stopJobs: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopJobs = await startJobs(app.jobs, app.services, app.config, app.log);
    });
    app.addHook('preClose', async () => {
      await stopJobs?.();
      // Mails and tokens promised by answers already sent are written before the database closes.
      await app.services.deferred.drain();
    });
  },
  { name: 'services', dependencies: ['config', 'db', 'jobs', 'mailer', 'payments', 'engines'] },
);
