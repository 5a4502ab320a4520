/**
 * The job queue of this process as `app.jobs` (lib/job-queue.ts, docs/adr/0042-one-job-queue.md),
 * on the app's own database: PostgreSQL shared with every other process, or the embedded PGlite,
 * where this process is the only one and so works every job itself.
 *
 * The queues and their handlers (src/jobs) are declared while the app is built
 * (plugins/services.ts); the queue starts once the app is ready when this process works jobs and
 * has handlers (JOBS_WORK), otherwise at the first `send`. It stops when the app closes, after the handlers in flight, before the database closes.
 */
import fp from 'fastify-plugin';
import { JobQueue } from '../lib/job-queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  /**
   * Upkeep interval (expired jobs failed, finished ones archived), seconds; tests shorten it.
   * Default: the config's (JOBS_UPKEEP_SECONDS).
   */
  maintenanceSeconds?: number;
}

export default fp<JobsPluginOptions>(
  async (app, opts) => {
    const jobs = new JobQueue({
      db: app.database,
      log: app.log,
      work: app.config.jobsWork,
      pollMs: app.config.jobsPollMs,
      maintenanceSeconds: opts.maintenanceSeconds ?? app.config.jobsUpkeepSeconds,
    });
    app.decorate('jobs', jobs);
    app.addHook('onReady', async () => {
      if (jobs.working && jobs.hasWorkers()) await jobs.start();
    });
    // preClose: before the onClose hooks, one of which closes the database.
    app.addHook('preClose', async () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['config', 'db'] },
);
