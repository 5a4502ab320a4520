-- One word per idea (docs/glossary.md): the stored names follow the API's. A screening's result is
-- its decision; where a case stands is its review state, and the closing one a reviewer proposes a
-- disposition; a list entry found for a subject is a match; one person or business on a public list
-- is a list entry. Renames change the catalog only (no rewrite, no index rebuild): indexes, keys,
-- checks and the column lists of triggers follow a renamed column. Function bodies name columns as
-- text, so the case counters' function is written again under its new name below, as migration
-- 0023 did. The case matches' jsonb key `recordId` is rewritten to `entryId`: one update of the
-- cases that have any, inside this migration's transaction.
ALTER TABLE "monitored_subjects" RENAME COLUMN "outcome" TO "decision";--> statement-breakpoint
ALTER TABLE "monitored_subject_matches" RENAME COLUMN "outcome" TO "decision";--> statement-breakpoint
ALTER TABLE "monitored_subject_matches" RENAME COLUMN "record_id" TO "entry_id";--> statement-breakpoint
ALTER INDEX "monitored_subject_matches_record_idx" RENAME TO "monitored_subject_matches_entry_idx";--> statement-breakpoint
ALTER TABLE "monitoring_alerts" RENAME COLUMN "record_id" TO "entry_id";--> statement-breakpoint
ALTER INDEX "monitoring_alerts_update_subject_record_uq" RENAME TO "monitoring_alerts_update_subject_entry_uq";--> statement-breakpoint
ALTER TABLE "false_positive_memory" RENAME COLUMN "record_id" TO "entry_id";--> statement-breakpoint
ALTER TABLE "sanction_list_changes" RENAME COLUMN "record_id" TO "entry_id";--> statement-breakpoint
ALTER TABLE "sanction_records" RENAME TO "list_entries";--> statement-breakpoint
ALTER INDEX "sanction_records_source_seq_idx" RENAME TO "list_entries_source_seq_idx";--> statement-breakpoint
ALTER INDEX "sanction_records_record_id_idx" RENAME TO "list_entries_id_idx";--> statement-breakpoint
ALTER TABLE "cases" RENAME COLUMN "status" TO "review_state";--> statement-breakpoint
ALTER TABLE "cases" RENAME COLUMN "proposed_status" TO "proposed_disposition";--> statement-breakpoint
ALTER TABLE "cases" RENAME COLUMN "candidates" TO "matches";--> statement-breakpoint
ALTER INDEX "cases_tenant_status_idx" RENAME TO "cases_tenant_review_state_idx";--> statement-breakpoint
ALTER TABLE "cases" RENAME CONSTRAINT "cases_status_ck" TO "cases_review_state_ck";--> statement-breakpoint
ALTER TABLE "case_status_counts" RENAME TO "case_state_counts";--> statement-breakpoint
ALTER TABLE "case_state_counts" RENAME COLUMN "status" TO "review_state";--> statement-breakpoint
ALTER TABLE "case_state_counts" RENAME CONSTRAINT "case_status_counts_pk" TO "case_state_counts_pk";--> statement-breakpoint
ALTER TABLE "case_state_counts" RENAME CONSTRAINT "case_status_counts_tenant_id_clients_id_fk" TO "case_state_counts_tenant_id_clients_id_fk";--> statement-breakpoint
ALTER TRIGGER "case_status_counts_on_insert" ON "cases" RENAME TO "case_state_counts_on_insert";--> statement-breakpoint
ALTER TRIGGER "case_status_counts_on_update" ON "cases" RENAME TO "case_state_counts_on_update";--> statement-breakpoint
ALTER TRIGGER "case_status_counts_on_delete" ON "cases" RENAME TO "case_state_counts_on_delete";--> statement-breakpoint
ALTER FUNCTION "pulse_case_status_counts_apply"() RENAME TO "pulse_case_state_counts_apply";--> statement-breakpoint
-- PostgreSQL 18 (and PGlite) also list each NOT NULL as a constraint named after its table and
-- column (`cases_status_not_null`), which PostgreSQL 15 to 17 do not have: renamed where they exist.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT c.conrelid::regclass AS tbl, c.conname, x.new_name
    FROM (VALUES
      ('monitored_subjects', 'monitored_subjects_outcome_not_null', 'monitored_subjects_decision_not_null'),
      ('monitored_subject_matches', 'monitored_subject_matches_outcome_not_null', 'monitored_subject_matches_decision_not_null'),
      ('monitored_subject_matches', 'monitored_subject_matches_record_id_not_null', 'monitored_subject_matches_entry_id_not_null'),
      ('monitoring_alerts', 'monitoring_alerts_record_id_not_null', 'monitoring_alerts_entry_id_not_null'),
      ('false_positive_memory', 'false_positive_memory_record_id_not_null', 'false_positive_memory_entry_id_not_null'),
      ('false_positive_memory', 'case_suppressions_record_id_not_null', 'false_positive_memory_entry_id_not_null'),
      ('sanction_list_changes', 'sanction_list_changes_record_id_not_null', 'sanction_list_changes_entry_id_not_null'),
      ('list_entries', 'sanction_records_source_not_null', 'list_entries_source_not_null'),
      ('list_entries', 'sanction_records_seq_not_null', 'list_entries_seq_not_null'),
      ('list_entries', 'sanction_records_data_not_null', 'list_entries_data_not_null'),
      ('cases', 'cases_status_not_null', 'cases_review_state_not_null'),
      ('cases', 'cases_candidates_not_null', 'cases_matches_not_null'),
      ('case_state_counts', 'case_status_counts_tenant_id_not_null', 'case_state_counts_tenant_id_not_null'),
      ('case_state_counts', 'case_status_counts_mode_not_null', 'case_state_counts_mode_not_null'),
      ('case_state_counts', 'case_status_counts_status_not_null', 'case_state_counts_review_state_not_null'),
      ('case_state_counts', 'case_status_counts_count_not_null', 'case_state_counts_count_not_null')
    ) AS x(tbl, old_name, new_name)
    JOIN pg_constraint c ON c.conrelid = format('%I', x.tbl)::regclass AND c.conname = x.old_name
  LOOP
    EXECUTE format('ALTER TABLE %s RENAME CONSTRAINT %I TO %I', r.tbl, r.conname, r.new_name);
  END LOOP;
  -- Migration 0036 renamed the false-positive memory's table but not these.
  FOR r IN SELECT conname FROM pg_constraint
    WHERE conrelid = '"false_positive_memory"'::regclass AND conname LIKE 'case\_suppressions\_%' LOOP
    EXECUTE format('ALTER TABLE "false_positive_memory" RENAME CONSTRAINT %I TO %I', r.conname,
      'false_positive_memory_' || substr(r.conname, length('case_suppressions_') + 1));
  END LOOP;
