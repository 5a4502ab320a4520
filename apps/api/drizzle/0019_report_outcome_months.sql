CREATE TABLE "report_outcome_months" (
	"client_id" uuid NOT NULL,
	"month" char(7) NOT NULL,
	"service" text NOT NULL,
	"status" text NOT NULL,
	"mode" text DEFAULT 'live' NOT NULL,
	"created" bigint DEFAULT 0 NOT NULL,
	"deleted" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_outcome_months_pk" PRIMARY KEY("client_id","month","service","status","mode")
);
--> statement-breakpoint
ALTER TABLE "report_outcome_months" ADD CONSTRAINT "report_outcome_months_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Monthly rollup of report_outcome_counts (src/db/schema/reports.ts): the reports list's total
-- over whole months sums these few rows instead of every day's. Kept by statement-level triggers
-- on the daily table, so every writer (API, retention's pulse_reports_drop_partition, seed
-- scripts, SQL) keeps both equal; one trigger run per statement, aggregated over its rows.
-- The groups are upserted in key order, so two transactions lock the monthly rows in the same
-- order and cannot deadlock on them. A DELETE only updates rows that exist: when a client is
-- deleted its monthly rows go by the cascade, and the trigger must not insert them again.
CREATE FUNCTION "pulse_report_outcome_months_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_outcome_months AS m (client_id, month, service, status, mode, created, deleted)
    SELECT client_id, month, service, status, mode, sum(created), sum(deleted)
    FROM new_rows GROUP BY client_id, month, service, status, mode
    ORDER BY client_id, month, service, status, mode
    ON CONFLICT (client_id, month, service, status, mode) DO UPDATE
      SET created = m.created + excluded.created, deleted = m.deleted + excluded.deleted;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO report_outcome_months AS m (client_id, month, service, status, mode, created, deleted)
    SELECT client_id, month, service, status, mode, sum(created), sum(deleted)
    FROM (
      SELECT client_id, month, service, status, mode, created, deleted FROM new_rows
      UNION ALL
      SELECT client_id, month, service, status, mode, -created, -deleted FROM old_rows
    ) AS d
    GROUP BY client_id, month, service, status, mode
    HAVING sum(created) <> 0 OR sum(deleted) <> 0
    ORDER BY client_id, month, service, status, mode
    ON CONFLICT (client_id, month, service, status, mode) DO UPDATE
      SET created = m.created + excluded.created, deleted = m.deleted + excluded.deleted;
  ELSE
    UPDATE report_outcome_months AS m
    SET created = m.created - d.created, deleted = m.deleted - d.deleted
    FROM (
      SELECT client_id, month, service, status, mode, sum(created) AS created, sum(deleted) AS deleted
      FROM old_rows GROUP BY client_id, month, service, status, mode
    ) AS d
    WHERE m.client_id = d.client_id AND m.month = d.month AND m.service = d.service
      AND m.status = d.status AND m.mode = d.mode;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- No counter may change between the backfill below and the triggers taking over.
LOCK TABLE "report_outcome_counts" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TRIGGER "report_outcome_months_on_insert" AFTER INSERT ON "report_outcome_counts"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "pulse_report_outcome_months_apply"();--> statement-breakpoint
CREATE TRIGGER "report_outcome_months_on_update" AFTER UPDATE ON "report_outcome_counts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "pulse_report_outcome_months_apply"();--> statement-breakpoint
CREATE TRIGGER "report_outcome_months_on_delete" AFTER DELETE ON "report_outcome_counts"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "pulse_report_outcome_months_apply"();--> statement-breakpoint
INSERT INTO "report_outcome_months" ("client_id", "month", "service", "status", "mode", "created", "deleted")
SELECT "client_id", "month", "service", "status", "mode", sum("created"), sum("deleted")
FROM "report_outcome_counts" GROUP BY "client_id", "month", "service", "status", "mode";
