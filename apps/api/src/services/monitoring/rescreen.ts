/**
 * The re-screen of every monitored subject after a list update (docs/adr/0047-aml-monitoring.md):
 * a small index of the update's added and changed entries only (the AML engine's own index and
 * matcher, the lookups' thresholds), every tenant's subjects streamed by id in pages, each page's
 * match changes, alerts and cases written in one transaction; the false positives the update's
 * changed entries end are reopened with the diff; each tenant told once per update.
 */
import {
  AmlIndex,
  decideAml,
  SOURCE_LICENCES,
  toFoundRecord,
  type AmlMatch,
  type SanctionSource,
} from '@pulse/engines/aml';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import type { Mailer } from '../../lib/mailer.js';
import { insertCases } from '../../repositories/cases.js';
import type { Repositories } from '../../repositories/index.js';
import type {
  AlertDraft,
  MonitoringAlert,
  StoredMatch,
  SubjectToScreen,
} from '../../repositories/monitoring.js';
import {
  candidatesOf,
  recordFingerprint,
  suppressionKey,
  type CaseDraft,
} from '../cases/subject.js';
import type { EventBus } from '../events.js';
import { watchlistIdOf, type TenantWatchlistIndexes } from '../watchlists/tenant-index.js';
import { compareSubject, diffNote, matchOutcome, type FoundMatch } from './compare.js';

export { diffNote };
import { announceAlerts } from './announce.js';

/** Subjects read per page of a re-screen. */
export const RESCREEN_PAGE = 5000;

/** What one re-screen did. */
export interface RescreenSummary {
  subjects: number;
  alerts: number;
  reopened: number;
}

export interface RescreenDeps {
  repos: Repositories;
  events: EventBus;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicAppUrl: string;
  now: () => Date;
  /** Subjects per page (default RESCREEN_PAGE). */
  pageSize?: number;
  /** The tenants' watchlists (a watchlist change's re-screen). */
  watchlists?: TenantWatchlistIndexes | undefined;
}

/** A tenant's watchlist uploaded, replaced or deleted: what its re-screen needs. */
export interface WatchlistChange {
  /** The change's id: its alerts' `updateId` (alerts are unique per change, subject, entry). */
  changeId: string;
  tenantId: string;
  watchlistId: string;
  /** The list's version after the change (its last one when deleted). */
  version: number;
  /** The false-positive cases the change reopened (WatchlistsService.replace); absent: none. */
  reopened?: Array<{ caseId: string | null; mode: string; subjectKey: string; recordId: string }>;
}

export class Rescreen {
  private readonly now: () => Date;

  constructor(private readonly deps: RescreenDeps) {
    this.now = deps.now;
  }

