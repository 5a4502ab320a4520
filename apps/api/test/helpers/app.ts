/**
 * Test apps: each call builds an isolated app on a fresh in-memory PGlite, or, when
 * TEST_DATABASE_URL is set, on a freshly created PostgreSQL database that is dropped on close. Both
 * start as a copy of the template that test/global-setup.ts migrated once.
 * scrypt runs at minimum cost and the auth rate limit is high unless a test lowers it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { EngineOverrides } from '../../src/engines/registry.js';
import { fakeEmailEngine } from './engines.js';
import { adminQuery, dropDatabase, withDatabase } from './postgres.js';

export { adminQuery, withDatabase } from './postgres.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

let template: Blob | undefined;

/**
 * Builds an isolated app. `overrides` win over the test defaults. The email engine uses a fake DNS
 * resolver (no network) unless `engines.email` says otherwise; other engines load their data at
 * first use (once per test file: the data is shared by every app of the worker).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  engines: EngineOverrides = {},
  build: Pick<BuildOptions, 'logger' | 'clock' | 'jobMaintenanceSeconds' | 'overloadSampleMs'> = {},
): Promise<TestApp> {
  const stateDir = mkdtempSync(join(tmpdir(), 'pulse-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const dbName = `pulse_t_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string | undefined;
  if (adminUrl) {
    // A copy of the migrated template: the app's own migration run then finds nothing to apply.
    const template = inject('postgresTemplateDatabase');
    await adminQuery(
      adminUrl,
      template ? `create database ${dbName} template ${template}` : `create database ${dbName}`,
    );
    databaseUrl = withDatabase(adminUrl, dbName);
  }
  const config = loadConfig(
    {},
    {
      stateDir,
      pgliteDataDir: 'memory://',
      outboxDir: join(stateDir, 'outbox'),
      databaseUrl,
      jwtSecret: randomBytes(32),
      keyEncryptionKey: randomBytes(32),
      scrypt: { log2N: 10, r: 8, p: 1 },
      rateLimit: { authMax: 10_000, windowMs: 60_000 },
      seedDemo: false,
      preloadEngines: false,
      bundledData: false,
      datasetPollMs: 0,
      // Tests work webhook jobs themselves (services.webhooks.outbox.drain); the job queue's
      // own tests turn this on.
      jobsWork: false,
      // Tests run the key.expiring check themselves (services.keyExpiry.runOnce).
      keyExpiryCheckMs: 0,
      // Tests run the retention pass themselves (services.privacy.runRetention).
      privacyRetentionMs: 0,
      // Tests sweep batches themselves (services.batchRunner.sweep).
      batchSweepMs: 0,
      // Tests run the report partition upkeep themselves (services.reportPartitions.runOnce).
      reportPartitionCheckMs: 0,
      // An in-memory PGlite works on the event loop, so a test's own bulk statements would read as
      // overload; the overload tests and the abuse soak turn the bounds on.
      overload: { maxEventLoopDelayMs: 0, maxHeapPercent: 0 },
      ...overrides,
    },
  );
  const templatePath = adminUrl ? '' : inject('pgliteTemplatePath');
  // One read per worker is enough; the Blob is copied into each new PGlite.
  template ??= templatePath ? new Blob([readFileSync(templatePath)]) : undefined;
  const app = await buildApp(config, {
    logger: build.logger ?? false,
    ...(build.clock ? { clock: build.clock } : {}),
    ...(build.jobMaintenanceSeconds ? { jobMaintenanceSeconds: build.jobMaintenanceSeconds } : {}),
    ...(build.overloadSampleMs ? { overloadSampleMs: build.overloadSampleMs } : {}),
    engines: { email: fakeEmailEngine(), ...engines },
    ...(template ? { pgliteTemplate: template } : {}),
  });
  return {
    app,
    config,
    async close() {
      await app.close();
      rmSync(stateDir, { recursive: true, force: true });
      if (adminUrl) await dropDatabase(adminUrl, dbName);
    },
  };
}
