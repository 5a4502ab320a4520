/**
 * Entry point: reads the configuration, builds the app and listens. Prints where the API, its docs
 * and the demo sign-in are. A bad configuration ends the process with a plain message.
 *
 * SIGTERM/SIGINT shut down gracefully: the port stops accepting, requests in flight (metered
 * lookups included) finish, then the database and the mailer close; after SHUTDOWN_TIMEOUT_MS the
 * process exits anyway. With METRICS_PORT set, Prometheus metrics are served on that port (on
 * METRICS_HOST, 127.0.0.1 by default), never on the public one; under `start:cluster` the primary
 * process serves them for every worker (cluster.ts).
 */
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { AggregatorRegistry } from 'prom-client';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, sharedSecretProblem, type Config } from './config.js';
import { DEMO_EMAIL, DEMO_PASSWORD } from './db/seed.js';
import { serveMetrics } from './lib/metrics-server.js';

async function main(): Promise<void> {
  let config: Config;
  const secretProblem = sharedSecretProblem();
  if (secretProblem) {
    console.error(secretProblem);
    process.exit(1);
  }
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const app = await buildApp(config);
  let metricsServer: Server | undefined;
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight, then closing`);
    const force = setTimeout(() => {
      app.log.error(`still closing after ${config.shutdownTimeoutMs} ms: exiting anyway`);
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    metricsServer?.close();
    await app.close();
    app.log.info('closed');
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (cluster.isWorker) {
    // The primary gathers every worker's metrics over IPC (cluster.ts); constructing an
    // AggregatorRegistry is what installs prom-client's answering listener in a worker.
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([app.metrics]);
    return;
  }
  if (config.metricsPort > 0) {
    metricsServer = await serveMetrics(
      () => app.metrics.metrics(),
      app.metrics.contentType,
      config,
    );
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  const storage = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${config.pgliteDataDir}`;
  console.log(
    [
      '',
      `Pulse API   ${base}/api`,
      `API docs    ${base}/api/docs`,
      `Storage     ${storage}`,
      `Outbox      ${config.smtpUrl ? 'SMTP (SMTP_URL)' : config.outboxDir}`,
      `Demo login  ${DEMO_EMAIL} / ${DEMO_PASSWORD}`,
      ...(config.metricsPort > 0
        ? [`Metrics     http://${config.metricsHost}:${config.metricsPort}/metrics`]
        : []),
      '',
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  // Start-up failures (database unreachable, port taken) get one clear line, no stack trace.
  console.error(`Pulse API failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