  /**
   * Re-screens every monitored subject (all tenants) against one list update's added and changed
   * entries: reopens the false positives the update changed,
   * writes match changes, alerts and cases per page of subjects, then tells each tenant (one
   * `aml.monitoring.match` event per alert, one e-mail to its owners and admins).
   */
  async run(updateId: string): Promise<RescreenSummary> {
    const { repos, log } = this.deps;
    const startedAt = this.now();
    const update = await repos.sanctions.getUpdate(updateId);
    if (!update || update.baseline) return { subjects: 0, alerts: 0, reopened: 0 };
    const changes = await repos.sanctions.changesOf(updateId);
    const screenedIds = changes.filter((c) => c.kind !== 'removed').map((c) => c.recordId);
    const list = await repos.sanctions.records(update.source as SanctionSource, screenedIds);
    if (!list) return { subjects: 0, alerts: 0, reopened: 0 };
    const index = AmlIndex.build([{ info: list.info, records: list.records }]);
    const fingerprints = new Map(list.records.map((r) => [r.id, recordFingerprint(r)]));
    const entries = {
      screened: new Set(screenedIds),
      removed: new Set(changes.filter((c) => c.kind === 'removed').map((c) => c.recordId)),
      entry: new Map(changes.map((c) => [c.recordId, { name: c.name, source: update.source }])),
    };

    // A changed entry ends the false positives decided on its old fields, for every subject.
    const reopened = await repos.caseMemory.reopenChanged(
      changes
        .filter((c) => c.kind === 'changed' && fingerprints.has(c.recordId))
        .map((c) => ({
          recordId: c.recordId,
          fingerprint: fingerprints.get(c.recordId) ?? '',
          note: diffNote(update.source, update.toVersion, c),
        })),
    );
    const reopenedCase = new Map(
      reopened.map((r) => [`${r.tenantId}|${r.mode}|${r.subjectKey}|${r.recordId}`, r.caseId]),
    );
    const memory = new Map(
      (await repos.caseMemory.memoryOf(screenedIds)).map((m) => [
        `${m.tenantId}|${m.mode}|${m.subjectKey}|${suppressionKey(m.recordId)}`,
        m.fingerprint,
      ]),
    );
    const affected = [...entries.screened, ...entries.removed];
    const byTenant = new Map<string, Array<MonitoringAlert & { mode: string }>>();
    let subjects = 0;
    let alertCount = 0;
    let after: string | null = null;
    for (;;) {
      const page = await repos.monitoringRescreen.subjectsPage(
        after,
        this.deps.pageSize ?? RESCREEN_PAGE,
      );
      if (page.length === 0) break;
      after = page[page.length - 1]?.id ?? null;
      subjects += page.length;
      const stored = new Map<string, Map<string, StoredMatch>>();
      for (const m of await repos.monitoringRescreen.matchesOf(
        page.map((s) => s.id),
        affected,
      )) {
        const of = stored.get(m.subjectId) ?? new Map<string, StoredMatch>();
        of.set(m.recordId, m);
        stored.set(m.subjectId, of);
      }
      const upserts: Array<StoredMatch & { subjectId: string }> = [];
      const deletes: Array<{ subjectId: string; recordId: string }> = [];
      const alerts: AlertDraft[] = [];
      const drafts: CaseDraft[] = [];
      for (const s of page) {
        const own = stored.get(s.id) ?? new Map<string, StoredMatch>();
        const matches =
          index.records.length === 0
            ? []
            : s.kind === 'person'
              ? index.screenPerson({ firstName: s.name, dob: s.dateOfBirth })
              : index.screenBusiness({ company: s.name });
        if (matches.length === 0 && own.size === 0) continue;
        const byId = new Map<string, AmlMatch>(matches.map((m) => [m.record.id, m]));
        const found: FoundMatch[] = matches.map((m) => {
          const f = toFoundRecord(m);
          return {
            recordId: m.record.id,
            fingerprint: fingerprints.get(m.record.id) ?? recordFingerprint(m.record),
            score: m.score,
            outcome: matchOutcome(f.source_type, m.score),
            entryName: m.record.name,
            source: m.record.source,
          };
        });
        const scope = `${s.tenantId}|${s.mode}|${s.subjectKey}`;
        const c = compareSubject(
          found,
          own,
          entries,
          (m) => memory.get(`${scope}|${suppressionKey(m.recordId)}`) === m.fingerprint,
        );
        for (const u of c.upserts) upserts.push({ ...u, subjectId: s.id });
        for (const d of c.deletes) deletes.push({ subjectId: s.id, recordId: d });
        const fresh = c.raised.filter((m) => !reopenedCase.has(`${scope}|${m.recordId}`));
        if (fresh.length > 0) {
          const result = decideAml(
            fresh.map((m) => byId.get(m.recordId)).filter((m): m is AmlMatch => !!m),
            { sources: index.sources },
          );
          drafts.push(subjectDraft(s, result.status, candidatesOf(result, index)));
        }
        for (const a of c.alerts)
          alerts.push({
            tenantId: s.tenantId,
            mode: s.mode,
            subjectId: s.id,
            subjectName: s.name,
            kind: a.kind,
            recordId: a.recordId,
            entryName: a.entryName,
            source: a.source,
            listVersion: update.toVersion,
            updateId,
            // A new case's id is set when the page's cases are written (below).
            caseId: reopenedCase.get(`${scope}|${a.recordId}`) ?? null,
          });
      }
      const written = await repos.monitoringRescreen.writeChanges(
        { upserts, deletes },
        alerts,
        this.now(),
        (tx) => openPageCases(tx, page, alerts, drafts),
      );
      alertCount += written.length;
      for (const a of written) {
        const tenant = a.tenantId;
        const of = byTenant.get(tenant) ?? [];
        of.push(a);
        byTenant.set(tenant, of);
      }
    }
    await repos.monitoring.recordRun(updateId, startedAt, subjects, alertCount);
    for (const [tenantId, alerts] of byTenant)
      await announceAlerts(this.deps, tenantId, alerts).catch((err: unknown) =>
        log.error({ err, tenantId, updateId }, 'monitoring alerts could not be announced'),
      );
    return { subjects, alerts: alertCount, reopened: reopened.length };
  }

