/**
 * The screening of batches on the job queue (docs/adr/0044-batch-processing.md): a started batch
 * becomes one job per chunk of `CHUNK_ROWS` rows, worked by every process that works jobs (the
 * API on PGlite; `npm run start:worker` processes on PostgreSQL). A chunk job screens the chunk's
 * pending rows exactly as the single lookups would (the lookup's own input rules, engine, sandbox
 * and ERROR rules: LookupsService.evaluate) and writes them in one transaction
 * (BatchChunksRepository.write), which makes a chunk worked twice a no-op.
 *
 * Fair share with interactive calls: a chunk yields the event loop every `SLICE_MS` of engine work,
 * so an API process that also works chunks answers a single lookup between two slices; and a
 * process works at most a few chunks at once (jobs/batch-chunk.ts, which also declares the queue).
 *
 * Rows that wait on the network (ROW_IO_SERVICES: the e-mail check's DNS queries, alone or inside
 * the fraud check) are screened `rowConcurrency` at a time within a chunk, so a chunk's wall time is
 * its slowest rows, not the sum of their timeouts; every other service is CPU work and runs one row
 * at a time (concurrency would only interleave it). Either way the outcomes keep row order and the
 * chunk is still written in one transaction.
 *
 * Fair share between batches (and so between tenants): a chunk's job priority is minus its index
 * in its batch, and the queue hands out the highest priority first. Every active batch's next
 * chunk comes before any batch's later ones, so batches take turns chunk by chunk: a batch started
 * behind a 1,000,000-row one waits for one chunk per worker slot, not for the whole file.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { catalogEntry, isServiceKey } from '@pulse/catalog';
import type { FastifyBaseLogger } from 'fastify';
import fastq from 'fastq';
import type { BatchRow, ClientRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { QueueHandle } from '../../lib/job-queue.js';
import type { Mailer } from '../../lib/mailer.js';
import type { PendingRow, RowOutcome } from '../../repositories/batch-chunks.js';
import type { Repositories } from '../../repositories/index.js';
import type { AmlService, FraudEngineBody, PersonBody } from '../aml.js';
import type { EventBus } from '../events.js';
import type { Caller, LookupPlan, LookupsService } from '../lookups.js';
import type { CasesService } from '../cases/service.js';
import type { BalanceWarningsService } from '../balance-warnings.js';
import type { BatchService } from './fields.js';
import { decisionEvent } from '../rules/decisions.js';
import { batchEndedMail } from './mail.js';
import { rowBody, validateRow } from './validate-row.js';

/** Rows per chunk job: 2,000 jobs for a 1,000,000-row file; one transaction of this many rows. */
export const CHUNK_ROWS = 500;
/** Longest run of engine work before a chunk lets other work of the process run, ms. */
export const SLICE_MS = 10;
/**
 * An upload that stored no rows for this long is one whose process died (BATCH_UPLOAD_STALE_MS's
 * default, ms): a live upload stores a chunk of 1,000 rows (about 100 kB) far more often.
 */
export const UPLOAD_STALE_MS = 300_000;

/**
 * Services whose rows wait on the network: the e-mail check asks DNS (MX, TXT, DMARC) for every
 * row, the fraud check runs it when the row has an e-mail. The others are in-memory engines.
 */
export const ROW_IO_SERVICES: ReadonlySet<BatchService> = new Set(['emailLookup', 'fraudEngine']);
/** Rows of one chunk screened at once for ROW_IO_SERVICES (BATCH_ROW_CONCURRENCY's default). */
export const ROW_CONCURRENCY = 32;

/** The data of a chunk job: a range of row numbers of one batch. */
export interface ChunkJob {
  batchId: string;
  from: number;
  to: number;
}

