/**
 * Ongoing AML monitoring (docs/adr/0047-aml-monitoring.md, docs/api-contract.md "Monitoring"):
 * adding subjects (from a report, a body, a batch's rows), each screened once at once as a
 * metered AML lookup; the monitored subjects page and the alerts; and the re-screen job that runs
 * after every list update against the update's added and changed entries only. The re-screen
 * queues and their workers are declared in jobs/monitoring-rescreen.ts and
 * jobs/watchlist-rescreen.ts.
 */
import { randomUUID } from 'node:crypto';
import { catalogEntry } from '@pulse/catalog';
import type { AmlResult } from '@pulse/engines/aml';
import type { FastifyBaseLogger } from 'fastify';
import type { MonitorOrigin } from '../../db/schema/index.js';
import type { EngineRegistry } from '../../engines/registry.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { AppError } from '../../lib/errors.js';
import type { QueueHandle } from '../../lib/job-queue.js';
import type { Mailer } from '../../lib/mailer.js';
import type { Repositories } from '../../repositories/index.js';
import type {
  MonitoredSubject,
  MonitoringAlert,
  NewSubject,
  StoredMatch,
} from '../../repositories/monitoring.js';
import type { AmlService } from '../aml.js';
import { businessSubject, matchesOf, personSubject, subjectKey } from '../cases/subject.js';
import type { EventBus } from '../events.js';
import { noCallsLeft, type Caller } from '../lookups.js';
import type { UsageService } from '../usage.js';
import { rowBody } from '../batches/validate-row.js';
import { matchDecision, splitName } from './compare.js';
import type { TenantWatchlistIndexes } from '../watchlists/tenant-index.js';
import { Rescreen, type RescreenSummary, type WatchlistChange } from './rescreen.js';

/** AML calls one monitored subject consumes (its first screen); re-screens are included. */
export const MONITORING_CALLS_PER_SUBJECT = 1;

/** The data of a re-screen job. */
export interface RescreenJob {
  updateId: string;
}

/**
 * Sends the re-screen job of a list update (one job per update: its id is the job's).
 * @param rescreens the queue of re-screen jobs (jobs/monitoring-rescreen.ts)
 */
export async function sendRescreen(
  rescreens: QueueHandle<RescreenJob>,
  updateId: string,
): Promise<void> {
  await rescreens.send({ updateId }, { id: updateId });
}

/** A subject given in a body. */
export interface SubjectInput {
  kind: 'person' | 'business';
  name: string;
  dateOfBirth?: string | undefined;
  country?: string | undefined;
  reference?: string | undefined;
}

/** The decisions of batch rows a batch form may pick. */
export const ROW_DECISIONS = ['VERIFIED', 'SUSPICIOUS', 'RISKY', 'DECLINED'] as const;

export interface MonitoringDeps {
  repos: Repositories;
  engines: EngineRegistry;
  /** The queue of list-update re-screens (jobs/monitoring-rescreen.ts). */
  rescreens: QueueHandle<RescreenJob>;
  /** The queue of watchlist re-screens (jobs/watchlist-rescreen.ts). */
  watchlistRescreens: QueueHandle<WatchlistChange>;
  aml: AmlService;
  usage: UsageService;
  events: EventBus;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicAppUrl: string;
  clock?: () => Date;
  /** The tenants' watchlists: stored with a subject's first screen, re-screened on a change. */
  watchlists?: TenantWatchlistIndexes;
}

const notFound = () => new AppError(404, 'NOT_FOUND', 'Monitored subject not found');
const badCursor = () => new AppError(400, 'INVALID_CURSOR', 'The cursor is not valid');

/** @throws 400 VALIDATION_ERROR unless 1–100 */
function checkLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw new AppError(400, 'VALIDATION_ERROR', 'limit must be between 1 and 100');
  return limit;
}

function decodePosition(cursor: string | undefined): { createdAt: Date; id: string } | undefined {
  if (!cursor) return undefined;
  const p = decodeCursor(cursor);
  if (!p) throw badCursor();
  return { createdAt: new Date(p.t), id: p.id };
}

const encodePosition = (next: { createdAt: Date; id: string } | null): string | null =>
  next ? encodeCursor({ t: next.createdAt.toISOString(), id: next.id }) : null;

export class MonitoringService {
  private readonly rescreener: Rescreen;

  constructor(private readonly deps: MonitoringDeps) {
    this.rescreener = new Rescreen({ ...deps, now: deps.clock ?? (() => new Date()) });
  }