  /**
   * Re-screens one tenant's monitored subjects (both modes) against one of its watchlists as it
   * is now: every entry of the list is screened (a deleted list
   * has none), so an entry matched and not stored raises `new_match`, one stored with another
   * fingerprint `changed_match`, and a stored match on the list that is no longer found
   * `match_ended`; cases, events and the e-mail as `run`. No other tenant is read.
   */
  async runWatchlist(change: WatchlistChange): Promise<RescreenSummary> {
    const { repos, watchlists } = this.deps;
    const { tenantId, watchlistId, changeId } = change;
    const lists = watchlists ? await watchlists.of(tenantId) : null;
    const records = (lists?.index.records ?? []).filter((r) => watchlistIdOf(r.id) === watchlistId);
    const index = AmlIndex.build([
      {
        info: {
          source: 'watchlist',
          name: lists?.lists.get(watchlistId)?.name ?? 'watchlist',
          version: String(change.version),
          licence: SOURCE_LICENCES.watchlist,
          recordCount: records.length,
        },
        records,
      },
    ]);
    const screened = new Set(records.map((r) => r.id));
    // As `run`: a reopened false positive's alert names its case, and no second case is opened.
    const reopenedCase = new Map(
      (change.reopened ?? []).map((r) => [`${r.mode}|${r.subjectKey}|${r.recordId}`, r.caseId]),
    );
    const memory = new Map(
      (await repos.caseMemory.memoryOf([...screened]))
        .filter((m) => m.tenantId === tenantId)
        .map((m) => [`${m.mode}|${m.subjectKey}|${suppressionKey(m.recordId)}`, m.fingerprint]),
    );
    const alertsOut: Array<MonitoringAlert & { mode: string }> = [];
    let subjects = 0;
    let after: string | null = null;
    for (;;) {
      const page = await repos.monitoringRescreen.tenantSubjectsPage(
        tenantId,
        after,
        this.deps.pageSize ?? RESCREEN_PAGE,
      );
      if (page.length === 0) break;
      after = page[page.length - 1]?.id ?? null;
      subjects += page.length;
      const stored = new Map<string, Map<string, StoredMatch>>();
      const removed = new Set<string>();
      const entry = new Map<string, { name: string; source: string }>();
      for (const m of await repos.monitoringRescreen.matchesOnWatchlist(
        page.map((s) => s.id),
        watchlistId,
      )) {
        const of = stored.get(m.subjectId) ?? new Map<string, StoredMatch>();
        of.set(m.recordId, m);
        stored.set(m.subjectId, of);
        // Every stored match on the list is compared: one not found again has ended.
        if (!screened.has(m.recordId)) removed.add(m.recordId);
        if (m.entryName) entry.set(m.recordId, { name: m.entryName, source: 'watchlist' });
      }
      const upserts: Array<StoredMatch & { subjectId: string }> = [];
      const deletes: Array<{ subjectId: string; recordId: string }> = [];
      const alerts: AlertDraft[] = [];
      const drafts: CaseDraft[] = [];
      for (const s of page) {
        const own = stored.get(s.id) ?? new Map<string, StoredMatch>();
        const matches =
          records.length === 0
            ? []
            : s.kind === 'person'
              ? index.screenPerson({ firstName: s.name, dob: s.dateOfBirth })
              : index.screenBusiness({ company: s.name });
        if (matches.length === 0 && own.size === 0) continue;
        const byId = new Map<string, AmlMatch>(matches.map((m) => [m.record.id, m]));
        const found: FoundMatch[] = matches.map((m) => ({
          recordId: m.record.id,
          fingerprint: recordFingerprint(m.record),
          score: m.score,
          outcome: matchOutcome(toFoundRecord(m).source_type, m.score),
          entryName: m.record.name,
          source: m.record.source,
        }));
        const scope = `${s.mode}|${s.subjectKey}`;
        const c = compareSubject(
          found,
          own,
          { screened, removed, entry },
          (m) => memory.get(`${scope}|${suppressionKey(m.recordId)}`) === m.fingerprint,
        );
        for (const u of c.upserts) upserts.push({ ...u, subjectId: s.id });
        for (const d of c.deletes) deletes.push({ subjectId: s.id, recordId: d });
        const fresh = c.raised.filter((m) => !reopenedCase.has(`${scope}|${m.recordId}`));
        if (fresh.length > 0) {
          const result = decideAml(
            fresh.map((m) => byId.get(m.recordId)).filter((m): m is AmlMatch => !!m),
            { sources: lists?.sources ?? [] },
          );
          drafts.push(subjectDraft(s, result.status, candidatesOf(result, null, lists)));
        }
        for (const a of c.alerts)
          alerts.push({
            tenantId,
            mode: s.mode,
            subjectId: s.id,
            subjectName: s.name,
            kind: a.kind,
            recordId: a.recordId,
            entryName: a.entryName,
            source: a.source,
            listVersion: change.version,
            updateId: changeId,
            caseId: reopenedCase.get(`${scope}|${a.recordId}`) ?? null,
          });
      }
      const written = await repos.monitoringRescreen.writeChanges(
        { upserts, deletes },
        alerts,
        this.now(),
        (tx) => openPageCases(tx, page, alerts, drafts),
      );
      alertsOut.push(...written);
    }
    if (alertsOut.length > 0)
      await announceAlerts(this.deps, tenantId, alertsOut).catch((err: unknown) =>
        this.deps.log.error(
          { err, tenantId, changeId },
          'monitoring alerts could not be announced',
        ),
      );
    return { subjects, alerts: alertsOut.length, reopened: change.reopened?.length ?? 0 };
  }
}