export interface BatchRunnerDeps {
  repos: Repositories;
  /** The queue of chunk jobs (jobs/batch-chunk.ts). */
  chunks: QueueHandle<ChunkJob>;
  lookups: LookupsService;
  aml: AmlService;
  events: EventBus;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicAppUrl: string;
  balanceWarnings?: Pick<BalanceWarningsService, 'afterCall'>;
  /** Builds the AML cases of a row's report. */
  cases?: Pick<CasesService, 'drafts'>;
  /** Rows of a chunk screened at once for ROW_IO_SERVICES (default ROW_CONCURRENCY). */
  rowConcurrency?: number;
  /** Rows per chunk (default CHUNK_ROWS; tests use small ones). */
  chunkRows?: number;
  /** An upload with no progress for this long is swept to `interrupted`, ms (default UPLOAD_STALE_MS). */
  uploadStaleMs?: number;
  clock?: () => Date;
}

export class BatchRunner {
  private readonly chunkRows: number;
  private readonly rowConcurrency: number;
  private readonly now: () => Date;

  constructor(private readonly deps: BatchRunnerDeps) {
    this.chunkRows = deps.chunkRows ?? CHUNK_ROWS;
    this.rowConcurrency = deps.rowConcurrency ?? ROW_CONCURRENCY;
    this.now = deps.clock ?? (() => new Date());
  }

  /** Sends the chunk jobs of a queued batch: one per `chunkRows` rows, all at once. */
  async enqueue(batch: Pick<BatchRow, 'id' | 'rowCount'>): Promise<void> {
    const list: ChunkJob[] = [];
    for (let from = 1; from <= batch.rowCount; from += this.chunkRows)
      list.push({
        batchId: batch.id,
        from,
        to: Math.min(batch.rowCount, from + this.chunkRows - 1),
      });
    // Keyed by batch, so the sweep can ask whether a batch still has a job to be worked.
    await this.deps.chunks.sendMany(
      list,
      (chunk) => this.priority(chunk),
      (chunk) => chunk.batchId,
    );
  }

  /** A chunk's turn (module comment): 0 for a batch's first chunk, -1 for its second, and so on. */
  priority(chunk: Pick<ChunkJob, 'from'>): number {
    return -Math.floor((chunk.from - 1) / this.chunkRows);
  }

  /**
   * Moves on what a dead process left behind (issue 46), safe to run in several processes at once
   * (every BATCH_SWEEP_MS: jobs/batch-sweep.ts):
   * - an upload that stored nothing for `uploadStaleMs` becomes `interrupted` (its rows and their
   *   count stay; it never starts);
   * - a queued or running batch with no chunk job left to work (its jobs were never sent: the
   *   process died between the start's commit and the send; or they failed past their retries)
   *   ends `done` when every row is screened, else gets its chunk jobs again. A chunk already done
   *   costs one indexed read, so a job sent twice (two sweeps at once) writes nothing twice.
   * Jobs a dead worker held are not its concern: the queue retries them once they expire
   * (jobs/batch-chunk.ts, JOBS_TAKEOVER_SECONDS).
   * @returns how many batches were interrupted, sent again and ended
   */
  async sweep(): Promise<{ interrupted: number; requeued: number; finished: number }> {
    const { repos, chunks, log } = this.deps;
    const now = this.now();
    const stale = new Date(now.getTime() - (this.deps.uploadStaleMs ?? UPLOAD_STALE_MS));
    const interrupted = await repos.batches.interruptStale(stale, now);
    for (const b of interrupted)
      log.warn({ batchId: b.id, rowsStored: b.rowCount }, 'batch upload interrupted');
    const active = await repos.batches.active();
    const live = await chunks.liveKeys(active.map((b) => b.id));
    let requeued = 0;
    let finished = 0;
    for (const b of active) {
      if (live.has(b.id)) continue;
      if (b.rowsDone >= b.rowCount) {
        const ended = await repos.batches.finishIfDone(b.id, this.now());
        if (ended) {
          finished++;
          await this.announce(ended);
        }
        continue;
      }
      log.warn({ batchId: b.id, state: b.state }, 'batch had no chunk job left: sent again');
      await this.enqueue(b);
      requeued++;
    }
    return { interrupted: interrupted.length, requeued, finished };
  }

