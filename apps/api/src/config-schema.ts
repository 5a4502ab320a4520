/**
 * Every environment variable of the API, declared once: its type, default, bounds and meaning.
 * `config.ts` reads the environment through this schema ({@link readEnv}) and the README's
 * configuration table is generated from it (`pnpm --filter @pulse/api run docs:env`).
 *
 * Keywords beyond JSON Schema, read by {@link readEnv} and the table script:
 * - `protocols`: the URL schemes a URL variable accepts
 * - `fromFile`: the secret may be given as `<NAME>_FILE`, the path of a file holding it
 * - `parse`: a reading other than the type's plain one (see {@link Parse})
 * - `unset`: what the README says happens when the variable is not set, where the default is no value
 * - `readBy`: the module that reads the variable itself (documented here, not read by config.ts)
 */
import { Type, type Static, type TSchema } from 'typebox';

/**
 * - `interval`: whole milliseconds, or `daily` / `on` / `1` for 24 h
 * - `key32`: 32 bytes as 64 hex characters or base64
 * - `origins`: comma-separated http(s) origins
 * - `exact-flag`: only `1` and `true` mean on, anything else off (the variable's historical reading)
 */
export type Parse = 'interval' | 'key32' | 'origins' | 'exact-flag';

const int = (def: number, minimum: number, maximum: number, description: string) =>
  Type.Integer({ default: def, minimum, maximum, description });
const flag = (def: boolean, description: string) => Type.Boolean({ default: def, description });
const text = (def: string, description: string) => Type.String({ default: def, description });
const url = (protocols: string[], description: string, unset: string) =>
  Type.Optional(Type.String({ format: 'uri', protocols, description, unset }));
const secret = (description: string, unset: string, extra: Record<string, unknown> = {}) =>
  Type.Optional(Type.String({ fromFile: true, description, unset, ...extra }));

