/**
 * The bulk reads and writes of a monitoring re-screen (docs/adr/0047-aml-monitoring.md): every
 * tenant's subjects paged by id, their stored matches on an update's entries, one transaction per
 * page for its match changes, cases and alerts (multi-row statements), and the run's record.
 * Not scoped by tenant: the re-screen job works every tenant's subjects.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import {
  ALERT_COLUMNS,
  upsertMatches,
  type AlertDraft,
  type MatchChanges,
  type MonitoringAlert,
  type StoredMatch,
  type SubjectToScreen,
} from './monitoring.js';
import { refreshDecisions, subjectsById } from './monitoring-decision.js';
import {
  StoredMatchRow,
  SubjectToScreenRow,
  WatchlistMatchRow,
  WrittenAlertRow,
} from './monitoring-rows.js';
import { rowsOf } from './sql.js';
import { runTransaction, txDb } from './transaction.js';

export class MonitoringRescreenRepository {
  constructor(private readonly db: Db) {}

  /** A page of every tenant's subjects in id order, after `afterId`. */
  subjectsPage(afterId: string | null, limit: number): Promise<SubjectToScreen[]> {
    return rowsOf(
      this.db,
      sql`select id, tenant_id as "tenantId", mode, kind, name, date_of_birth as "dateOfBirth",
                 subject_key as "subjectKey", report_id as "reportId",
                 report_date_time as "reportDateTime"
          from monitored_subjects
          ${afterId ? sql`where id > ${afterId}::uuid` : sql``}
          order by id limit ${limit}`,
      SubjectToScreenRow,
    );
  }

  /** A page of one tenant's subjects (both modes) in id order, after `afterId`. */
  tenantSubjectsPage(
    tenantId: string,
    afterId: string | null,
    limit: number,
  ): Promise<SubjectToScreen[]> {
    return rowsOf(
      this.db,
      sql`select id, tenant_id as "tenantId", mode, kind, name, date_of_birth as "dateOfBirth",
                 subject_key as "subjectKey", report_id as "reportId",
                 report_date_time as "reportDateTime"
          from monitored_subjects
          where tenant_id = ${tenantId}::uuid ${afterId ? sql`and id > ${afterId}::uuid` : sql``}
          order by id limit ${limit}`,
      SubjectToScreenRow,
    );
  }

  /**
   * The stored matches of `subjectIds` on the entries of one watchlist (record ids
   * `watchlist:<watchlistId>:…`), each with the entry's name as its last alert showed it (the
   * entry may be gone from the list).
   */
  async matchesOnWatchlist(
    subjectIds: readonly string[],
    watchlistId: string,
  ): Promise<Array<StoredMatch & { subjectId: string; entryName: string | null }>> {
    if (subjectIds.length === 0) return [];
    const found = await rowsOf(
      this.db,
      sql`select m.subject_id as "subjectId", m.entry_id as "entryId", m.fingerprint, m.score,
                 m.decision, (select a.entry_name from monitoring_alerts a
                             where a.subject_id = m.subject_id and a.entry_id = m.entry_id
                             order by a.created_at desc limit 1) as "entryName"
          from monitored_subject_matches m
          where m.subject_id = any(${sql.param([...subjectIds])}::uuid[])
            and starts_with(m.entry_id, ${`watchlist:${watchlistId}:`})`,
      WatchlistMatchRow,
    );
    return found.map((m) => ({ ...m, score: Number(m.score) }));
  }

  /** The stored matches of `subjectIds` on the entries `entryIds`. */
  async matchesOf(
    subjectIds: readonly string[],
    entryIds: readonly string[],
  ): Promise<Array<StoredMatch & { subjectId: string }>> {
    if (subjectIds.length === 0 || entryIds.length === 0) return [];
    const found = await rowsOf(
      this.db,
      sql`select subject_id as "subjectId", entry_id as "entryId", fingerprint, score, decision
          from monitored_subject_matches
          where subject_id = any(${sql.param([...subjectIds])}::uuid[])
            and entry_id = any(${sql.param([...entryIds])}::text[])`,
      StoredMatchRow,
    );
    return found.map((m) => ({ ...m, score: Number(m.score) }));
  }

  /**
   * Writes a page's match changes and alerts in ONE transaction (multi-row statements), then
   * sets the changed subjects' decision and count from their stored matches (refreshDecisions).
   */
  async writeChanges(
    changes: MatchChanges,
    alerts: AlertDraft[],
    at: Date,
    before: (tx: Db) => Promise<void>,
  ): Promise<Array<MonitoringAlert & { tenantId: string; mode: string }>> {
    if (changes.upserts.length === 0 && changes.deletes.length === 0 && alerts.length === 0)
      return [];
    return runTransaction(this.db, async (handle) => {
      const tx = txDb(handle);
      await before(tx);
      if (changes.deletes.length > 0)
        await tx.execute(sql`
          delete from monitored_subject_matches m
          using unnest(${sql.param(changes.deletes.map((d) => d.subjectId))}::uuid[],
                       ${sql.param(changes.deletes.map((d) => d.entryId))}::text[])
                as d(subject_id, entry_id)
          where m.subject_id = d.subject_id and m.entry_id = d.entry_id`);
      await upsertMatches(tx, changes.upserts);
      const written = await insertAlerts(tx, alerts);
      const touched = [
        ...new Set([...changes.upserts, ...changes.deletes].map((c) => c.subjectId)),
      ];
      if (touched.length > 0) await refreshDecisions(tx, subjectsById(touched), at);
      return written;
    });
  }
}

async function insertAlerts(
  tx: Db,
  list: readonly AlertDraft[],
): Promise<Array<MonitoringAlert & { tenantId: string; mode: string }>> {
  if (list.length === 0) return [];
  const col = <T>(f: (d: AlertDraft) => T) => sql.param(list.map(f));
  const written = await rowsOf(
    tx,
    sql`
    insert into monitoring_alerts as a (tenant_id, mode, subject_id, subject_name, kind, entry_id,
                                   entry_name, source, list_version, update_id, case_id)
    select * from unnest(
      ${col((a) => a.tenantId)}::uuid[], ${col((a) => a.mode)}::text[],
      ${col((a) => a.subjectId)}::uuid[], ${col((a) => a.subjectName)}::text[],
      ${col((a) => a.kind)}::text[], ${col((a) => a.entryId)}::text[],
      ${col((a) => a.entryName)}::text[], ${col((a) => a.source)}::text[],
      ${col((a) => a.listVersion)}::int[], ${col((a) => a.updateId)}::uuid[],
      ${col((a) => a.caseId)}::uuid[]
    )
    on conflict (update_id, subject_id, entry_id) do nothing
    returning ${ALERT_COLUMNS}, a.tenant_id as "tenantId", a.mode`,
    WrittenAlertRow,
  );
  return written.map((a) => ({ ...a, listVersion: Number(a.listVersion) }));
}
