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
import { matchesOf, entryFingerprint, memoryKey, type CaseDraft } from '../cases/subject.js';
import type { EventBus } from '../events.js';
import { watchlistIdOf, type TenantWatchlistIndexes } from '../watchlists/tenant-index.js';
import {
  compareSubject,
  diffNote,
  matchDecision,
  type FoundMatch,
  type UpdateEntries,
} from './compare.js';

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
  reopened?: Array<{ caseId: string | null; mode: string; subjectKey: string; entryId: string }>;
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
    const screenedIds = changes.filter((c) => c.kind !== 'removed').map((c) => c.entryId);
    const list = await repos.sanctions.records(update.source as SanctionSource, screenedIds);
    if (!list) return { subjects: 0, alerts: 0, reopened: 0 };
    const index = AmlIndex.build([{ info: list.info, records: list.records }]);
    const fingerprints = new Map(list.records.map((r) => [r.id, entryFingerprint(r)]));
    const entries: UpdateEntries = {
      screened: new Set(screenedIds),
      removed: new Set(changes.filter((c) => c.kind === 'removed').map((c) => c.entryId)),
      entry: new Map(changes.map((c) => [c.entryId, { name: c.name, source: update.source }])),
    };
    const affected = [...entries.screened, ...entries.removed];

    // A changed entry ends the false positives decided on its old fields, for every subject.
    const reopened = await repos.falsePositiveMemory.reopenChanged(
      changes
        .filter((c) => c.kind === 'changed' && fingerprints.has(c.entryId))
        .map((c) => ({
          entryId: c.entryId,
          fingerprint: fingerprints.get(c.entryId) ?? '',
          note: diffNote(update.source, update.toVersion, c),
        })),
    );
    const { subjects, alerts } = await this.screen({
      index,
      sources: index.sources,
      caseMatches: (result) => matchesOf(result, index),
      fingerprint: (record) => fingerprints.get(record.id) ?? entryFingerprint(record),
      subjectsPage: (after, size) => repos.monitoringRescreen.subjectsPage(after, size),
      storedOf: async (ids) => ({
        stored: await repos.monitoringRescreen.matchesOf(ids, affected),
        entries,
      }),
      reopenedCase: new Map(
        reopened.map((r) => [`${r.tenantId}|${r.mode}|${r.subjectKey}|${r.entryId}`, r.caseId]),
      ),
      memory: await this.memoryOf(screenedIds),
      listVersion: update.toVersion,
      updateId,
    });
    await repos.monitoring.recordRun(updateId, startedAt, subjects, alerts.length);
    const byTenant = new Map<string, Array<MonitoringAlert & { tenantId: string; mode: string }>>();
    for (const a of alerts) byTenant.set(a.tenantId, [...(byTenant.get(a.tenantId) ?? []), a]);
    for (const [tenantId, of] of byTenant)
      await announceAlerts(this.deps, tenantId, of).catch((err: unknown) =>
        log.error({ err, tenantId, updateId }, 'monitoring alerts could not be announced'),
      );
    return { subjects, alerts: alerts.length, reopened: reopened.length };
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
    const memory = await this.memoryOf([...screened], tenantId);
    const { subjects, alerts } = await this.screen({
      index,
      sources: lists?.sources ?? [],
      caseMatches: (result) => matchesOf(result, null, lists),
      fingerprint: entryFingerprint,
      subjectsPage: (after, size) =>
        repos.monitoringRescreen.tenantSubjectsPage(tenantId, after, size),
      // Every stored match on the list is compared: one not found again has ended.
      storedOf: async (ids) => {
        const stored = await repos.monitoringRescreen.matchesOnWatchlist(ids, watchlistId);
        const removed = new Set<string>();
        const entry = new Map<string, { name: string; source: string }>();
        for (const m of stored) {
          if (!screened.has(m.entryId)) removed.add(m.entryId);
          if (m.entryName) entry.set(m.entryId, { name: m.entryName, source: 'watchlist' });
        }
        return { stored, entries: { screened, removed, entry } };
      },
      reopenedCase: new Map(
        (change.reopened ?? []).map((r) => [
          `${tenantId}|${r.mode}|${r.subjectKey}|${r.entryId}`,
          r.caseId,
        ]),
      ),
      memory,
      listVersion: change.version,
      updateId: changeId,
    });
    if (alerts.length > 0)
      await announceAlerts(this.deps, tenantId, alerts).catch((err: unknown) =>
        this.deps.log.error(
          { err, tenantId, changeId },
          'monitoring alerts could not be announced',
        ),
      );
    return { subjects, alerts: alerts.length, reopened: change.reopened?.length ?? 0 };
  }

  /**
   * The false-positive memory of the given entries: fingerprint by
   * `tenant|mode|subjectKey|memoryKey`, of one tenant when `tenantId` is given.
   */
  private async memoryOf(entryIds: string[], tenantId?: string): Promise<Map<string, string>> {
    return new Map(
      (await this.deps.repos.falsePositiveMemory.memoryOf(entryIds))
        .filter((m) => tenantId === undefined || m.tenantId === tenantId)
        .map((m) => [
          `${m.tenantId}|${m.mode}|${m.subjectKey}|${memoryKey(m.entryId)}`,
          m.fingerprint,
        ]),
    );
  }

  /**
   * The one re-screen path of a list update and of a watchlist change: each page of subjects
   * screened against the plan's index and compared with its stored matches (compareSubject), its
   * match changes, alerts and cases written in one transaction. A match of a reopened false
   * positive opens no second case: its alert names the reopened one.
   * @returns the subjects read and the alerts written
   */
  private async screen(plan: RescreenPlan): Promise<{
    subjects: number;
    alerts: Array<MonitoringAlert & { tenantId: string; mode: string }>;
  }> {
    const { repos } = this.deps;
    const out: Array<MonitoringAlert & { tenantId: string; mode: string }> = [];
    let subjects = 0;
    let after: string | null = null;
    for (;;) {
      const page = await plan.subjectsPage(after, this.deps.pageSize ?? RESCREEN_PAGE);
      if (page.length === 0) break;
      after = page[page.length - 1]?.id ?? null;
      subjects += page.length;
      const { stored: storedRows, entries } = await plan.storedOf(page.map((s) => s.id));
      const stored = new Map<string, Map<string, StoredMatch>>();
      for (const m of storedRows) {
        const of = stored.get(m.subjectId) ?? new Map<string, StoredMatch>();
        of.set(m.entryId, m);
        stored.set(m.subjectId, of);
      }
      const changes: PageChanges = { upserts: [], deletes: [], alerts: [], drafts: [] };
      for (const s of page)
        this.screenSubject(plan, s, stored.get(s.id) ?? new Map(), entries, changes);
      const { upserts, deletes, alerts, drafts } = changes;
      out.push(
        ...(await repos.monitoringRescreen.writeChanges(
          { upserts, deletes },
          alerts,
          this.now(),
          (tx) => openPageCases(tx, page, alerts, drafts),
        )),
      );
    }
    return { subjects, alerts: out };
  }

  /** One subject of a page: its matches now against those stored, into the page's changes. */
  private screenSubject(
    plan: RescreenPlan,
    s: SubjectToScreen,
    own: ReadonlyMap<string, StoredMatch>,
    entries: UpdateEntries,
    changes: PageChanges,
  ): void {
    const { index } = plan;
    const matches =
      index.records.length === 0
        ? []
        : s.kind === 'person'
          ? index.screenPerson({ firstName: s.name, dob: s.dateOfBirth })
          : index.screenBusiness({ company: s.name });
    if (matches.length === 0 && own.size === 0) return;
    const byId = new Map<string, AmlMatch>(matches.map((m) => [m.record.id, m]));
    const found: FoundMatch[] = matches.map((m) => ({
      entryId: m.record.id,
      fingerprint: plan.fingerprint(m.record),
      score: m.score,
      decision: matchDecision(toFoundRecord(m).source_type, m.score),
      entryName: m.record.name,
      source: m.record.source,
    }));
    const scope = `${s.tenantId}|${s.mode}|${s.subjectKey}`;
    const c = compareSubject(
      found,
      own,
      entries,
      (m) => plan.memory.get(`${scope}|${memoryKey(m.entryId)}`) === m.fingerprint,
    );
    for (const u of c.upserts) changes.upserts.push({ ...u, subjectId: s.id });
    for (const d of c.deletes) changes.deletes.push({ subjectId: s.id, entryId: d });
    const fresh = c.raised.filter((m) => !plan.reopenedCase.has(`${scope}|${m.entryId}`));
    if (fresh.length > 0) {
      const result = decideAml(
        fresh.map((m) => byId.get(m.entryId)).filter((m): m is AmlMatch => !!m),
        { sources: plan.sources },
      );
      changes.drafts.push(subjectDraft(s, result.status, plan.caseMatches(result)));
    }
    for (const a of c.alerts)
      changes.alerts.push({
        tenantId: s.tenantId,
        mode: s.mode,
        subjectId: s.id,
        subjectName: s.name,
        kind: a.kind,
        entryId: a.entryId,
        entryName: a.entryName,
        source: a.source,
        listVersion: plan.listVersion,
        updateId: plan.updateId,
        // A new case's id is set when the page's cases are written (openPageCases).
        caseId: plan.reopenedCase.get(`${scope}|${a.entryId}`) ?? null,
      });
  }
}

