/**
 * Personal data with an end (docs/adr/0059-personal-data.md): erasure and access requests that
 * reach every place of the registry (domain/privacy/places.ts), the tenant's retention periods and
 * their daily run, and legal holds on cases.
 *
 * A request is previewed (counts per place, nothing changed), then run as a job of the queue
 * `privacy.request` (jobs/privacy-request.ts). The job works the places in registry order; each
 * place's redaction and its line of progress commit together, so a run killed at any point resumes
 * at the place in flight when the queue retries it, and redaction of a redacted row changes nothing.
 */
import { AppError } from '../lib/errors.js';
import type { QueueHandle } from '../lib/job-queue.js';
import type { PrivacyRequestStatus } from '../db/schema/index.js';
import type { AccessExport, ErasureCertificate, PlaceCount } from '../domain/privacy/results.js';
import { PLACES, type Place } from '../domain/privacy/places.js';
import { DEFAULT_RETENTION, type RetentionDays } from '../domain/privacy/retention.js';
import { type Criterion, type PrivacySubject, subjectMatch } from '../domain/privacy/subject.js';
import type { Repositories } from '../repositories/index.js';
import type { PrivacyRequestRow } from '../repositories/privacy.js';

/** The job of one request run. */
export interface PrivacyJob {
  tenantId: string;
  requestId: string;
}

export type PrivacyKind = 'erasure' | 'access';

/** A request as the API shows it: never the subject's values. */
export interface PrivacyRequestView {
  id: string;
  kind: PrivacyKind;
  status: PrivacyRequestStatus;
  criteria: Criterion[];
  preview: PlaceCount[];
  progress: { placesDone: number; placesTotal: number; places: PlaceCount[] };
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** The most reports one request reaches (a bound on its work and on the ids it keeps). */
export const MAX_REPORTS_PER_REQUEST = 100_000;
/** The most rows per place an access request exports. */
export const MAX_EXPORT_ROWS = 1000;

const notFound = () => new AppError(404, 'NOT_FOUND', 'Privacy request not found');
const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The view of a stored request. */
export function requestView(r: PrivacyRequestRow): PrivacyRequestView {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    criteria: r.criteria,
    preview: r.preview,
    progress: { placesDone: r.progress.length, placesTotal: PLACES.length, places: r.progress },
    createdAt: r.createdAt.toISOString(),
    startedAt: iso(r.startedAt),
    finishedAt: iso(r.finishedAt),
  };
}

export class PrivacyService {
  constructor(
    private readonly deps: {
      repos: Repositories;
      queue: QueueHandle<PrivacyJob>;
      clock?: () => Date;
    },
  ) {}

  private get repo() {
    return this.deps.repos.privacy;
  }

  /**
   * Checks the search and stores a `previewed` request with the rows each place holds.
   * @throws 400 VALIDATION_ERROR for a search subjectMatch refuses
   */
  async create(
    tenantId: string,
    memberId: string | null,
    kind: PrivacyKind,
    subject: PrivacySubject,
  ): Promise<PrivacyRequestView> {
    const { criteria, match } = subjectMatch(subject);
    const reportIds = await this.repo.matchedReportIds(tenantId, match, MAX_REPORTS_PER_REQUEST);
    const preview: PlaceCount[] = [];
    for (const place of PLACES)
      preview.push({ place, count: await this.repo.count(tenantId, place, match, reportIds) });
    const row = await this.repo.createRequest({
      tenantId,
      kind,
      subject: { ...subject },
      criteria,
      preview,
      requestedBy: memberId,
    });
    return requestView(row);
  }

  /**
   * Queues the run of a previewed request.
   * @throws 404 when absent or another tenant's; 409 when it already ran or is running
   */
  async run(tenantId: string, id: string): Promise<PrivacyRequestView> {
    await this.get(tenantId, id);
    if (!(await this.repo.markQueued(tenantId, id)))
      throw conflict('This request has already been run.');
    // The job id is the request's: a second send while it is queued is ignored.
    await this.deps.queue.send({ tenantId, requestId: id }, { id });
    return requestView(await this.row(tenantId, id));
  }

