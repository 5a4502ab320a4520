/**
 * Every service of the app, built in one place over the repositories and the other singletons
 * (docs/adr/0002-api-layers.md). Routes call these; services call repositories and engines and
 * take plain values, never Fastify's request or reply.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { EngineRegistry } from '../engines/registry.js';
import { DeferredWork } from '../lib/deferred-work.js';
import type { Mailer } from '../lib/mailer.js';
import type { PaymentProvider } from '../payments/provider.js';
import type { SandboxProvider } from '../payments/sandbox.js';
import type { Repositories } from '../repositories/index.js';
import { AccountsService } from './accounts.js';
import { SignUpService } from './sign-up.js';
import { AmlService } from './aml.js';
import { ApiKeysService } from './api-keys.js';
import { AuditService } from './audit.js';
import { EventBus } from './events.js';
import { KeyExpiryNotifier } from './key-expiry.js';
import { LookupsService } from './lookups.js';
import { MembersService } from './members.js';
import { MeteringBatcher } from './metering-batcher.js';
import { MyAccountService } from './my-account.js';
import { PaymentsService } from './payments/index.js';
import { ReportPartitionMaintainer } from './report-partitions.js';
import { ReportsService } from './reports.js';
import { RequestLogService } from './request-log.js';
import { BalanceWarningsService } from './balance-warnings.js';
import { SecurityNotices } from './security-notices.js';
import { SessionsService } from './sessions.js';
import { TwoFactorService } from './two-factor.js';
import { UsageService } from './usage.js';
import { WebhooksService, type DeliveryJob } from './webhooks/index.js';
import { BatchRunner, type ChunkJob } from './batches/runner.js';
import { CasesService } from './cases/service.js';
import { WatchlistsService } from './watchlists/index.js';
import { RuleBacktests, RuleDecisions, RulesService, type BacktestJobData } from './rules/index.js';
import { BatchesService } from './batches/service.js';
import { ListImportService } from './list-import.js';
import { ListUpdatesService } from './list-updates.js';
import { MonitoringService, type RescreenJob } from './monitoring/service.js';
import type { WatchlistChange } from './monitoring/rescreen.js';
import type { QueueHandle } from '../lib/job-queue.js';
import { PrivacyService, type PrivacyJob } from './privacy.js';

export interface Services {
  /** Domain events of a tenant (webhooks and alerts subscribe). */
  events: EventBus;
  accounts: AccountsService;
  signUp: SignUpService;
  /** The team: members and invitations. */
  members: MembersService;
  /** Password reset, profile and e-mail change of a member's own account. */
  myAccount: MyAccountService;
  /** Named API keys: authentication of a presented key, Developers → API keys. */
  apiKeys: ApiKeysService;
  /** The tenant's audit log. */
  audit: AuditService;
  /** Two-factor sign-in of a member. */
  twoFactor: TwoFactorService;
  lookups: LookupsService;
  aml: AmlService;
  payments: PaymentsService;
  reports: ReportsService;
  sessions: SessionsService;
  usage: UsageService;
  /** The request log's reads and retention (the writer is built by plugins/request-log.ts). */
  requestLog: RequestLogService;
  balanceWarnings: BalanceWarningsService;
  webhooks: WebhooksService;
  /** The `key.expiring` producer (runs on a timer, jobs/key-expiry.ts). */
  keyExpiry: KeyExpiryNotifier;
  /** Monthly partitions of reports ahead of time, and their retention (on a timer, jobs/report-partitions.ts). */
  reportPartitions: ReportPartitionMaintainer;
  /** Work done after an answer was sent (lib/deferred-work.ts); drained before the app closes. */
  deferred: DeferredWork;
  /** Batch screening: upload, preview, start, progress, cancel, results. */
  batches: BatchesService;
  /** Sanctions list updates (what each import changed) and list entries. */
  listUpdates: ListUpdatesService;
  /** Sanctions / PEP list imports: diffed, stored, then announced (AML monitoring re-screens). */
  listImports: ListImportService;
  /** The chunk jobs of started batches (services/batches/runner.ts). */
  batchRunner: BatchRunner;
  /** AML case review. */
  cases: CasesService;
  /** A tenant's own watchlists. */
  watchlists: WatchlistsService;
  /** Decision rules: draft, versions, try and backtest. */
  rules: RulesService;
  /** Rules backtests above RULES_BACKTEST_SYNC_LIMIT, on the job queue. */
  ruleBacktests: RuleBacktests;
  /** The live and test rule sets in use, cached per tenant (the lookups' decisions). */
  ruleDecisions: RuleDecisions;
  /** Ongoing AML monitoring. */
  monitoring: MonitoringService;
  /** Personal data: erasure and access requests, retention, legal holds. */
  privacy: PrivacyService;
}