  /**
   * Sends the re-screen job of a tenant's watchlist change:
   * called after a list is uploaded, replaced or deleted. @param version the list's version after
   * the change (its last one when deleted) @param reopened the false-positive cases the change
   * reopened: their subjects' alerts name them, and no second case is opened for them
   */
  async enqueueWatchlist(
    tenantId: string,
    watchlistId: string,
    version: number,
    reopened: Readonly<NonNullable<WatchlistChange['reopened']>> = [],
  ): Promise<void> {
    const changeId = randomUUID();
    await this.deps.watchlistRescreens.send(
      { changeId, tenantId, watchlistId, version, reopened: [...reopened] },
      { id: changeId },
    );
  }

  /** Re-screens one tenant's subjects against one of its watchlists (rescreen.ts). */
  rescreenWatchlist(change: WatchlistChange): Promise<RescreenSummary> {
    return this.rescreener.runWatchlist(change);
  }

  /** Sends the re-screen job of a list update (sendRescreen). */
  enqueue(updateId: string): Promise<void> {
    return sendRescreen(this.deps.rescreens, updateId);
  }

  /** Works the queued re-screen jobs (list updates, watchlist changes) now (tests and benchmarks). @returns the jobs worked */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const n =
        (await this.deps.rescreens.workNow(async (job) => {
          await this.rescreen(job.data.updateId);
        })) +
        (await this.deps.watchlistRescreens.workNow(async (job) => {
          await this.rescreenWatchlist(job.data);
        }));
      if (n === 0) return total;
      total += n;
    }
  }

  /**
   * Monitors the subject of an AML person or business report of the caller's tenant and mode.
   * @throws 404 NOT_FOUND for an unknown report (another tenant's too); 400 NOT_AML_REPORT
   */
  async addFromReport(
    caller: Caller,
    reportId: string,
  ): Promise<{ subject: MonitoredSubject; created: boolean }> {
    const report = await this.deps.repos.reports.get(caller.client.id, reportId, caller.mode);
    if (!report) throw new AppError(404, 'NOT_FOUND', 'Report not found');
    const input = (report.inputRequest ?? {}) as Record<string, unknown>;
    const s =
      report.apiService === 'amlPerson'
        ? personSubject(input)
        : report.apiService === 'amlBusiness'
          ? businessSubject(input)
          : null;
    if (!s)
      throw new AppError(
        400,
        'NOT_AML_REPORT',
        'Only the subject of an AML person or business report can be monitored',
      );
    const kind = report.apiService === 'amlPerson' ? 'person' : 'business';
    return this.addOne(
      caller,
      {
        kind,
        name: s.subject.name ?? '',
        dateOfBirth: s.subject.dob,
        country: s.subject.country,
      },
      'report',
    );
  }

  /** Monitors a subject given in a body (origin `api`). */
  addSubject(
    caller: Caller,
    input: SubjectInput,
  ): Promise<{ subject: MonitoredSubject; created: boolean }> {
    return this.addOne(caller, input, 'api');
  }

  /**
   * Monitors the subjects of an AML batch's rows (all screened rows, or those of `decisions`),
   * each screened once now. With too few calls left for all of them, none is added.
   * @throws 404 for an unknown batch; 400 NOT_AML_BATCH; 402 NO_CALLS_LEFT
   */
  async addFromBatch(
    caller: Caller,
    batchId: string,
    decisions: readonly string[] | undefined,
  ): Promise<{ added: number; alreadyMonitored: number }> {
    const { repos } = this.deps;
    const batch = await repos.batches.get(caller.client.id, batchId);
    if (!batch || batch.mode !== caller.mode)
      throw new AppError(404, 'NOT_FOUND', 'Batch not found');
    if (batch.service !== 'amlPerson' && batch.service !== 'amlBusiness')
      throw new AppError(
        400,
        'NOT_AML_BATCH',
        'Only the rows of an AML person or business batch can be monitored',
      );
    const kind = batch.service === 'amlPerson' ? 'person' : 'business';
    const cells = await repos.monitoring.batchRows(batch.id, decisions ?? ROW_DECISIONS);
    const byKey = new Map<string, SubjectInput>();
    for (const c of cells) {
      const body = rowBody(batch.mapping, c);
      const s = kind === 'person' ? personSubject(body) : businessSubject(body);
      if (!s || byKey.has(s.key)) continue;
      byKey.set(s.key, {
        kind,
        name: s.subject.name ?? '',
        dateOfBirth: s.subject.dob,
        country: s.subject.country,
      });
    }
    const known = await repos.monitoring.monitoredKeys(caller.client.id, caller.mode, [
      ...byKey.keys(),
    ]);
    const fresh = [...byKey.entries()].filter(([k]) => !known.has(k)).map(([, s]) => s);
    if (caller.mode === 'live' && fresh.length > 0) {
      const line = (
        await this.deps.usage.accountSummary({ client: caller.client, mode: 'live' })
      ).find((l) => l.service === batch.service);
      const left = line ? line.free + line.paid : 0;
      if (left < fresh.length * MONITORING_CALLS_PER_SUBJECT)
        throw noCallsLeft(catalogEntry(batch.service).displayName);
    }
    let added = 0;
    for (const s of fresh) {
      const r = await this.addOne(caller, s, 'batch');
      if (r.created) added++;
    }
    return { added, alreadyMonitored: byKey.size - added };
  }

  /** Screens and stores one subject unless its key is monitored already. */
  private async addOne(
    caller: Caller,
    input: SubjectInput,
    origin: MonitorOrigin,
  ): Promise<{ subject: MonitoredSubject; created: boolean }> {
    const { repos, aml } = this.deps;
    const name = input.name.trim();
    const dob = input.kind === 'person' ? (input.dateOfBirth ?? null) : null;
    const key = subjectKey(input.kind, name, dob);
    const existing = await repos.monitoring.byKey(caller.client.id, caller.mode, key);
    if (existing) return { subject: existing, created: false };
    const answer =
      input.kind === 'person'
        ? await aml.person(
            caller,
            { ...splitName(name), ...(dob ? { dob } : {}) },
            { caseOrigin: 'monitoring' },
          )
        : await aml.business(caller, { company: name }, { caseOrigin: 'monitoring' });
    const report = (
      'individualAMLPulse' in answer ? answer.individualAMLPulse : answer.businessAMLPulse
    ).report;
    if (!report) throw new Error('screening answered no report');
    const result = report.jsonResponse.results as AmlResult;
    const index = await this.deps.engines.aml().catch(() => null);
    // The watchlist matches are stored too: a later change of the list compares against them.
    const lists = (await this.deps.watchlists?.of(caller.client.id)) ?? null;
    const matches: StoredMatch[] = matchesOf(result, index, lists)
      .filter((c) => c.fingerprint !== null)
      .map((c) => ({
        entryId: c.entryId,
        fingerprint: c.fingerprint ?? '',
        score: c.score,
        decision: matchDecision(c.sourceType, c.score),
      }));
    const draft: NewSubject = {
      tenantId: caller.client.id,
      mode: caller.mode,
      kind: input.kind,
      name,
      dateOfBirth: dob,
      country: input.country?.trim() || null,
      reference: input.reference?.trim() || null,
      subjectKey: key,
      origin,
      decision: result.status,
      reportId: report.referenceID,
      reportDateTime: new Date(report.requestDateTime),
      matches,
    };
    await repos.monitoring.add([draft]);
    const subject = await repos.monitoring.byKey(caller.client.id, caller.mode, key);
    if (!subject) throw new Error('monitored subject not written');
    return { subject, created: true };
  }

  /**
   * The monitored subjects of the tenant's mode, newest first.
   * @throws 400 VALIDATION_ERROR, INVALID_CURSOR
   */
  async list(
    tenantId: string,
    mode: string,
    filter: { q?: string; decision?: string },
    limit: number,
    cursor?: string,
  ): Promise<{ items: MonitoredSubject[]; nextCursor: string | null; total: number }> {
    checkLimit(limit);
    const after = decodePosition(cursor);
    const [page, total] = await Promise.all([
      this.deps.repos.monitoring.list(tenantId, mode, filter, limit, after),
      this.deps.repos.monitoring.total(tenantId, mode, filter),
    ]);
    return { items: page.items, nextCursor: encodePosition(page.next), total };
  }

  /** Stops monitoring a subject. @throws 404 when it is not the tenant's (of this mode) */
  async stop(tenantId: string, mode: string, id: string): Promise<void> {
    if (!(await this.deps.repos.monitoring.remove(tenantId, mode, id))) throw notFound();
  }

  /**
   * The alerts of the tenant's mode, newest first, of one subject or all.
   * @throws 404 for another tenant's subject; 400 VALIDATION_ERROR, INVALID_CURSOR
   */
  async alerts(
    tenantId: string,
    mode: string,
    subjectId: string | undefined,
    limit: number,
    cursor?: string,
  ): Promise<{ items: MonitoringAlert[]; nextCursor: string | null }> {
    checkLimit(limit);
    const after = decodePosition(cursor);
    const { monitoring } = this.deps.repos;
    if (subjectId && !(await monitoring.exists(tenantId, mode, subjectId))) throw notFound();
    const page = await monitoring.alerts(tenantId, mode, subjectId, limit, after);
    return { items: page.items, nextCursor: encodePosition(page.next) };
  }

  /**
   * Re-screens every monitored subject against one list update's changes (rescreen.ts).
   * @returns how many subjects were read, alerts written and false positives reopened
   */
  rescreen(updateId: string): Promise<RescreenSummary> {
    return this.rescreener.run(updateId);
  }
}
