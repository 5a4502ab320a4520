/**
 * Entry point: reads the configuration, builds the app and listens. Prints where the API, its docs
 * and the demo sign-in are. A bad configuration ends the process with a plain message.
 */
import { buildApp } from './app.js';
import { ConfigError, loadConfig, sharedSecretProblem, type Config } from './config.js';
import { DEMO_EMAIL, DEMO_PASSWORD } from './db/seed.js';

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
  const close = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
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
      '',
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  // Start-up failures (database unreachable, port taken) get one clear line, no stack trace.
  console.error(`Pulse API failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
