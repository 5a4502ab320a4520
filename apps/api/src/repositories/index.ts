/**
 * All repositories of the app, built over one database in one place. Repositories are the only
 * code that runs SQL; `transaction(fn)` groups writes of several repositories atomically.
 */
import type { Db } from '../db/index.js';
import { AccountTokensRepository } from './account-tokens.js';
import { AnnouncementsRepository } from './announcements.js';
import { ApiKeysRepository } from './api-keys.js';
import { AuditRepository } from './audit.js';
import { BatchChunksRepository } from './batch-chunks.js';
import { BatchesRepository } from './batches.js';
import { CasesRepository } from './cases.js';
import { FalsePositiveMemoryRepository } from './false-positive-memory.js';
import { MonitoringRepository } from './monitoring.js';
import { MonitoringRescreenRepository } from './monitoring-rescreen.js';
import { CatalogRepository } from './catalog.js';
import { ClientsRepository } from './clients.js';
import { DatasetsRepository } from './datasets.js';
import { InvitationsRepository } from './invitations.js';
import { MembersRepository } from './members.js';
import { MeteringRepository } from './metering.js';
import { PaymentsRepository } from './payments.js';
import { PrivacyRepository } from './privacy.js';
import { ReportPartitionsRepository } from './report-partitions.js';
import { ReportsRepository } from './reports.js';
import { RequestLogRepository } from './request-log.js';
import { BalanceWarningsRepository } from './balance-warnings.js';
import { SanctionsRepository } from './sanctions.js';
import { SessionCache } from './session-cache.js';
import { SessionsRepository } from './sessions.js';
import { TwoFactorRepository } from './two-factor.js';
import { runTransaction, type Transaction, type TransactionOptions } from './transaction.js';
import { VerificationTokensRepository } from './verification-tokens.js';
import { WatchlistsRepository } from './watchlists.js';
import { RuleBacktestsRepository } from './rule-backtests.js';
import { RulePublishRequestsRepository } from './rule-publish-requests.js';
import { RulesRepository } from './rules.js';
import { WebhooksRepository } from './webhooks.js';

export type { Transaction, TransactionOptions } from './transaction.js';

export interface Repositories {
  clients: ClientsRepository;
  members: MembersRepository;
  sessions: SessionsRepository;
  apiKeys: ApiKeysRepository;
  verificationTokens: VerificationTokensRepository;
  invitations: InvitationsRepository;
  accountTokens: AccountTokensRepository;
  catalog: CatalogRepository;
  metering: MeteringRepository;
  payments: PaymentsRepository;
  reports: ReportsRepository;
  /** The monthly partitions of `reports`: created ahead, dropped by retention. */
  reportPartitions: ReportPartitionsRepository;
  requestLog: RequestLogRepository;
  balanceWarnings: BalanceWarningsRepository;
  /** Batch screening: uploaded files, their rows and progress. */
  batches: BatchesRepository;
  /** The screening of batch chunks: pending rows, and each chunk's write. */
  batchChunks: BatchChunksRepository;
  /** AML case review: cases, their history, the false-positive memory, the four-eyes setting. */
  cases: CasesRepository;
  /** A tenant's own watchlists and their entries. */
  watchlists: WatchlistsRepository;
  /** Decision rules: a tenant's draft and published versions, and the backtest's report read. */
  rules: RulesRepository;
  /** Publish requests of decision rules under four-eyes. */
  rulePublishRequests: RulePublishRequestsRepository;
  /** Rules backtests run on the job queue. */
  ruleBacktests: RuleBacktestsRepository;
  /** AML monitoring: monitored subjects, their current matches, alerts. */
  monitoring: MonitoringRepository;
  /** The bulk reads and writes of a monitoring re-screen, across tenants. */
  monitoringRescreen: MonitoringRescreenRepository;
  /** The false-positive memory across tenants: a list update's reopened cases. */
  falsePositiveMemory: FalsePositiveMemoryRepository;
  datasets: DatasetsRepository;
  sanctions: SanctionsRepository;
  webhooks: WebhooksRepository;
  /** Personal data: erasure and access requests, retention (docs/adr/0059-personal-data.md). */
  privacy: PrivacyRepository;
  audit: AuditRepository;
  twoFactor: TwoFactorRepository;
  /**
   * The per-process cache of tenants, their current License Key and their members' sessions (see
   * EntityCache, SessionCache).
   */
  tenantCache: TenantCache;
  announcements: AnnouncementsRepository;
  /**
   * Runs `fn` in one transaction; pass its handle to the repository methods that take part.
   * Committed when `fn` resolves, rolled back when it throws.
   */
  transaction<T>(fn: (tx: Transaction) => Promise<T>, opts?: TransactionOptions): Promise<T>;
}