/** The queues of the job queue the services send to and drain, each bound to its name. */
export interface ServiceQueues {
  batchChunks: QueueHandle<ChunkJob>;
  webhookDeliveries: QueueHandle<DeliveryJob>;
  rescreens: QueueHandle<RescreenJob>;
  watchlistRescreens: QueueHandle<WatchlistChange>;
  ruleBacktests: QueueHandle<BacktestJobData>;
  privacyRequests: QueueHandle<PrivacyJob>;
}

export interface ServiceDeps {
  config: Config;
  repos: Repositories;
  engines: EngineRegistry;
  mailer: Mailer;
  payments: { provider: PaymentProvider; sandbox: SandboxProvider };
  log: FastifyBaseLogger;
  /** The queues the services send jobs to (declared in src/jobs, jobs/index.ts `defineQueues`). */
  queues: ServiceQueues;
  /** The clock of time-driven flows (webhook retries); default the system clock. */
  clock?: () => Date;
  /** The database runs on the API's own thread (PGlite): metered lookups are gathered per turn. */
  inProcessDatabase?: boolean;
}

/** Builds the services of one app. */
export function createServices(deps: ServiceDeps): Services {
  const { config, repos, engines } = deps;
  // Groups concurrent metered lookups of one client (see MeteringBatcher).
  const meteringBatcher = new MeteringBatcher(repos.metering, {
    gather: deps.inProcessDatabase ?? false,
  });
  const events = new EventBus(deps.log);
  const audit = new AuditService(repos.audit, deps.log);
  const deferred = new DeferredWork(deps.log);
  const notices = new SecurityNotices(deps.mailer, deps.log, deps.clock);
  const twoFactor = new TwoFactorService(repos, audit, notices);
  const usage = new UsageService(repos);
  const balanceWarnings = new BalanceWarningsService({
    repos,
    usage,
    events,
    mailer: deps.mailer,
    log: deps.log,
    publicAppUrl: config.publicAppUrl,
  });
  const watchlists = new WatchlistsService(repos.watchlists, repos.falsePositiveMemory);
  const cases = new CasesService({ repos, engines, log: deps.log, watchlists: watchlists.indexes });
  const ruleDecisions = new RuleDecisions(repos.rules);
  const lookups = new LookupsService({
    repos,
    engines,
    meteringBatcher,
    balanceWarnings,
    log: deps.log,
    events,
    cases,
    decisions: ruleDecisions,
  });
  const accounts = new AccountsService({
    config,
    repos,
    mailer: deps.mailer,
    log: deps.log,
    audit,
    twoFactor,
    notices,
  });
  const webhooks = new WebhooksService({
    repo: repos.webhooks,
    deliveries: deps.queues.webhookDeliveries,
    events,
    keyEncryptionKey: config.keyEncryptionKey,
    allowLocalReceivers: config.webhookLocalReceivers,
    log: deps.log,
    ...(deps.clock ? { now: deps.clock } : {}),
  });
  const aml = new AmlService({
    engines,
    lookups,
    log: deps.log,
    memory: repos.cases,
    watchlists: watchlists.indexes,
  });
  const batchRunner = new BatchRunner({
    repos,
    chunks: deps.queues.batchChunks,
    lookups,
    aml,
    events,
    mailer: deps.mailer,
    log: deps.log,
    publicAppUrl: config.publicAppUrl,
    balanceWarnings,
    cases,
    rowConcurrency: config.batchRowConcurrency,
    uploadStaleMs: config.batchUploadStaleMs,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  // A top-up resumes the tenant's batches of that service that the calls running out paused.
  events.subscribe(async (e) => {
    if (e.type === 'payment.succeeded' && typeof e.data.service === 'string')
      await batchRunner.resume(e.tenantId, e.data.service);
  });
  const monitoring = new MonitoringService({
    repos,
    engines,
    rescreens: deps.queues.rescreens,
    watchlistRescreens: deps.queues.watchlistRescreens,
    aml,
    usage,
    events,
    mailer: deps.mailer,
    log: deps.log,
    publicAppUrl: config.publicAppUrl,
    watchlists: watchlists.indexes,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  // A list update re-screens the monitored subjects; a baseline changes nothing to re-screen.
  const listImports = new ListImportService(repos.sanctions);
  listImports.onUpdate(async (u) => {
    if (!u.baseline) await monitoring.enqueue(u.id);
  });
  // A tenant's watchlist change re-screens its monitored subjects (docs/adr/0047-aml-monitoring.md).
  watchlists.onChange((tenantId, watchlistId, version, reopened) =>
    monitoring.enqueueWatchlist(tenantId, watchlistId, version, reopened),
  );
  return {
    events,
    accounts,
    signUp: new SignUpService({ config, repos, mailer: deps.mailer, log: deps.log, deferred }),
    members: new MembersService({
      config,
      repos,
      mailer: deps.mailer,
      log: deps.log,
      audit,
      accounts,
    }),
    myAccount: new MyAccountService({
      config,
      repos,
      mailer: deps.mailer,
      log: deps.log,
      audit,
      deferred,
    }),
    audit,
    twoFactor,
    apiKeys: new ApiKeysService(repos, deps.log, notices),
    lookups,
    aml,
    payments: new PaymentsService({
      repos,
      provider: deps.payments.provider,
      sandbox: deps.payments.sandbox,
      corsOrigins: config.corsOrigins,
      publicAppUrl: config.publicAppUrl,
      stripeWebhookSecret: config.stripeWebhookSecret,
      mailer: deps.mailer,
      log: deps.log,
      events,
      audit,
    }),
    reports: new ReportsService(repos, events),
    usage,
    requestLog: new RequestLogService(repos),
    balanceWarnings,
    webhooks,
    keyExpiry: new KeyExpiryNotifier({
      repos,
      webhooks,
      log: deps.log,
      ...(deps.clock ? { now: deps.clock } : {}),
    }),
    sessions: new SessionsService(repos, config.tokenTtlSeconds),
    deferred,
    reportPartitions: new ReportPartitionMaintainer({
      repos,
      retentionMonths: config.reportsRetentionMonths,
      log: deps.log,
      ...(deps.clock ? { now: deps.clock } : {}),
    }),
    batches: new BatchesService({
      repos,
      runner: batchRunner,
      ...(deps.clock ? { clock: deps.clock } : {}),
    }),
    batchRunner,
    listUpdates: new ListUpdatesService(repos.sanctions),
    listImports,
    cases,
    watchlists,
    rules: new RulesService(repos.rules, repos.reports, ruleDecisions, {
      requests: repos.rulePublishRequests,
      enabled: (tenantId) => repos.cases.fourEyes(tenantId),
    }),
    ruleBacktests: new RuleBacktests({
      rules: repos.rules,
      backtests: repos.ruleBacktests,
      queue: deps.queues.ruleBacktests,
      syncLimit: config.rulesBacktestSyncLimit,
      log: deps.log,
    }),
    ruleDecisions,
    monitoring,
    privacy: new PrivacyService({
      repos,
      queue: deps.queues.privacyRequests,
      ...(deps.clock ? { clock: deps.clock } : {}),
    }),
  };
}
