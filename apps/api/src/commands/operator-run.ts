/**
 * How an operator command reaches the database (docs/adr/0007-data.md): it opens it itself when
 * it may (PostgreSQL, or a PGlite folder nobody holds); when a running API owns the PGlite folder,
 * the job goes to that API over the operator channel (channel.ts), which applies it and swaps
 * the new data in at once. Any other owner makes the command refuse with one line.
 */
import type { Config } from '../config.js';
import { openDatabase } from '../db/index.js';
import { StateLockedError } from '../db/state-lock.js';
import { JobQueue } from '../lib/job-queue.js';
import { createRepositories, type Repositories } from '../repositories/index.js';
import { ListImportService } from '../services/list-import.js';
import { rescreenQueue } from '../jobs/monitoring-rescreen.js';
import { sendRescreen, type RescreenJob } from '../services/monitoring/service.js';
import { sendJob, type OperatorJob } from './channel.js';

/**
 * Runs `local` on this process's own connection, or hands `job` to the running API.
 * @returns the text to print
 * @throws StateLockedError when another command holds the folder, or what `local` throws
 */
export async function runOperatorJob(
  config: Config,
  job: OperatorJob,
  log: (line: string) => void,
  local: (repos: Repositories, lists: ListImportService) => Promise<string>,
): Promise<string> {
  let database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDataDir: config.pgliteDataDir,
      role: 'command',
    });
  } catch (err) {
    if (err instanceof StateLockedError && err.owner.role === 'api' && err.owner.channel) {
      log(`the running API (pid ${err.owner.pid}) owns the embedded database: handing it the job`);
      return sendJob(err.owner.channel, job, log);
    }
    throw err;
  }
  // A list update made here is re-screened by the processes that work jobs
  // (docs/adr/0047-aml-monitoring.md): its job is sent on the product's queue, not worked here.
  const jobs = new JobQueue({
    db: database,
    log: {
      error: (obj, msg) => log(`${msg}: ${String((obj as { err?: unknown }).err ?? '')}`),
      warn: (obj, msg) => log(`${msg}: ${String((obj as { err?: unknown }).err ?? '')}`),
    },
    work: false,
    pollMs: config.jobsPollMs,
    maintenanceSeconds: 3600,
  });
  const rescreens = jobs.queue<RescreenJob>(rescreenQueue.name, rescreenQueue.options);
  const repos = createRepositories(database.db, config.keyEncryptionKey);
  const lists = new ListImportService(repos.sanctions);
  lists.onUpdate(async (u) => {
    if (!u.baseline) await sendRescreen(rescreens, u.id);
  });
  try {
    return await local(repos, lists);
  } finally {
    await jobs.stop();
    await database.close();
  }
}