/**
 * What one re-screen compares every subject with (Rescreen.screen): a list's entries as an index,
 * and how the subjects, their stored matches and the entries those name are read.
 */
interface RescreenPlan {
  index: AmlIndex;
  /** The lists decideAml names a case's decision from. */
  sources: NonNullable<Parameters<typeof decideAml>[1]>['sources'];
  /** A new case's matches from the decision. */
  caseMatches: (result: ReturnType<typeof decideAml>) => CaseDraft['matches'];
  /** An entry's fingerprint (its fields a false positive was decided on). */
  fingerprint: (record: AmlMatch['record']) => string;
  subjectsPage: (after: string | null, size: number) => Promise<SubjectToScreen[]>;
  /** The stored matches of a page's subjects that are compared, and the entries compared. */
  storedOf: (
    subjectIds: string[],
  ) => Promise<{ stored: Array<StoredMatch & { subjectId: string }>; entries: UpdateEntries }>;
  /** The cases of reopened false positives, by `tenant|mode|subjectKey|entryId`. */
  reopenedCase: ReadonlyMap<string, string | null>;
  /** The false-positive memory (Rescreen.memoryOf). */
  memory: ReadonlyMap<string, string>;
  listVersion: number;
  updateId: string;
}

/** What a page of subjects writes in its transaction. */
interface PageChanges {
  upserts: Array<StoredMatch & { subjectId: string }>;
  deletes: Array<{ subjectId: string; entryId: string }>;
  alerts: AlertDraft[];
  drafts: CaseDraft[];
}

/** The case a re-screen opens for a monitored subject raised. */
function subjectDraft(
  s: SubjectToScreen,
  decision: string,
  matches: CaseDraft['matches'],
): CaseDraft {
  const subject: Record<string, string> = { name: s.name };
  if (s.dateOfBirth) subject.dob = s.dateOfBirth;
  const service = s.kind === 'person' ? 'amlPerson' : 'amlBusiness';
  const { tenantId, mode, kind: subjectKind, subjectKey, reportId } = s;
  const reportDateTime = new Date(s.reportDateTime);
  const opened = { tenantId, mode, origin: 'monitoring' as const, service, subjectKind, subject };
  return { ...opened, subjectKey, reportId, reportDateTime, batchId: null, decision, matches };
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
