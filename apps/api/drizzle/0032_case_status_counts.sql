CREATE TABLE "case_status_counts" (
	"tenant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "case_status_counts_pk" PRIMARY KEY("tenant_id","mode","status")
);
--> statement-breakpoint
ALTER TABLE "case_status_counts" ADD CONSTRAINT "case_status_counts_tenant_id_clients_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The counts per status of the case review queue (docs/adr/0046-case-review.md), kept as
-- report_outcome_months is (migration 0019): statement-level triggers on cases, one run per
-- statement aggregated over its rows, so a batch chunk's multi-row insert updates each counter
-- once, and every writer (API, SQL) keeps them equal to the cases. Groups are upserted in key
-- order, so two transactions lock counters in the same order and cannot deadlock on them. A DELETE
-- only updates rows that exist: when a client is deleted its counters go by the cascade, and the
-- trigger must not insert them again.
CREATE FUNCTION "pulse_case_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO case_status_counts AS c (tenant_id, mode, status, count)
    SELECT tenant_id, mode, status, count(*) FROM new_rows
    GROUP BY tenant_id, mode, status ORDER BY tenant_id, mode, status
    ON CONFLICT (tenant_id, mode, status) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO case_status_counts AS c (tenant_id, mode, status, count)
    SELECT tenant_id, mode, status, sum(n) FROM (
      SELECT tenant_id, mode, status, 1 AS n FROM new_rows
      UNION ALL
      SELECT tenant_id, mode, status, -1 AS n FROM old_rows
    ) AS d
    GROUP BY tenant_id, mode, status HAVING sum(n) <> 0 ORDER BY tenant_id, mode, status
    ON CONFLICT (tenant_id, mode, status) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    UPDATE case_status_counts AS c SET count = c.count - d.n
    FROM (
      SELECT tenant_id, mode, status, count(*) AS n FROM old_rows GROUP BY tenant_id, mode, status
    ) AS d
    WHERE c.tenant_id = d.tenant_id AND c.mode = d.mode AND c.status = d.status;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- No case may change between the backfill below and the triggers taking over.
LOCK TABLE "cases" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TRIGGER "case_status_counts_on_insert" AFTER INSERT ON "cases"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "pulse_case_status_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "case_status_counts_on_update" AFTER UPDATE ON "cases"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "pulse_case_status_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "case_status_counts_on_delete" AFTER DELETE ON "cases"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "pulse_case_status_counts_apply"();--> statement-breakpoint
INSERT INTO "case_status_counts" ("tenant_id", "mode", "status", "count")
SELECT "tenant_id", "mode", "status", count(*) FROM "cases" GROUP BY "tenant_id", "mode", "status";