  /** Works one run (the queue's handler); safe to call again after a crash at any point. */
  async work(job: PrivacyJob): Promise<void> {
    const r = await this.repo.getRequest(job.tenantId, job.requestId);
    if (!r || r.status === 'done') return;
    const match = r.subject ? subjectMatch(r.subject).match : null;
    const reportIds =
      r.reportIds ??
      (match ? await this.repo.matchedReportIds(r.tenantId, match, MAX_REPORTS_PER_REQUEST) : []);
    await this.repo.markRunning(r.id, reportIds);
    const done = new Set(r.progress.map((p) => p.place));
    const exported: Partial<Record<Place, unknown[]>> = {};
    for (const place of PLACES) {
      if (done.has(place) && r.kind === 'erasure') continue;
      if (r.kind === 'erasure') {
        await this.deps.repos.transaction(async (tx) => {
          const count = match ? await this.repo.redact(tx, r.tenantId, place, match, reportIds) : 0;
          await this.repo.recordPlace(tx, r.id, { place, count });
        });
      } else {
        const rows = match
          ? await this.repo.exportRows(r.tenantId, place, match, reportIds, MAX_EXPORT_ROWS)
          : [];
        exported[place] = rows;
      }
    }
    const now = (this.deps.clock ?? (() => new Date()))();
    if (r.kind === 'erasure') {
      const ended = await this.row(r.tenantId, r.id);
      await this.repo.finish(r.id, { certificate: certificateOf(ended, now) }, true);
    } else {
      await this.repo.finish(
        r.id,
        { export: { requestId: r.id, generatedAt: now.toISOString(), places: exported } },
        true,
      );
    }
  }

  /** Works the queued runs now (tests and benchmarks). @returns the jobs worked */
  drain(): Promise<number> {
    return this.deps.queue.workNow((job) => this.work(job.data));
  }

  /** @throws 404 when absent or another tenant's */
  async get(tenantId: string, id: string): Promise<PrivacyRequestView> {
    return requestView(await this.row(tenantId, id));
  }

  /** The tenant's requests, newest first (`limit` 1–100; `before` an ISO time for the next page). */
  async list(tenantId: string, limit: number, before?: Date): Promise<PrivacyRequestView[]> {
    return (await this.repo.listRequests(tenantId, limit, before)).map(requestView);
  }

  /**
   * The certificate of a completed erasure: places and counts, no personal value.
   * @throws 404 when absent; 409 when not an erasure or not done yet
   */
  async certificate(tenantId: string, id: string): Promise<ErasureCertificate> {
    const r = await this.row(tenantId, id);
    if (r.kind !== 'erasure') throw conflict('Only an erasure has a certificate.');
    if (r.status !== 'done' || !r.certificate) throw conflict('The erasure has not completed yet.');
    return r.certificate;
  }

  /**
   * The subject's data of a completed access request.
   * @throws 404 when absent; 409 when not an access request or not done yet
   */
  async export(tenantId: string, id: string): Promise<AccessExport> {
    const r = await this.row(tenantId, id);
    if (r.kind !== 'access') throw conflict('Only an access request has an export.');
    if (r.status !== 'done' || !r.export)
      throw conflict('The access request has not completed yet.');
    return r.export;
  }

  /** The tenant's retention periods (the defaults where it set none). */
  async settings(tenantId: string): Promise<RetentionDays> {
    return (await this.repo.settings(tenantId)) ?? { ...DEFAULT_RETENTION };
  }

  /** Sets every retention period of the tenant (bounds are the route's). */
  async putSettings(tenantId: string, days: RetentionDays): Promise<RetentionDays> {
    await this.repo.putSettings(tenantId, days);
    return this.settings(tenantId);
  }

  /**
   * One retention pass: for every tenant and every place with a retention kind, redacts the rows
   * past that kind's period. Idempotent; the daily upkeep `privacy-retention` calls it.
   * @returns rows redacted per place, all tenants together
   */
  async runRetention(): Promise<PlaceCount[]> {
    const now = (this.deps.clock ?? (() => new Date()))();
    const totals = new Map<Place, number>();
    for (const tenantId of await this.repo.tenantIds()) {
      const days = await this.settings(tenantId);
      for (const place of PLACES) {
        const n = await this.repo.retain(tenantId, place, days, now);
        if (n > 0) totals.set(place, (totals.get(place) ?? 0) + n);
      }
    }
    return [...totals].map(([place, count]) => ({ place, count }));
  }

  /**
   * Puts a case under legal hold (kept, with its report, past retention and erasure) or lifts it.
   * @throws 404 when the case is absent or another tenant's
   */
  async setHold(
    tenantId: string,
    caseId: string,
    hold: { reason: string; by: string } | null,
  ): Promise<{ id: string; onHold: boolean; reason: string | null }> {
    if (!(await this.repo.setHold(tenantId, caseId, hold)))
      throw new AppError(404, 'NOT_FOUND', 'Case not found');
    return { id: caseId, onHold: hold !== null, reason: hold?.reason ?? null };
  }

  private async row(tenantId: string, id: string): Promise<PrivacyRequestRow> {
    const r = await this.repo.getRequest(tenantId, id);
    if (!r) throw notFound();
    return r;
  }
}

/** The certificate of an erasure: what was removed, by place and count; no personal value. */
function certificateOf(r: PrivacyRequestRow, completedAt: Date): ErasureCertificate {
  return {
    requestId: r.id,
    tenantId: r.tenantId,
    kind: 'erasure' as const,
    criteria: r.criteria,
    requestedAt: r.createdAt.toISOString(),
    completedAt: completedAt.toISOString(),
    places: r.progress,
    total: r.progress.reduce((n, p) => n + p.count, 0),
  };
}
