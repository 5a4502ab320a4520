/**
 * `npm run start:cluster`: N API processes behind one port (node:cluster; the primary hands each
 * connection to a worker). N is API_WORKERS, else one per core (os.availableParallelism()) when
 * NODE_ENV=production, else 2. Needs PostgreSQL (DATABASE_URL, with JWT_SECRET and
 * KEY_ENCRYPTION_KEY): PGlite is one process's database, so without DATABASE_URL it refuses to
 * start, except in production with API_WORKERS unset, where it runs the API as one process. The
 * production image starts here (deploy/api.Dockerfile), so production uses every core by default
 * (the rules: src/lib/start-plan.ts). Sessions, revocation and metering agree through the database
 * and rate limits through Redis (REDIS_URL; without it each process counts on its own, with a
 * warning). See docs/adr/0016-hardening.md.
 *
 * The first worker starts alone (it migrates and seeds), the others once it listens. A worker that
 * dies is replaced (at most one restart per second). SIGTERM/SIGINT are passed to every worker,
 * each finishes its requests in flight, and the primary exits when all are gone. With
 * METRICS_PORT, the primary serves the metrics of all workers, summed, on that port.
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { ConfigError, loadConfig, sharedSecretProblem } from './config.js';
import { serveMetrics } from './lib/metrics-server.js';
import { startPlan } from './lib/start-plan.js';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function primary(): Promise<void> {
  const problem = sharedSecretProblem();
  const plan = startPlan();
  if (plan.kind === 'refuse') fail(plan.message);
  if (plan.kind === 'single') {
    // The production image starts here whatever its database (src/lib/start-plan.ts).
    console.log(
      'Pulse API: one process (the embedded database serves one process; set DATABASE_URL for one per core)',
    );
    await import('./server.js');
    return;
  }
  if (problem) fail(problem);
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    fail(err instanceof ConfigError ? err.message : String(err));
  }
  const count = plan.workers;

  let stopping = false;
  let lastRestart = 0;
  const fork = (): Promise<Worker> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork();
      worker.once('listening', () => resolve(worker));
      worker.once('exit', (code) => reject(new Error(`worker exited with code ${code} at start`)));
    });

  try {
    await fork();
    await Promise.all(Array.from({ length: count - 1 }, fork));
  } catch (err) {
    for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
    fail(`Pulse API cluster failed to start: ${(err as Error).message}`);
  }
  console.log(
    `Pulse API cluster: ${count} processes on port ${config.port} (primary ${process.pid})`,
  );

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(
      `worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}): replacing it`,
    );
    const wait = Math.max(0, lastRestart + 1000 - Date.now());
    lastRestart = Date.now() + wait;
    setTimeout(() => void fork().catch((e: Error) => console.error(e.message)), wait);
  });

  if (config.metricsPort > 0) {
    const aggregator = new AggregatorRegistry();
    await serveMetrics(() => aggregator.clusterMetrics(), aggregator.contentType, config);
    console.log(`Metrics: http://${config.metricsHost}:${config.metricsPort}/metrics`);
  }

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: stopping ${count} workers`);
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
    const force = setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 2000);
    force.unref();
    const check = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    };
    cluster.on('exit', check);
    check();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

if (cluster.isPrimary) {
  void primary();
} else {
  await import('./server.js');
}
