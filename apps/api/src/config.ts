/**
 * Configuration of the API: read once from the environment, validated in one place (docs/architecture.md §8).
 *
 * `loadConfig(env)` returns a frozen {@link Config} or throws a {@link ConfigError} that lists every
 * problem in plain words; `server.ts` prints that message and exits without a stack trace.
 * Secrets may be given as files (`JWT_SECRET_FILE`, {@link withFileVariables}: Docker secrets).
 * Secrets that are not given (JWT_SECRET, KEY_ENCRYPTION_KEY) are generated once into
 * `PULSE_STATE_DIR/secrets.json` (mode 0600) so tokens and stored API keys survive restarts. On
 * PostgreSQL (DATABASE_URL) the API server requires both instead ({@link sharedSecretProblem}):
 * several API processes share that database, and a per-process secret would make a session of one
 * process invalid on another and leave API keys undecryptable (docs/adr/0016-hardening.md).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnv, type RawEnv } from './config-env.js';
import { parseKey } from './lib/crypto.js';

export { FILE_VARIABLES } from './config-schema.js';
export { withFileVariables } from './config-env.js';

/** Cost parameters of scrypt; N = 2^log2N. Stored in every hash so they can change later. */
export interface ScryptParams {
  log2N: number;
  r: number;
  p: number;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the state folder (embedded database, outbox, generated secrets). */
  stateDir: string;
  /** PostgreSQL connection string; undefined means embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGlite data folder, or `memory://` for an in-memory database (tests). Ignored with databaseUrl. */
  pgliteDataDir: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  /** Folder that receives one `.eml` file per message when smtpUrl is unset. */
  outboxDir: string;
  /** Origin of the shell (no trailing slash); used in e-mail links and CORS. */
  publicAppUrl: string;
  /** Origins allowed by CORS: PUBLIC_APP_URL, CORS_ORIGINS, and the local shell ports only when PUBLIC_APP_URL is local. */
  corsOrigins: string[];
  /** HS256 signing key for session tokens (>= 32 bytes). */
  jwtSecret: Uint8Array;
  /** AES-256-GCM key for API keys at rest (exactly 32 bytes). */
  keyEncryptionKey: Buffer;
  /** Session token lifetime in seconds. */
  tokenTtlSeconds: number;
  /** Lifetime of an e-mail verification token in seconds (24 h). */
  verificationTtlSeconds: number;
  scrypt: ScryptParams;
  /** Rate limit of login, sign-up and resend: `authMax` requests per `windowMs` per IP (and per e-mail). */
  rateLimit: { authMax: number; windowMs: number };
  trustProxy: boolean;
  logLevel: string;
  /** Seed the demo customer (and its history) at start (server only; tests leave it off). SEED_DEMO=0 turns it off. */
  seedDemo: boolean;
  /** Per-query DNS timeout of the email engine, ms (DNS_TIMEOUT_MS, default 1500). */
  dnsTimeoutMs: number;
  /** How often a running API checks the `datasets` versions for re-imported lists, ms (DATASET_POLL_MS, default 5000; 0 = never). */
  datasetPollMs: number;
  /** Load the engines' data in the background right after start (ENGINES_PRELOAD, default on; tests: off, loaded at first use). */
  preloadEngines: boolean;
  /** Import the bundled list snapshots a database lacks at start (BUNDLED_DATA, default on; tests: off). */
  bundledData: boolean;
  /** Refresh the lists online every this many ms (DATA_SYNC_INTERVAL: off by default, `daily` = 24 h, or ms). */
  dataSyncIntervalMs: number;
  /** Largest share of a list's records a sync may remove (DATA_SYNC_MAX_SHRINK, percent, default 20). */
  dataSyncMaxShrink: number;
  /** Stripe secret key (STRIPE_SECRET_KEY); unset = the built-in sandbox checkout. */
  stripeSecretKey: string | undefined;
  /** Signing secret of the Stripe webhook endpoint (STRIPE_WEBHOOK_SECRET, `whsec_…`). */
  stripeWebhookSecret: string | undefined;
  /** Prefix of every Redis key this API writes (REDIS_KEY_PREFIX, default `pulse:`). */
  redisKeyPrefix: string;
  /** Port of the Prometheus /metrics listener (METRICS_PORT; 0 = none). Bound to METRICS_HOST, default 127.0.0.1. */
  metricsPort: number;
  metricsHost: string;
  /** Milliseconds SIGTERM waits for in-flight requests before closing anyway (SHUTDOWN_TIMEOUT_MS, default 10000). */
  shutdownTimeoutMs: number;
  /**
   * The request log of API-key calls (docs/adr/0020-request-log-and-usage-alerts.md):
   * REQUEST_LOG (default on; 0 turns it off), a batch is written every REQUEST_LOG_FLUSH_MS
   * (default 1000) or at REQUEST_LOG_BATCH rows (default 200); the periodic prune runs every
   * REQUEST_LOG_PRUNE_MS (default one hour; 0 = never).
   */
  requestLog: { enabled: boolean; flushMs: number; maxBatch: number; pruneIntervalMs: number };
  /**
   * Webhook receivers on this machine are allowed: `http://` URLs on a loopback host and loopback
   * addresses (WEBHOOK_LOCAL_RECEIVERS; default on unless NODE_ENV=production). Private, link-local
   * and other internal addresses are refused either way (docs/adr/0022-webhooks.md).
   */
  webhookLocalReceivers: boolean;
  /**
   * This process works queued jobs (JOBS_WORK, default on; `start:worker` processes always do);
   * docs/adr/0042-one-job-queue.md.
   */
  jobsWork: boolean;
  /** How often an idle job worker looks for due jobs, ms (JOBS_POLL_MS, default 2000, at least 500). */
  jobsPollMs: number;
  /**
   * Seconds a process may hold a batch chunk or a privacy request run before another process takes
   * it over (JOBS_TAKEOVER_SECONDS, default 120): how soon the work of a killed worker resumes.
   */
  jobsTakeoverSeconds: number;
  /**
   * How often the job queue's upkeep fails the jobs held past their time and archives finished
   * ones, s (JOBS_UPKEEP_SECONDS, default 60): a killed worker's job resumes within the takeover
   * time plus this.
   */
  jobsUpkeepSeconds: number;
  /**
   * Niceness a `start:worker` process gives itself (WORKER_NICE, 0–19, default 10): batch chunks
   * yield the CPU to interactive calls on a shared machine (docs/adr/0044-batch-processing.md).
   */
  workerNice: number;
  /**
   * Rows of one batch chunk screened at once for the services that wait on DNS per row
   * (BATCH_ROW_CONCURRENCY, 1–256, default 32).
   */
  batchRowConcurrency: number;
  /**
   * Longest a batch upload may take to be read and stored, ms (BATCH_UPLOAD_TIMEOUT_MS, default
   * 600000; docs/adr/0041-batch-input.md "Limits").
   */
  batchUploadTimeoutMs: number;
  /**
   * When a process answers 503 OVERLOADED instead of taking more work (plugins/overload.ts):
   * mean event-loop delay over `maxEventLoopDelayMs` (OVERLOAD_EVENT_LOOP_DELAY_MS), or heap in
   * use over `maxHeapPercent` of V8's heap limit (OVERLOAD_HEAP_PERCENT); 0 turns a check off.
   */
  overload: { maxEventLoopDelayMs: number; maxHeapPercent: number };
  /**
   * How often each process sweeps what a dead process left of batches, ms (BATCH_SWEEP_MS, default
   * 60000; 0 = never, tests sweep themselves): stale uploads and batches with no job left
   * (services/batches/runner.ts `sweep`), and rules backtests with no job left
   * (services/rules/backtest-jobs.ts `sweep`).
   */
  batchSweepMs: number;
  /**
   * Reports a rules backtest decides within its request (RULES_BACKTEST_SYNC_LIMIT, default
   * 1000000); a period with more runs on the job queue (jobs/rule-backtest.ts).
   */
  rulesBacktestSyncLimit: number;
  /**
   * An upload that stored no rows for this long is `interrupted`, ms (BATCH_UPLOAD_STALE_MS,
   * default 300000).
   */
  batchUploadStaleMs: number;
  /**
   * How often each API process looks for keys to send `key.expiring` for, ms (KEY_EXPIRY_CHECK_MS,
   * default 60000; 0 = never; docs/adr/0019-developers-key-expiring.md).
   */
  keyExpiryCheckMs: number;
  /**
   * How often each API process redacts the personal data past each tenant's retention periods, ms
   * (PRIVACY_RETENTION_MS, default 86400000, daily; 0 = never; docs/adr/0059-personal-data.md).
   */
  privacyRetentionMs: number;
  /**
   * On PostgreSQL, cache each tenant and its current License Key in the process while the database's
   * change announcements reach it (TENANT_CACHE, default on; 0 = read them on every call;
   * docs/adr/0036-key-and-tenant-cache.md). PGlite always caches.
   */
  tenantCache: boolean;
  /**
   * Reports retention in whole months (REPORTS_RETENTION_MONTHS; default 0 = keep everything): the
   * monthly partitions of reports before the current month minus this many months are dropped
   * (docs/adr/0039-reports-monthly-partitions.md).
   */
  reportsRetentionMonths: number;
  /**
   * How often each API process creates the coming months' report partitions and applies the
   * retention, ms (REPORTS_PARTITION_CHECK_MS, default 3600000; 0 = never, not even at start).
   */
  reportPartitionCheckMs: number;
}

