/**
 * The API side of the operator channel (channel.ts): runs a handed-over job on the API's own
 * repositories, then reloads the engines' lists so the change is visible at once, without restart.
 */
import type { FastifyInstance } from 'fastify';
import type { OperatorJob } from './channel.js';
import { cliJob } from './cli.js';
import { importJob } from './data-import.js';
import { syncJob } from './data-sync.js';

/** Runs one job for the running API. @returns the text the command prints */
export async function runApiJob(
  app: FastifyInstance,
  job: OperatorJob,
  log: (line: string) => void,
): Promise<string> {
  app.log.info({ command: job.command, argv: job.argv }, 'operator job received');
  const out =
    job.command === 'cli'
      ? await cliJob(app.repos, job.argv)
      : job.command === 'data:import'
        ? await importJob(app.repos, app.services.listImports, job.argv, log)
        : await syncJob(app.services.listImports, job.argv, log);
  if (job.command !== 'cli') {
    await app.engines.refresh();
    log('the running API now answers from the new data');
  }
  return out;
}
