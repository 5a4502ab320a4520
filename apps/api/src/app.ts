/**
 * The Pulse API as a Fastify app: `buildApp(config)` wires plugins and routes and returns a ready
 * instance (migrated database, seeded when `config.seedDemo`). `server.ts` only listens.
 */
import { randomBytes } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from './config.js';
import { importBundled } from './datasets/bundled.js';
import { seedDemo, seedDemoHistory } from './db/seed.js';
import type { EngineOverrides } from './engines/registry.js';
import auditTrail from './plugins/audit-trail.js';
import authPlugin from './plugins/auth.js';
import configPlugin from './plugins/config.js';
import corsPlugin from './plugins/cors.js';
import dataSyncPlugin from './plugins/data-sync.js';
import dbPlugin from './plugins/db.js';
import enginesPlugin from './plugins/engines.js';
import errorHandler from './plugins/error-handler.js';
import errorResponses from './plugins/error-responses.js';
import jobsPlugin from './plugins/jobs.js';
import inputGuard, { BROKEN_URL_MESSAGE, hasWellFormedEscapes } from './plugins/input-guard.js';
import loginGuard from './plugins/login-guard.js';
import metricsPlugin from './plugins/metrics.js';
import securityHeaders from './plugins/security-headers.js';
import mailerPlugin from './plugins/mailer.js';
import operatorChannelPlugin from './plugins/operator-channel.js';
import overloadPlugin from './plugins/overload.js';
import paymentsPlugin from './plugins/payments.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import requestLogPlugin from './plugins/request-log.js';
import rolesPlugin from './plugins/roles.js';
import servicesPlugin from './plugins/services.js';
import swaggerPlugin from './plugins/swagger.js';
import tenantCachePlugin from './plugins/tenant-cache.js';
import amlRoutes from './routes/aml/index.js';
import amlListRoutes from './routes/aml-lists/index.js';
import auditLogRoutes from './routes/audit-log/index.js';
import authRoutes from './routes/auth/index.js';
import billingRoutes from './routes/billing/index.js';
import dashboardRoutes from './routes/dashboard/index.js';
import developerRoutes from './routes/developers/index.js';
import geoRoutes from './routes/geo/index.js';
import healthRoutes from './routes/health/index.js';
import healthProbes from './routes/health/probes.js';
import lookupRoutes from './routes/lookups/index.js';
import batchRoutes from './routes/batches/index.js';
import caseRoutes from './routes/cases/index.js';
import privacyRoutes from './routes/privacy/index.js';
import watchlistRoutes from './routes/watchlists/index.js';
import ruleRoutes from './routes/rules/index.js';
import monitoringRoutes from './routes/monitoring/index.js';
import memberRoutes from './routes/members/index.js';
import paymentRoutes from './routes/payments/index.js';
import reportRoutes from './routes/reports/index.js';
import balanceWarningRoutes from './routes/balance-warnings/index.js';
import sessionRoutes from './routes/sessions/index.js';
import twoFactorRoutes from './routes/two-factor/index.js';
import userDataRoutes from './routes/user-data/index.js';
import webhookRoutes from './routes/webhooks/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles when the background demo-history seed is done (undefined when not seeding). */
    demoHistory?: Promise<void>;
    /** Settles with the number of bundled lists imported at start (undefined when BUNDLED_DATA=0). */
    bundledImport?: Promise<number>;
  }
}

/** Largest accepted request body (bytes); larger bodies get 413 PAYLOAD_TOO_LARGE. */
export const BODY_LIMIT = 64 * 1024;

export interface BuildOptions {
  /** Fastify logger option; defaults to a pino logger at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Migrated PGlite dump to start an in-memory database from (tests). */
  pgliteTemplate?: Blob;
  /** Engine instances to use instead of the defaults (tests inject a fake DNS resolver). */
  engines?: EngineOverrides;
  /** The clock of time-driven flows (webhook retries); tests move it. */
  clock?: () => Date;
  /** Job queue upkeep interval, seconds (plugins/jobs.ts); tests shorten it. */
  jobMaintenanceSeconds?: number;
  /** How often the overload bounds are sampled, ms (plugins/overload.ts; default 1000); tests shorten it. */
  overloadSampleMs?: number;
}

