/**
 * Backtests larger than a request (docs/adr/0058-decision-rules.md "Backtests on the job queue"):
 * `POST /rules/backtest` counts the period's reports first; at or under RULES_BACKTEST_SYNC_LIMIT
 * it answers the result at once, above it the backtest is stored with the draft and the compared
 * version of that moment and runs as a job of queue `rules.backtest` (jobs/rule-backtest.ts),
 * recording its progress after each batch of reports it reads. Like the request's, it reads only:
 * no report is written and nothing is charged.
 *
 * Crash safety: a run that fails is retried by the queue; a run held by a process that died is
 * retried once its hold expires (BACKTEST_EXPIRE_SECONDS); a backtest with no job left (sent by a
 * process that died before the send, or failed past its retries by an expiry) is sent again or,
 * after BACKTEST_MAX_ATTEMPTS runs, ends `failed` by the sweep. Each run starts from the beginning:
 * a backtest is never left `running` with nobody working on it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_RULE_SET } from '../../domain/rules/index.js';
import { AppError } from '../../lib/errors.js';
import type { QueueHandle } from '../../lib/job-queue.js';
import type {
  BacktestJobRecord,
  RuleBacktestsRepository,
} from '../../repositories/rule-backtests.js';
import type { RulesRepository } from '../../repositories/rules.js';
import {
  backtestRange,
  runBacktest,
  type BacktestParams,
  type BacktestResult,
} from './backtest.js';

/** A queued backtest as the API answers it, with the synchronous answer's body once done. */
export type BacktestJob = Omit<BacktestJobRecord, 'result'> & { result: BacktestResult | null };

/** The data of a `rules.backtest` job. */
export interface BacktestJobData {
  backtestId: string;
}

/** Retries of a failed run by the queue (jobs/rule-backtest.ts). */
export const BACKTEST_RETRY_LIMIT = 3;
/** Seconds a process may hold a run before another takes it over (1,000,000 reports: ~20 s). */
export const BACKTEST_EXPIRE_SECONDS = 900;
/** Runs after which the sweep ends a backtest with no job left as `failed`. */
export const BACKTEST_MAX_ATTEMPTS = 5;

const FAILED = 'The backtest could not finish. Please run it again.';

export interface RuleBacktestsDeps {
  rules: Pick<RulesRepository, 'draft' | 'current' | 'version' | 'countReports' | 'reportBatch'>;
  backtests: RuleBacktestsRepository;
  queue: QueueHandle<BacktestJobData>;
  /** RULES_BACKTEST_SYNC_LIMIT: reports decided within the request. */
  syncLimit: number;
  log: FastifyBaseLogger;
}

export class RuleBacktests {
  constructor(private readonly deps: RuleBacktestsDeps) {}

  /**
   * Runs the draft over the tenant's reports of a period now, or queues it when the period holds
   * more than the sync limit.
   * @returns `{ result }` (answered 200) or `{ backtest }` (answered 202)
   * @throws 400 VALIDATION_ERROR for a period that is no calendar range or longer than 366 days
   */
  async request(
    tenantId: string,
    email: string | null,
    params: BacktestParams,
  ): Promise<{ result: BacktestResult } | { backtest: BacktestJob }> {
    const { rules, backtests, queue, syncLimit } = this.deps;
    const range = backtestRange(params.from, params.to);
    const mode = params.mode ?? 'live';
    const [draft, current, total] = await Promise.all([
      rules.draft(tenantId),
      rules.current(tenantId, mode),
      rules.countReports(tenantId, mode, range),
    ]);
    const body = draft?.body ?? DEFAULT_RULE_SET;
    if (total <= syncLimit)
      return { result: await runBacktest(rules, tenantId, params, body, current) };
    const id = await backtests.create({
      tenantId,
      params: { from: params.from, to: params.to, mode },
      body,
      compareVersion: current?.version ?? null,
      total,
      createdBy: email,
    });
    await queue.send({ backtestId: id }, { singletonKey: id });
    return { backtest: await this.get(tenantId, id) };
  }

  /** One of the tenant's queued backtests. @throws 404 NOT_FOUND when absent or another tenant's */
  async get(tenantId: string, id: string): Promise<BacktestJob> {
    const b = await this.deps.backtests.get(tenantId, id);
    if (!b) throw new AppError(404, 'NOT_FOUND', 'Backtest not found');
    // The result column holds what runBacktest answered (written only by `work`).
    return { ...b, result: b.result as BacktestResult | null };
  }

  /**
   * One run of a queued backtest (the `rules.backtest` job), from the beginning. A failure is
   * thrown for the queue to retry, except on the last attempt, which ends the backtest `failed`.
   * @param retryCount the job's failed attempts before this one
   */
  async work(backtestId: string, retryCount: number): Promise<void> {
    const { rules, backtests, log } = this.deps;
    const b = await backtests.forWork(backtestId);
    if (!b || b.status === 'done' || b.status === 'failed') return;
    await backtests.start(b.id);
    try {
      const current =
        b.compareVersion === null ? undefined : await rules.version(b.tenantId, b.compareVersion);
      let read = 0;
      const result = await runBacktest(rules, b.tenantId, b.params, b.body, current, (done) => {
        read = done;
        return backtests.progress(b.id, done);
      });
      await backtests.finish(b.id, { status: 'done', result, done: read });
    } catch (err) {
      log.error({ err, backtestId, retryCount }, 'rules backtest run failed');
      if (retryCount < BACKTEST_RETRY_LIMIT) throw err;
      await backtests.finish(b.id, { status: 'failed', error: FAILED });
    }
  }

  /**
   * Moves on what a dead process left (every BATCH_SWEEP_MS, jobs/rule-backtest.ts): a queued or
   * running backtest with no job left is sent again, or ends `failed` after BACKTEST_MAX_ATTEMPTS
   * runs. Safe in several processes at once: a job sent twice runs the backtest twice, each run
   * from the beginning, with the same result.
   * @returns how many were sent again and how many failed
   */
  async sweep(): Promise<{ requeued: number; failed: number }> {
    const { backtests, queue, log } = this.deps;
    const open = await backtests.unfinished();
    const live = await queue.liveKeys(open.map((b) => b.id));
    let requeued = 0;
    let failed = 0;
    for (const b of open) {
      if (live.has(b.id)) continue;
      if (b.attempts >= BACKTEST_MAX_ATTEMPTS) {
        await backtests.finish(b.id, { status: 'failed', error: FAILED });
        failed++;
        continue;
      }
      log.warn({ backtestId: b.id }, 'rules backtest had no job left: sent again');
      await queue.send({ backtestId: b.id }, { singletonKey: b.id });
      requeued++;
    }
    return { requeued, failed };
  }

  /** Works every queued backtest job in this process now (tests). @returns the jobs worked */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.deps.queue.workNow((job) =>
        this.work(job.data.backtestId, job.retryCount),
      );
      if (n === 0) return total;
      total += n;
    }
  }
}
