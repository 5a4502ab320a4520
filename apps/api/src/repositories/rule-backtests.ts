/**
 * Rules backtests on the job queue (docs/adr/0058-decision-rules.md "Backtests on the job queue"):
 * what a queued backtest decides with, its progress and its result. Reads by id are scoped by
 * tenant; the job's own reads and writes go by id (the job was made for that tenant).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { ruleBacktests } from '../db/schema/index.js';
import type { RuleSetBody } from '../domain/rules/types.js';
import { ISO_FORMAT } from './sql.js';

export type BacktestJobStatus = 'queued' | 'running' | 'done' | 'failed';

/** A queued backtest as the API answers it; `result` is the synchronous answer's body. */
export interface BacktestJobRecord {
  id: string;
  status: BacktestJobStatus;
  progress: { done: number; total: number };
  createdAt: string;
  finishedAt: string | null;
  result: unknown;
  error: string | null;
}

/** What the job needs to run it. */
export interface BacktestJobWork {
  id: string;
  tenantId: string;
  status: BacktestJobStatus;
  params: { from: string; to: string; mode: 'live' | 'test' };
  body: RuleSetBody;
  compareVersion: number | null;
  attempts: number;
}

const iso = (c: typeof ruleBacktests.createdAt | typeof ruleBacktests.finishedAt) =>
  sql<string>`to_char(${c} at time zone 'UTC', ${sql.raw(ISO_FORMAT)})`;

const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

export class RuleBacktestsRepository {
  constructor(private readonly db: Db) {}

  /** Stores a queued backtest; @returns its id. */
  async create(r: {
    tenantId: string;
    params: BacktestJobWork['params'];
    body: RuleSetBody;
    compareVersion: number | null;
    total: number;
    createdBy: string | null;
  }): Promise<string> {
    const [row] = await this.db
      .insert(ruleBacktests)
      .values({
        tenantId: r.tenantId,
        params: r.params,
        body: r.body,
        compareVersion: r.compareVersion,
        progressTotal: r.total,
        createdBy: r.createdBy,
      })
      .returning({ id: ruleBacktests.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  }

  /** One backtest of the tenant; undefined when absent or another tenant's. */
  async get(tenantId: string, id: string): Promise<BacktestJobRecord | undefined> {
    const [r] = await this.db
      .select({
        id: ruleBacktests.id,
        status: ruleBacktests.status,
        done: ruleBacktests.progressDone,
        total: ruleBacktests.progressTotal,
        createdAt: iso(ruleBacktests.createdAt),
        finishedAt: sql<string | null>`${iso(ruleBacktests.finishedAt)}`,
        result: ruleBacktests.result,
        error: ruleBacktests.error,
      })
      .from(ruleBacktests)
      .where(and(eq(ruleBacktests.tenantId, tenantId), eq(ruleBacktests.id, id)));
    if (!r) return undefined;
    const { done, total, result, ...rest } = r;
    return { ...rest, progress: { done, total }, result: result == null ? null : parsed(result) };
  }

  /** The job's view of a backtest; undefined when it is gone (its tenant left). */
  async forWork(id: string): Promise<BacktestJobWork | undefined> {
    const [r] = await this.db
      .select({
        id: ruleBacktests.id,
        tenantId: ruleBacktests.tenantId,
        status: ruleBacktests.status,
        params: ruleBacktests.params,
        body: ruleBacktests.body,
        compareVersion: ruleBacktests.compareVersion,
        attempts: ruleBacktests.attempts,
      })
      .from(ruleBacktests)
      .where(eq(ruleBacktests.id, id));
    return r
      ? {
          ...r,
          params: parsed<BacktestJobWork['params']>(r.params),
          body: parsed<RuleSetBody>(r.body),
        }
      : undefined;
  }

  /** Marks a run started (from no progress); counts the attempt. */
  async start(id: string): Promise<void> {
    await this.db
      .update(ruleBacktests)
      .set({
        status: 'running',
        progressDone: 0,
        attempts: sql`${ruleBacktests.attempts} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(ruleBacktests.id, id), inArray(ruleBacktests.status, ['queued', 'running'])));
  }

  /** Records the reports decided so far (after each batch read). */
  async progress(id: string, done: number): Promise<void> {
    await this.db
      .update(ruleBacktests)
      .set({ progressDone: done, updatedAt: sql`now()` })
      .where(and(eq(ruleBacktests.id, id), eq(ruleBacktests.status, 'running')));
  }

  /** Ends a run with its result (`done`) or its error (`failed`). */
  async finish(
    id: string,
    end: { status: 'done'; result: unknown; done: number } | { status: 'failed'; error: string },
  ): Promise<void> {
    const ended = { finishedAt: sql`now()`, updatedAt: sql`now()` };
    await this.db
      .update(ruleBacktests)
      .set(
        end.status === 'done'
          ? { ...ended, status: 'done', result: end.result, progressDone: end.done, error: null }
          : { ...ended, status: 'failed', error: end.error },
      )
      .where(and(eq(ruleBacktests.id, id), inArray(ruleBacktests.status, ['queued', 'running'])));
  }

  /** Every backtest not finished, with its attempts (the sweep's read; a handful at most). */
  async unfinished(): Promise<Array<{ id: string; attempts: number }>> {
    return this.db
      .select({ id: ruleBacktests.id, attempts: ruleBacktests.attempts })
      .from(ruleBacktests)
      .where(inArray(ruleBacktests.status, ['queued', 'running']));
  }
}