/** Builds the app; call `.listen()` or `.inject()` on the result and `.close()` when done. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    // Opening the database runs initdb and migrations on a first start, which takes far longer
    // than Fastify's 10 s plugin default on a busy machine; a start that hangs still fails, later.
    pluginTimeout: 120_000,
    trustProxy: config.trustProxy,
    // Every log line of a request carries its id (reqId); it is also in X-Request-Id and in every
    // error body, so a customer's report can be matched to the logs. Random, so it reveals nothing.
    genReqId: () => randomBytes(6).toString('base64url'),
    // Errors of the router itself (a path parameter over 100 characters, broken %-encoding) get
    // the same `{ error, code }` body as everything else, not Fastify's own.
    frameworkErrors: (err, req, reply) => {
      void (reply as FastifyReply).status(400).send({
        // A broken %-escape anywhere in the URL is named first, as the input guard does for every
        // other request (the router stops at a long parameter before the guard runs).
        error:
          err.code === 'FST_ERR_MAX_PARAM_LENGTH' && hasWellFormedEscapes(req.url)
            ? 'Path parameter is too long'
            : err.code === 'FST_ERR_BAD_URL' || err.code === 'FST_ERR_MAX_PARAM_LENGTH'
              ? BROKEN_URL_MESSAGE
              : 'Invalid URL',
        code: 'VALIDATION_ERROR',
        requestId: req.id,
      });
    },
    ajv: {
      customOptions: {
        // Unknown fields are dropped silently (docs/architecture.md §4); types are never coerced, so "123" stays
        // a string and 123 is refused where a string is expected.
        removeAdditional: 'all',
        coerceTypes: false,
        useDefaults: true,
        allErrors: false,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // JSON only: text/plain (accepted by default) would reach the handlers as a string.
  app.removeContentTypeParser('text/plain');
  // An empty JSON body (e.g. POST with Content-Type but no payload) counts as no body, not as an error.
  const defaultJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    defaultJson(req, body as string, done);
  });

  await app.register(errorHandler);
  await app.register(configPlugin, { config });
  // First of the request hooks after the request id: an overloaded process refuses before any work.
  await app.register(
    overloadPlugin,
    opts.overloadSampleMs ? { sampleIntervalMs: opts.overloadSampleMs } : {},
  );
  await app.register(securityHeaders);
  await app.register(inputGuard);
  await app.register(corsPlugin);
  await app.register(errorResponses);
  await app.register(swaggerPlugin);
  await app.register(dbPlugin, { pgliteTemplate: opts.pgliteTemplate });
  // Before the jobs: preClose hooks run in registration order, and the engines' one stops the
  // background preload before the close waits for the jobs (plugins/engines.ts).
  await app.register(enginesPlugin, { overrides: opts.engines });
  await app.register(
    jobsPlugin,
    opts.jobMaintenanceSeconds ? { maintenanceSeconds: opts.jobMaintenanceSeconds } : {},
  );
  await app.register(tenantCachePlugin);
  await app.register(mailerPlugin);
  await app.register(rateLimitPlugin);
  await app.register(loginGuard);
  await app.register(authPlugin);
  await app.register(rolesPlugin);
  await app.register(paymentsPlugin);
  await app.register(servicesPlugin, opts.clock ? { clock: opts.clock } : {});
  await app.register(auditTrail);
  await app.register(requestLogPlugin);
  await app.register(metricsPlugin);
  await app.register(operatorChannelPlugin);
  await app.register(dataSyncPlugin);

  await app.register(
    async (api) => {
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(userDataRoutes, { prefix: '/user-data' });
      await api.register(twoFactorRoutes, { prefix: '/user-data/two-factor' });
      await api.register(auditLogRoutes);
      await api.register(healthRoutes);
      await api.register(healthProbes);
      await api.register(lookupRoutes);
      await api.register(amlRoutes);
      await api.register(amlListRoutes);
      await api.register(batchRoutes);
      await api.register(caseRoutes);
      await api.register(privacyRoutes);
      await api.register(watchlistRoutes);
      await api.register(ruleRoutes);
      await api.register(monitoringRoutes);
      await api.register(reportRoutes);
      await api.register(dashboardRoutes);
      await api.register(billingRoutes);
      await api.register(geoRoutes);
      await api.register(paymentRoutes);
      await api.register(developerRoutes);
      await api.register(balanceWarningRoutes);
      await api.register(webhookRoutes);
      await api.register(sessionRoutes);
      await api.register(memberRoutes);
    },
    { prefix: '/api' },
  );

  await app.ready();
  // The catalog is needed by every lookup: insert the catalog rows that are missing (idempotent;
  // operator edits are kept).
  const added = await app.repos.catalog.seed();
  if (added > 0) app.log.info(`seeded ${added} catalog services`);
  if (config.seedDemo && (await seedDemo(app.repos, config)))
    app.log.info('seeded the demo customer');
  // A fresh database gets the bundled list snapshots (docs/adr/0007-data.md), in the background so
  // the API listens at once; the engines that read lists wait for it, so every answer is complete.
  if (config.bundledData) {
    app.bundledImport = importBundled({
      datasets: app.repos.datasets,
      sanctions: app.repos.sanctions,
      lists: app.services.listImports,
      log: (line) => app.log.info(line),
    }).catch((err: unknown) => {
      app.log.error({ err }, 'bundled lists could not be imported');
      return 0;
    });
    app.engines.waitFor(app.bundledImport);
  }
  app.engines.start(config.preloadEngines);
  if (config.seedDemo) {
    // A few weeks of history for the demo customer, produced by the real engines, once per
    // database. In the background: start-up does not wait for the engines' data.
    app.demoHistory = seedDemoHistory(app).then(
      (n) => void (n > 0 && app.log.info(`seeded ${n} demo reports`)),
      (err: unknown) => app.log.error({ err }, 'demo history could not be seeded'),
    );
  }
  return app;
}