END
$$;--> statement-breakpoint
-- Migration 0032's function, naming the columns and the table as they are now; what it does is
-- unchanged.
CREATE OR REPLACE FUNCTION "pulse_case_state_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO case_state_counts AS c (tenant_id, mode, review_state, count)
    SELECT tenant_id, mode, review_state, count(*) FROM new_rows
    GROUP BY tenant_id, mode, review_state ORDER BY tenant_id, mode, review_state
    ON CONFLICT (tenant_id, mode, review_state) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO case_state_counts AS c (tenant_id, mode, review_state, count)
    SELECT tenant_id, mode, review_state, sum(n) FROM (
      SELECT tenant_id, mode, review_state, 1 AS n FROM new_rows
      UNION ALL
      SELECT tenant_id, mode, review_state, -1 AS n FROM old_rows
    ) AS d
    GROUP BY tenant_id, mode, review_state HAVING sum(n) <> 0
    ORDER BY tenant_id, mode, review_state
    ON CONFLICT (tenant_id, mode, review_state) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    UPDATE case_state_counts AS c SET count = c.count - d.n
    FROM (
      SELECT tenant_id, mode, review_state, count(*) AS n FROM old_rows
      GROUP BY tenant_id, mode, review_state
    ) AS d
    WHERE c.tenant_id = d.tenant_id AND c.mode = d.mode AND c.review_state = d.review_state;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
UPDATE "cases" SET "matches" = (
  SELECT coalesce(jsonb_agg((m - 'recordId') || jsonb_build_object('entryId', m -> 'recordId') ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements("matches") WITH ORDINALITY AS x(m, n)
) WHERE jsonb_path_exists("matches", '$[*].recordId');
