/**
 * How an operator command reaches the database (docs/adr/0007-data.md): it opens it itself when
 * it may (PostgreSQL, or a PGlite folder nobody holds); when a running API owns the PGlite folder,
 * the job goes to that API over the operator channel (channel.ts), which applies it and swaps
 * the new data in at once. Any other owner makes the command refuse with one line.
 */
import type { Config } from '../config.js';
import { openDatabase } from '../db/index.js';
import { StateLockedError } from '../db/state-lock.js';
import { createRepositories, type Repositories } from '../repositories/index.js';
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
  local: (repos: Repositories) => Promise<string>,
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
  try {
    return await local(createRepositories(database.db, config.keyEncryptionKey));
  } finally {
    await database.close();
  }
}