/** The environment variables, in the order their problems are reported. */
export const EnvSchema = Type.Object({
  PORT: int(4000, 0, 65535, 'port the API listens on'),
  HOST: text('127.0.0.1', 'address the API listens on'),
  PULSE_STATE_DIR: text(
    '.data',
    'state folder: embedded database, e-mail outbox, generated secrets; a relative path is taken from the repo root',
  ),
  DATABASE_URL: url(
    ['postgres:', 'postgresql:'],
    'PostgreSQL connection string',
    'PGlite in PULSE_STATE_DIR',
  ),
  REDIS_URL: url(['redis:', 'rediss:'], 'shared rate-limit store', 'in-process rate limits'),
  SMTP_URL: url(
    ['smtp:', 'smtps:'],
    'real mail delivery',
    '`.eml` files in PULSE_STATE_DIR/outbox',
  ),
  PUBLIC_APP_URL: Type.String({
    format: 'uri',
    protocols: ['http:', 'https:'],
    default: 'http://localhost:3000',
    description: 'origin of the shell, used in e-mail links, payment return URLs and CORS',
  }),
  RATE_LIMIT_AUTH_MAX: int(
    10,
    1,
    10_000_000,
    'sign-in, sign-up and resend requests per window per IP and e-mail',
  ),
  RATE_LIMIT_WINDOW_MS: int(60_000, 1000, 86_400_000, 'window of RATE_LIMIT_AUTH_MAX, ms'),
  SCRYPT_LOG2N: int(15, 10, 20, 'password hashing cost: scrypt N = 2^this'),
  DNS_TIMEOUT_MS: int(1500, 50, 30_000, 'per-query DNS timeout of the email engine, ms'),
  DATASET_POLL_MS: int(
    5000,
    0,
    3_600_000,
    'how often a running API looks for re-imported lists, ms (0 = never)',
  ),
  SEED_DEMO: flag(true, 'seed the demo customer and its history at start'),
  ENGINES_PRELOAD: flag(
    true,
    "load the engines' data in the background right after start (API processes; a worker loads an engine at its first job)",
  ),
  BUNDLED_DATA: flag(true, 'import the bundled list snapshots a database lacks at start'),
  DATA_SYNC_INTERVAL: Type.Integer({
    default: 0,
    minimum: 0,
    maximum: 2_592_000_000,
    parse: 'interval',
    description: 'refresh the lists online every this many ms, or `daily` (0 = off)',
  }),
  DATA_SYNC_MAX_SHRINK: int(
    20,
    0,
    100,
    "largest share of a list's records a sync may remove, percent",
  ),
  JWT_SECRET: secret(
    'session token signing key, at least 32 characters; required with DATABASE_URL',
    'generated once into PULSE_STATE_DIR',
    { minLength: 32 },
  ),
  KEY_ENCRYPTION_KEY: secret(
    'API-key encryption key: 32 bytes as 64 hex characters or base64; required with DATABASE_URL',
    'generated once into PULSE_STATE_DIR',
    { parse: 'key32' },
  ),
  CORS_ORIGINS: Type.Array(Type.String(), {
    default: [],
    parse: 'origins',
    description: 'more allowed origins (comma-separated), besides PUBLIC_APP_URL',
  }),
  METRICS_PORT: int(
    0,
    0,
    65535,
    'port of the Prometheus `/metrics` listener, never the public one (0 = none)',
  ),
  METRICS_HOST: text('127.0.0.1', 'address of the `/metrics` listener'),
  SHUTDOWN_TIMEOUT_MS: int(10_000, 0, 600_000, 'how long SIGTERM waits for requests in flight, ms'),
  REQUEST_LOG: flag(true, 'record API-key calls in the request log'),
  REQUEST_LOG_FLUSH_MS: int(1000, 10, 60_000, 'request log: write a batch after this many ms'),
  REQUEST_LOG_BATCH: int(200, 1, 5000, 'request log: write a batch at this many rows'),
  REQUEST_LOG_PRUNE_MS: int(
    3_600_000,
    0,
    86_400_000,
    'how often old entries (30 days) and bodies (7 days) are pruned, ms (0 = never)',
  ),
  JOBS_WORK: flag(
    true,
    'this API process also works queued jobs; off leaves them to `npm run start:worker` processes',
  ),
  JOBS_POLL_MS: int(2000, 500, 600_000, 'how often an idle job worker looks for due jobs, ms'),
  JOBS_TAKEOVER_SECONDS: int(
    120,
    10,
    3600,
    'how long a process may hold a batch chunk or a privacy request run before another takes it over (a killed worker), s',
  ),
  JOBS_UPKEEP_SECONDS: int(
    60,
    1,
    3600,
    'how often the job queue fails the jobs held past their time and archives finished ones, s',
  ),
  BATCH_ROW_CONCURRENCY: int(
    32,
    1,
    256,
    'rows of one batch chunk screened at once for the services that wait on DNS (e-mail check, fraud check); each row asks 3 queries',
  ),
  BATCH_UPLOAD_TIMEOUT_MS: int(
    600_000,
    1000,
    3_600_000,
    'longest a batch file upload may take to be read and stored, ms; past it the upload is refused with 408 and its batch left interrupted',
  ),
  OVERLOAD_EVENT_LOOP_DELAY_MS: int(
    1000,
    0,
    60_000,
    'answer 503 with Retry-After while the mean event-loop delay is over this, ms (0 = never)',
  ),
  OVERLOAD_HEAP_PERCENT: int(
    90,
    0,
    100,
    "answer 503 with Retry-After while the heap in use is over this share of V8's heap limit, percent (0 = never)",
  ),
  BATCH_SWEEP_MS: int(
    60_000,
    0,
    3_600_000,
    'how often each process moves on what a dead process left: stale uploads, batches and rules backtests with no job left, ms (0 = never)',
  ),
  RULES_BACKTEST_SYNC_LIMIT: int(
    1_000_000,
    0,
    100_000_000,
    'reports a rules backtest decides within its request; above this it runs on the job queue (202, then GET /rules/backtests/:id)',
  ),
  BATCH_UPLOAD_STALE_MS: int(
    300_000,
    1000,
    86_400_000,
    'a batch upload that stored no rows for this long is marked interrupted (its process died), ms',
  ),
  WORKER_NICE: int(
    10,
    0,
    19,
    'scheduling niceness of `npm run start:worker` processes: above 0, API processes on the same machine get the CPU first',
  ),
  KEY_EXPIRY_CHECK_MS: int(
    60_000,
    0,
    86_400_000,
    'how often keys within 7 days of expiry get `key.expiring`, ms (0 = never)',
  ),
  PRIVACY_RETENTION_MS: int(
    86_400_000,
    0,
    604_800_000,
    "how often personal data past each tenant's retention periods is redacted, ms (0 = never)",
  ),
  TENANT_CACHE: flag(
    true,
    'PostgreSQL: cache tenants and License Keys per process while change announcements arrive',
  ),
  REPORTS_RETENTION_MONTHS: int(
    0,
    0,
    1200,
    'drop the report partitions of months before (this month − N); 0 keeps everything',
  ),
  REPORTS_PARTITION_CHECK_MS: int(
    3_600_000,
    0,
    86_400_000,
    "how often the coming months' report partitions are made and retention applied, ms (0 = never)",
  ),
  WEBHOOK_LOCAL_RECEIVERS: Type.Optional(
    Type.Boolean({
      parse: 'exact-flag',
      unset: 'on unless NODE_ENV=production',
      description: 'allow webhook endpoints on loopback (`http://localhost`, tests); `1` or `true`',
    }),
  ),
  STRIPE_SECRET_KEY: secret('Stripe secret key', 'the built-in sandbox checkout'),
  STRIPE_WEBHOOK_SECRET: secret(
    'signing secret of the Stripe webhook endpoint (`whsec_…`); required with STRIPE_SECRET_KEY',
    'none',
  ),
  REDIS_KEY_PREFIX: text('pulse:', 'prefix of every Redis key the API writes'),
  TRUST_PROXY: Type.Boolean({
    default: false,
    parse: 'exact-flag',
    description: 'take the client address from `X-Forwarded-For` (behind a proxy); `1` or `true`',
  }),
  LOG_LEVEL: text('info', 'pino log level'),
  NODE_ENV: Type.Optional(
    Type.String({
      unset: 'development',
      description: '`production` changes the defaults marked so',
    }),
  ),
  API_WORKERS: Type.Optional(
    Type.Integer({
      minimum: 1,
      readBy: 'lib/start-plan.ts',
      unset: 'one per core with NODE_ENV=production, else 2',
      description: 'processes of `npm run start:cluster`',
    }),
  ),
});

/** The environment as read: every variable with its type, defaults applied. */
export type Env = Static<typeof EnvSchema>;

/** Extra keywords a variable's schema may carry (see the module comment). */
export interface EnvKeywords {
  protocols?: string[];
  fromFile?: boolean;
  parse?: Parse;
  unset?: string;
  readBy?: string;
}

/** The schema of each variable with the extra keywords visible. */
export const ENV_VARIABLES = Object.entries(EnvSchema.properties) as unknown as [
  keyof Env & string,
  TSchema & EnvKeywords & Record<string, unknown>,
][];

/** The secrets that may be given as a file instead (`JWT_SECRET_FILE=/run/secrets/jwt_secret`). */
export const FILE_VARIABLES = ENV_VARIABLES.filter(([, s]) => s.fromFile).map(([name]) => name);