/**
 * Switches and invalidates the caches of clients.ts, api-keys.ts and session-cache.ts together.
 */
export interface TenantCache {
  /** Whether reads are served from the cache now. */
  readonly enabled: boolean;
  /** Turns the cache on or off, empty either way. */
  setEnabled(on: boolean): void;
  /** Drops what is cached of one tenant (its uuid). */
  invalidate(tenantId: string): void;
  /**
   * Resolves once every API process that caches tenants has dropped what it cached of the tenant
   * before this call (call after the change committed). At once where this process is the only
   * one (PGlite) or nothing else caches; on PostgreSQL services/tenant-change-listener.ts waits for
   * each listening process to confirm.
   */
  settle(tenantId: string): Promise<void>;
  /** Installs how `settle` waits (plugins/tenant-cache.ts). */
  setSettler(settler: (tenantId: string) => Promise<void>): void;
}

/**
 * @param cache start with the per-process read cache on: only when this process is the database's
 *   sole user (embedded PGlite); on PostgreSQL services/tenant-change-listener.ts turns it on while it listens
 *   to the database's change announcements (see EntityCache)
 */
export function createRepositories(db: Db, keyEncryptionKey: Buffer, cache = false): Repositories {
  const clients = new ClientsRepository(db, cache);
  const metering = new MeteringRepository(db);
  const apiKeys = new ApiKeysRepository(db, keyEncryptionKey, clients, cache);
  const sessionCache = new SessionCache(cache);
  let settler = async (_tenantId: string): Promise<void> => undefined;
  const tenantCache: TenantCache = {
    get enabled() {
      return clients.cache.enabled;
    },
    setEnabled(on) {
      clients.cache.setEnabled(on);
      apiKeys.setCacheEnabled(on);
      sessionCache.setEnabled(on);
    },
    invalidate(tenantId) {
      clients.cache.invalidate(tenantId);
      apiKeys.invalidateCurrent(tenantId);
      sessionCache.invalidateTenant(tenantId);
    },
    settle: (tenantId) => settler(tenantId),
    setSettler(next) {
      settler = next;
    },
  };
  apiKeys.afterChange = (tenantId) => tenantCache.settle(tenantId);
  return {
    clients,
    members: new MembersRepository(db, sessionCache),
    sessions: new SessionsRepository(db, sessionCache),
    apiKeys,
    verificationTokens: new VerificationTokensRepository(db),
    invitations: new InvitationsRepository(db),
    accountTokens: new AccountTokensRepository(db),
    catalog: new CatalogRepository(db),
    metering,
    payments: new PaymentsRepository(db, metering),
    reports: new ReportsRepository(db),
    reportPartitions: new ReportPartitionsRepository(db),
    requestLog: new RequestLogRepository(db),
    balanceWarnings: new BalanceWarningsRepository(db),
    batches: new BatchesRepository(db),
    batchChunks: new BatchChunksRepository(db),
    cases: new CasesRepository(db),
    watchlists: new WatchlistsRepository(db),
    rules: new RulesRepository(db),
    rulePublishRequests: new RulePublishRequestsRepository(db),
    ruleBacktests: new RuleBacktestsRepository(db),
    monitoring: new MonitoringRepository(db),
    monitoringRescreen: new MonitoringRescreenRepository(db),
    falsePositiveMemory: new FalsePositiveMemoryRepository(db),
    datasets: new DatasetsRepository(db),
    sanctions: new SanctionsRepository(db),
    privacy: new PrivacyRepository(db),
    webhooks: new WebhooksRepository(db, (tenantId) => clients.cache.invalidate(tenantId)),
    audit: new AuditRepository(db),
    twoFactor: new TwoFactorRepository(db, keyEncryptionKey),
    tenantCache,
    announcements: new AnnouncementsRepository(db),
    transaction: (fn, opts) => runTransaction(db, fn, opts),
  };
}
