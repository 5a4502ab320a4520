/**
 * `npm run start:worker`: a process that only works queued jobs (docs/adr/0042-one-job-queue.md),
 * with the API's configuration (src/config-schema.ts) and no HTTP listener. Any number of them,
 * on any machines, share the jobs of one PostgreSQL database (DATABASE_URL, with the JWT_SECRET
 * and KEY_ENCRYPTION_KEY of the API processes); API processes with JOBS_WORK=0 then leave the
 * work to them. The embedded PGlite belongs to one process, so without DATABASE_URL it refuses
 * to start: the API process works the jobs itself there.
 *
 * It runs at niceness WORKER_NICE (default 10), so on a machine it shares with API processes the
 * operating system gives their interactive calls the CPU first.
 *
 * SIGTERM/SIGINT let the jobs in flight finish (their outcome recorded), then the database
 * closes; after SHUTDOWN_TIMEOUT_MS the process exits anyway, and what it held is retried by
 * another worker once the job expires.
 */
import { getPriority, setPriority } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, sharedSecretProblem, type Config } from './config.js';

/**
 * How far V8 lets the old generation grow past what the last full collection kept, % of it. V8's
 * own rule allows up to 4x on a machine with memory to spare, and a batch's chunks of rows make
 * garbage fast enough to use it: a 1,000,000-row batch peaked 500–580 MB above a 1,000-row one.
 * At 10 % it stays within about 70 MB, for about 4 % more CPU in collection (docs/adr/0044-batch-processing.md,
 * "Worker memory"). Unlike a heap cap it
 * follows the live data (the lists, the tenants' watchlists) as they grow, so a larger list never
 * makes a worker run out of heap. `node --heap-growing-percent=<n> dist/worker.js` sets another.
 */
const HEAP_GROWING_PERCENT = 10;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  const secretProblem = sharedSecretProblem();
  if (secretProblem) fail(secretProblem);
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  if (!config.databaseUrl)
    fail(
      'Pulse worker needs DATABASE_URL (PostgreSQL): on the embedded database the API process works the jobs itself',
    );
  // V8 takes its flags with `-` or `_` between words.
  if (
    !process.execArgv.some((arg) => arg.replaceAll('_', '-').startsWith('--heap-growing-percent'))
  )
    setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  // Background work: the operating system serves interactive API processes first. Raising one's
  // own niceness needs no privilege; a refusal (a sandbox) leaves the process as it was.
  // A process started nicer than that (`nice -n 15 npm run start:worker`) stays so.
  try {
    if (getPriority() < config.workerNice) setPriority(config.workerNice);
  } catch (err) {
    console.warn(`Pulse worker: niceness left unchanged (${(err as Error).message})`);
  }
  // Seeding and the bundled lists are the API's start-up work, not a worker's. Nor is the engines'
  // preload: a worker loads an engine at the first job that needs it, so one that only screens AML
  // rows never holds the IP, address and BIN tables (about 350 MB).
  const app = await buildApp({
    ...config,
    jobsWork: true,
    seedDemo: false,
    bundledData: false,
    preloadEngines: false,
  });
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing jobs in flight, then closing`);
    const force = setTimeout(() => {
      app.log.error(`still closing after ${config.shutdownTimeoutMs} ms: exiting anyway`);
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    await app.close();
    app.log.info('closed');
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  await app.jobs.start();
  console.log('Pulse worker: working queued jobs on PostgreSQL (DATABASE_URL), no HTTP listener');
}

main().catch((err: unknown) => {
  console.error(
    `Pulse worker failed to start: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(1);
});