/** Thrown by loadConfig; `message` is meant for the operator, one problem per line. */
export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The monorepo root: the nearest ancestor of this module that holds pnpm-workspace.yaml.
 * Used so `.data` lands at the repo root whatever the working directory is.
 */
export function findRepoRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(from, '..', '..', '..');
    dir = parent;
  }
}

/**
 * The local ports the shell and its remotes take (docs/delivery.md "Adding a remote": a new remote
 * takes the next free one), reserved as a range so a new remote needs no API change.
 */
const LOCAL_APP_PORTS = Array.from({ length: 20 }, (_, i) => 3000 + i);
const LOCAL_SHELL_ORIGINS = LOCAL_APP_PORTS.flatMap((p) => [
  `http://localhost:${p}`,
  `http://127.0.0.1:${p}`,
]);

/** True for an origin on this machine (localhost, 127.0.0.0/8, ::1): the local development set-up. */
export function isLocalOrigin(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

interface Secrets {
  jwtSecret: string;
  keyEncryptionKey: string;
}

/** Reads or creates `secrets.json` (mode 0600) in the state folder. */
function persistedSecrets(stateDir: string): Secrets {
  const file = join(stateDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
    if (typeof parsed.jwtSecret === 'string' && typeof parsed.keyEncryptionKey === 'string') {
      return parsed as Secrets;
    }
    throw new ConfigError([
      `${file} is damaged: remove it to generate new secrets (existing sessions and API keys stop working)`,
    ]);
  }
  mkdirSync(stateDir, { recursive: true });
  const secrets: Secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    keyEncryptionKey: randomBytes(32).toString('base64'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secrets;
}

/**
 * The one-line refusal of an API server on PostgreSQL without its shared secrets, or undefined.
 * A secret given as `<NAME>_FILE` counts as set: loadConfig reports a file it cannot read.
 * Only the server checks this: operator commands that never sign or decrypt still run.
 */
export function sharedSecretProblem(env: RawEnv = process.env): string | undefined {
  if (!env.DATABASE_URL?.trim()) return undefined;
  const missing = ['JWT_SECRET', 'KEY_ENCRYPTION_KEY'].filter(
    (name) => !env[name]?.trim() && !env[`${name}_FILE`]?.trim(),
  );
  if (missing.length === 0) return undefined;
  return `${missing.join(' and ')} must be set with DATABASE_URL: every API process on one database must share ${missing.length > 1 ? 'them' : 'it'}`;
}

/**
 * Reads and validates the configuration.
 * @param given environment variables (defaults to process.env); a secret of
 *   {@link FILE_VARIABLES} may come as `<NAME>_FILE`, the path of a file holding it
 * @param overrides values that win over the environment (tests, bench, openapi script)
 * @throws ConfigError listing every invalid variable
 */
export function loadConfig(given: RawEnv = process.env, overrides: Partial<Config> = {}): Config {
  const problems: string[] = [];
  const env = readEnv(given, problems);
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
    problems.push('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
  if (problems.length) throw new ConfigError(problems);

  // Relative paths are taken from the repo root so every app and script agrees on one `.data`.
  const stateDir =
    overrides.stateDir ??
    (isAbsolute(env.PULSE_STATE_DIR)
      ? env.PULSE_STATE_DIR
      : resolve(findRepoRoot(), env.PULSE_STATE_DIR));
  let jwtSecret = env.JWT_SECRET ? new TextEncoder().encode(env.JWT_SECRET) : undefined;
  let keyEncryptionKey = env.KEY_ENCRYPTION_KEY ? parseKey(env.KEY_ENCRYPTION_KEY) : undefined;
  if ((!jwtSecret && !overrides.jwtSecret) || (!keyEncryptionKey && !overrides.keyEncryptionKey)) {
    const secrets = persistedSecrets(stateDir);
    jwtSecret ??= new TextEncoder().encode(secrets.jwtSecret);
    keyEncryptionKey ??= parseKey(secrets.keyEncryptionKey);
    if (!keyEncryptionKey)
      throw new ConfigError([`keyEncryptionKey in ${stateDir}/secrets.json is not 32 bytes`]);
  }

  const publicAppUrl = env.PUBLIC_APP_URL.replace(/\/+$/, '');
  const config: Config = {
    port: env.PORT,
    host: env.HOST,
    stateDir,
    databaseUrl: env.DATABASE_URL,
    pgliteDataDir: join(stateDir, 'pglite'),
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    outboxDir: join(stateDir, 'outbox'),
    publicAppUrl,
    corsOrigins: [
      ...new Set([
        new URL(publicAppUrl).origin,
        ...env.CORS_ORIGINS,
        // The local shell and remote ports only for a local install: never next to a real domain.
        ...(isLocalOrigin(publicAppUrl) ? LOCAL_SHELL_ORIGINS : []),
      ]),
    ],
    jwtSecret: jwtSecret ?? new Uint8Array(),
    keyEncryptionKey: keyEncryptionKey ?? Buffer.alloc(0),
    tokenTtlSeconds: 3600,
    verificationTtlSeconds: 24 * 3600,
    scrypt: { log2N: env.SCRYPT_LOG2N, r: 8, p: 1 },
    rateLimit: { authMax: env.RATE_LIMIT_AUTH_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS },
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO,
    dnsTimeoutMs: env.DNS_TIMEOUT_MS,
    datasetPollMs: env.DATASET_POLL_MS,
    preloadEngines: env.ENGINES_PRELOAD,
    bundledData: env.BUNDLED_DATA,
    dataSyncIntervalMs: env.DATA_SYNC_INTERVAL,
    dataSyncMaxShrink: env.DATA_SYNC_MAX_SHRINK,
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    metricsPort: env.METRICS_PORT,
    metricsHost: env.METRICS_HOST,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    requestLog: {
      enabled: env.REQUEST_LOG,
      flushMs: env.REQUEST_LOG_FLUSH_MS,
      maxBatch: env.REQUEST_LOG_BATCH,
      pruneIntervalMs: env.REQUEST_LOG_PRUNE_MS,
    },
    webhookLocalReceivers: env.WEBHOOK_LOCAL_RECEIVERS ?? env.NODE_ENV !== 'production',
    jobsWork: env.JOBS_WORK,
    jobsPollMs: env.JOBS_POLL_MS,
    jobsTakeoverSeconds: env.JOBS_TAKEOVER_SECONDS,
    jobsUpkeepSeconds: env.JOBS_UPKEEP_SECONDS,
    workerNice: env.WORKER_NICE,
    batchRowConcurrency: env.BATCH_ROW_CONCURRENCY,
    batchUploadTimeoutMs: env.BATCH_UPLOAD_TIMEOUT_MS,
    overload: {
      maxEventLoopDelayMs: env.OVERLOAD_EVENT_LOOP_DELAY_MS,
      maxHeapPercent: env.OVERLOAD_HEAP_PERCENT,
    },
    batchSweepMs: env.BATCH_SWEEP_MS,
    rulesBacktestSyncLimit: env.RULES_BACKTEST_SYNC_LIMIT,
    batchUploadStaleMs: env.BATCH_UPLOAD_STALE_MS,
    keyExpiryCheckMs: env.KEY_EXPIRY_CHECK_MS,
    privacyRetentionMs: env.PRIVACY_RETENTION_MS,
    tenantCache: env.TENANT_CACHE,
    reportsRetentionMonths: env.REPORTS_RETENTION_MONTHS,
    reportPartitionCheckMs: env.REPORTS_PARTITION_CHECK_MS,
    ...overrides,
  };
  return Object.freeze(config);
}
