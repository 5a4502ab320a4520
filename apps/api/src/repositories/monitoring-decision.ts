/**
 * A monitored subject's current decision and match count, from its stored matches
 * (docs/adr/0047-aml-monitoring.md): the worst decision of the matches still raised, VERIFIED when
 * none is. A stored match whose entry a reviewer closed as a false positive for the subject is not
 * raised while the entry's fingerprint is unchanged (the false-positive memory of
 * docs/adr/0046-case-review.md), so closing such a case clears the subject and a change of the
 * entry raises it again.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/index.js';

/** `memoryKey` of services/cases/subject.ts in SQL: OFAC's two files share one numbering. */
const entryKey = (column: string) =>
  sql.raw(`regexp_replace(${column}, '^ofac-(sdn|consolidated):', 'ofac:')`);

/**
 * Sets `decision` and `match_count` of the subjects `which` selects (a condition on
 * `monitored_subjects t`), and `last_screened_at` when `screenedAt` is given.
 */
export async function refreshDecisions(db: Db, which: SQL, screenedAt?: Date): Promise<void> {
  await db.execute(sql`
    update monitored_subjects s
    set match_count = coalesce(m.n, 0),
        decision = coalesce(m.worst, 'VERIFIED')
        ${screenedAt ? sql`, last_screened_at = ${screenedAt.toISOString()}::timestamptz` : sql``}
    from monitored_subjects t
    left join lateral (
      select count(*)::int as n,
             (array_agg(mm.decision order by case mm.decision when 'DECLINED' then 3
                when 'RISKY' then 2 when 'SUSPICIOUS' then 1 else 0 end desc))[1] as worst
      from monitored_subject_matches mm
      where mm.subject_id = t.id
        and not exists (
          select 1 from false_positive_memory cs
          where cs.tenant_id = t.tenant_id and cs.mode = t.mode and cs.subject_key = t.subject_key
            and ${entryKey('cs.entry_id')} = ${entryKey('mm.entry_id')}
            and cs.fingerprint = mm.fingerprint)
    ) m on true
    where s.id = t.id and ${which}`);
}

/** The subjects of these ids. */
export const subjectsById = (ids: readonly string[]): SQL =>
  sql`t.id = any(${sql.param([...ids])}::uuid[])`;

/** The subject of a key in a tenant's mode (at most one: monitored_subjects_tenant_key_uq). */
export const subjectOfKey = (tenantId: string, mode: string, subjectKey: string): SQL =>
  sql`t.tenant_id = ${tenantId}::uuid and t.mode = ${mode} and t.subject_key = ${subjectKey}`;