  /** Resumes the tenant's batches of `service` paused for want of calls (after a top-up). */
  async resume(tenantId: string, service: string): Promise<number> {
    // An unknown service has no batch to resume.
    if (!isServiceKey(service)) return 0;
    const resumed = await this.deps.repos.batches.resumePaused(tenantId, service);
    for (const b of resumed) await this.enqueue(b);
    return resumed.length;
  }

  /**
   * Works every queued chunk job in this process now (tests and the benchmark on PGlite, which
   * do not wait for the work loop). @returns the jobs worked
   */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.deps.chunks.workNow((job) => this.work(job.data));
      if (n === 0) return total;
      total += n;
    }
  }

  /** One chunk job (rules in the module comment). */
  async work(job: ChunkJob): Promise<void> {
    const { repos } = this.deps;
    const batch = await repos.batches.byId(job.batchId);
    if (!batch || (batch.state !== 'queued' && batch.state !== 'running')) return;
    const pending = await repos.batchChunks.pending(batch.id, job.from, job.to);
    if (pending.length > 0) {
      const client = await repos.clients.findById(batch.tenantId);
      if (!client) return;
      const caller: Caller = {
        client,
        requestType: batch.requestType === 'api' ? 'api' : 'dashboard',
        apiKeyMasked: batch.apiKeyUsed === 'session' ? null : batch.apiKeyUsed,
        mode: batch.mode === 'test' ? 'test' : 'live',
      };
      const at = this.now();
      const service = batch.service as BatchService;
      const limit = ROW_IO_SERVICES.has(service) ? this.rowConcurrency : 1;
      let slice = performance.now();
      const queue = fastq.promise(async (row: PendingRow): Promise<RowOutcome> => {
        const outcome = await this.screen(caller, batch, row, at);
        if (performance.now() - slice > SLICE_MS) {
          await yieldToEventLoop();
          slice = performance.now();
        }
        return outcome;
      }, limit);
      // Promise.all keeps the order of `pending` (row order), whatever order the rows end in.
      const outcomes = await Promise.all(pending.map((row) => queue.push(row)));
      const write = await repos.batchChunks.write(batch, outcomes, at);
      if (write.written > 0)
        this.deps.log.info(
          { batchId: batch.id, from: job.from, to: job.to, written: write.written },
          'batch chunk written',
        );
      this.warnOnCrossing(client, batch.service as BatchService, write.charged);
      await this.sendDecisions(client, batch, outcomes, write.rows);
      if (write.state !== 'running') return;
    }
    const ended = await repos.batches.finishIfDone(batch.id, this.now());
    if (ended) await this.announce(ended);
  }

  /**
   * Tells the member who started it and the tenant's webhooks that a batch ended (done or
   * cancelled). Never throws: the batch's end is recorded already.
   */
  async announce(batch: BatchRow): Promise<void> {
    const { repos, events, mailer, log } = this.deps;
    try {
      const client = await repos.clients.findById(batch.tenantId);
      await events.publish({
        type: 'batch.completed',
        tenantId: batch.tenantId,
        occurredAt: batch.finishedAt ?? this.now(),
        subscribed: client?.webhookEvents,
        data: {
          batchId: batch.id,
          service: batch.service,
          state: batch.state,
          fileName: batch.fileName,
          rowCount: batch.rowCount,
          rowsDone: batch.rowsDone,
          rowsFailed: batch.rowsFailed,
          mode: batch.mode,
        },
      });
      const member = batch.createdBy ? await repos.members.findById(batch.createdBy) : undefined;
      if (member)
        await mailer.send(
          batchEndedMail(member.email, member.fullName, batch, {
            serviceName: catalogEntry(batch.service as BatchService).displayName,
            link: `${this.deps.publicAppUrl}/batches/${batch.id}`,
          }),
        );
    } catch (err) {
      log.error({ err, batchId: batch.id }, 'the end of a batch could not be announced');
    }
  }

  /**
   * `decision.review` / `decision.declined` for each row this chunk wrote whose decision asks for
   * one, as a single call sends them (services/lookups.ts), with the batch id and row number. After
   * the chunk's commit, and only for the rows this attempt wrote: a chunk worked again sends
   * nothing twice; an unpaid row (no report kept) sends nothing.
   */
  private async sendDecisions(
    client: ClientRow,
    batch: BatchRow,
    outcomes: readonly RowOutcome[],
    rows: readonly number[],
  ): Promise<void> {
    const wrote = new Set(rows);
    for (const o of outcomes) {
      const decision = o.report?.decision;
      const event = decision && wrote.has(o.rowNo) ? decisionEvent(decision) : undefined;
      if (!event || !o.report || !decision) continue;
      await this.deps.events.publish({
        type: event,
        tenantId: client.id,
        occurredAt: o.report.requestDateTime,
        subscribed: client.webhookEvents,
        data: {
          referenceID: o.report.referenceId,
          service: batch.service,
          mode: decision.mode,
          decision,
          batchId: batch.id,
          row: o.rowNo,
        },
      });
    }
  }

  /** Screens one row: the lookup's input rules, then its engine (nothing written here). */
  private async screen(
    caller: Caller,
    batch: BatchRow,
    row: PendingRow,
    at: Date,
  ): Promise<RowOutcome> {
    const service = batch.service as BatchService;
    const refused = (error: string): RowOutcome => ({
      rowNo: row.rowNo,
      status: 'ERROR',
      error,
      report: null,
      charge: false,
    });
    const check = validateRow(service, batch.mapping, row.cells);
    if (check.errors.length > 0) return refused(check.errors.join('; '));
    try {
      if (!caller.client[service])
        return refused(
          `${await this.deps.lookups.displayName(service)} is not enabled for your account. Please contact support.`,
        );
      const plan = await this.plan(caller, service, rowBody(batch.mapping, row.cells));
      const { report, charge } = await this.deps.lookups.evaluate(caller, plan, at);
      // The AML cases the row opens, written with the chunk.
      const cases = (await this.deps.cases?.drafts(report, 'batch', batch.id)) ?? [];
      return {
        rowNo: row.rowNo,
        status: report.status,
        error: report.status === 'ERROR' ? report.result.message : null,
        report,
        charge,
        cases,
      };
    } catch (err) {
      if (err instanceof AppError && err.statusCode < 500) return refused(err.message);
      // An engine that throws: the single lookup answers 500 and consumes nothing; so does the row.
      this.deps.log.error(
        { err, batchId: batch.id, row: row.rowNo },
        'batch row could not be screened',
      );
      return refused(
        'The check could not run, so this row was not charged. Please try again later.',
      );
    }
  }

  private plan(
    caller: Caller,
    service: BatchService,
    body: Record<string, string>,
  ): Promise<LookupPlan> {
    const { aml, lookups } = this.deps;
    const scope = { tenantId: caller.client.id, mode: caller.mode };
    switch (service) {
      case 'amlPerson':
        return Promise.resolve(aml.personPlan(body as unknown as PersonBody, scope));
      case 'amlBusiness':
        return Promise.resolve(
          aml.businessPlan(
            {
              company: body.company ?? '',
              fuzzy_amlb: body.fuzzy_amlb as '1' | '2',
            },
            scope,
          ),
        );
      case 'fraudEngine':
        return aml.fraudEnginePlan(caller.client, body as unknown as FraudEngineBody, caller.mode);
      default:
        return lookups.plan(service, body);
    }
  }

  /** The balance warning of a service, once, when a chunk's calls crossed its threshold. */
  private warnOnCrossing(
    client: ClientRow,
    service: BatchService,
    charged: { calls: number; callsBefore: number; warnThreshold: number | null },
  ): void {
    const { calls, callsBefore, warnThreshold } = charged;
    if (warnThreshold === null || calls === 0) return;
    if (callsBefore > warnThreshold && callsBefore - calls <= warnThreshold)
      void this.deps.balanceWarnings?.afterCall(client, service, warnThreshold, warnThreshold);
  }
}