/** The case a re-screen opens for a monitored subject raised. */
function subjectDraft(
  s: SubjectToScreen,
  decision: string,
  candidates: CaseDraft['candidates'],
): CaseDraft {
  const subject: Record<string, string> = { name: s.name };
  if (s.dateOfBirth) subject.dob = s.dateOfBirth;
  const service = s.kind === 'person' ? 'amlPerson' : 'amlBusiness';
  const { tenantId, mode, kind: subjectKind, subjectKey, reportId } = s;
  const reportDateTime = new Date(s.reportDateTime);
  const opened = { tenantId, mode, origin: 'monitoring' as const, service, subjectKind, subject };
  return { ...opened, subjectKey, reportId, reportDateTime, batchId: null, decision, candidates };
}

/**
 * Opens a page's cases in the page's transaction (one per subject raised) and gives each alert
 * that raised one its case id. An alert that already has a case (a reopened false positive) or
 * that ends a match keeps what it has.
 */
async function openPageCases(
  tx: Db,
  page: ReadonlyArray<{ id: string; subjectKey: string; reportId: string | null }>,
  alerts: AlertDraft[],
  drafts: readonly CaseDraft[],
): Promise<void> {
  const opened = await insertCases(tx, drafts);
  const caseBySubject = new Map(
    opened.map((o) => [`${o.subjectKey}|${o.reportId}`, o.id] as const),
  );
  const subjects = new Map(page.map((p) => [p.id, p] as const));
  for (const a of alerts) {
    if (a.kind === 'match_ended' || a.caseId) continue;
    const s = subjects.get(a.subjectId);
    if (s) a.caseId = caseBySubject.get(`${s.subjectKey}|${s.reportId}`) ?? null;
  }
}
