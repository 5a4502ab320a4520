-- Reports partitioned by UTC calendar month of request_date_time (docs/decisions.md "Reports:
-- monthly partitions and retention"), so a list page, a count or a retention drop costs the same
-- whatever the number of rows.
--
-- Written by hand: drizzle-kit cannot declare partitioning. `drizzle-kit generate` produced this
-- migration's snapshot from src/db/schema/reports.ts (primary key (id, request_date_time), unique
-- index (reference_id, request_date_time): PostgreSQL requires the partition key in both), and the
-- SQL below reaches exactly that schema, so the next `generate` sees no difference. The partitions
-- themselves are not in the Drizzle schema; they are made by pulse_reports_ensure_partition.
--
-- Existing rows move in one INSERT … SELECT inside the migration's transaction (nothing is lost:
-- on failure the whole migration rolls back); the indexes are built after the copy, which is
-- faster than maintaining them row by row.
ALTER TABLE "reports" RENAME TO "reports_unpartitioned";--> statement-breakpoint
ALTER TABLE "reports_unpartitioned" DROP CONSTRAINT "reports_pkey";--> statement-breakpoint
ALTER TABLE "reports_unpartitioned" DROP CONSTRAINT "reports_client_id_clients_id_fk";--> statement-breakpoint
DROP INDEX "reports_reference_id_uq";--> statement-breakpoint
DROP INDEX "reports_client_time_idx";--> statement-breakpoint
DROP INDEX "reports_client_test_time_idx";--> statement-breakpoint
DROP INDEX "reports_client_status_time_idx";--> statement-breakpoint
DROP INDEX "reports_client_service_time_idx";--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"reference_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"service" text NOT NULL,
	"request_type" text NOT NULL,
	"status" text NOT NULL,
	"api_key_used" text NOT NULL,
	"input_request" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"request_date_time" timestamp (3) with time zone NOT NULL,
	"mode" text DEFAULT 'live' NOT NULL
) PARTITION BY RANGE ("request_date_time");--> statement-breakpoint
-- Catches a row whose month has no partition yet, so an insert never fails; the maintenance job
-- (and pulse_reports_ensure_partition) moves such rows into their month's partition.
CREATE TABLE "reports_default" PARTITION OF "reports" DEFAULT;--> statement-breakpoint
-- Creates the partition `reports_YYYY_MM` of the UTC month holding `month_start` unless it exists,
-- moving into it the rows of that month the default partition holds. Returns true when it created
-- the partition. The new table is attached (SHARE UPDATE EXCLUSIVE on reports) rather than created
-- with PARTITION OF (ACCESS EXCLUSIVE), so lists and lookups keep running meanwhile.
CREATE FUNCTION "pulse_reports_ensure_partition"(month_start date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  first_day date := date_trunc('month', month_start::timestamp)::date;
  part text := 'reports_' || to_char(first_day, 'YYYY_MM');
  lower_bound text := to_char(first_day, 'YYYY-MM-DD') || ' 00:00:00+00';
  upper_bound text := to_char(first_day + interval '1 month', 'YYYY-MM-DD') || ' 00:00:00+00';
BEGIN
  IF to_regclass(format('public.%I', part)) IS NOT NULL THEN
    RETURN false;
  END IF;
  -- Several API processes (and the migration) may ask for the same month at once: one at a time.
  PERFORM pg_advisory_xact_lock(727002);
  IF to_regclass(format('public.%I', part)) IS NOT NULL THEN
    RETURN false;
  END IF;
  EXECUTE format('CREATE TABLE public.%I (LIKE public.reports INCLUDING DEFAULTS)', part);
  -- ATTACH refuses while the default partition holds rows of the month: move them first.
  EXECUTE format(
    'WITH moved AS (DELETE FROM public.reports_default WHERE request_date_time >= $1::timestamptz '
    'AND request_date_time < $2::timestamptz RETURNING *) INSERT INTO public.%I SELECT * FROM moved',
    part) USING lower_bound, upper_bound;
  EXECUTE format('ALTER TABLE public.reports ATTACH PARTITION public.%I FOR VALUES FROM (%L) TO (%L)',
    part, lower_bound, upper_bound);
  RETURN true;
END;
$$;--> statement-breakpoint
-- Removes the partition of the UTC month holding `month_start` (retention) and, in the same
-- transaction, records its reports as deleted in report_outcome_counts (deleted := created): the
-- reports list's total (created - deleted) no longer counts them, while the dashboard's tiles
-- (created) keep the month as history. DETACH first takes the lock on reports before the
-- partition's (the order every query takes them), so no query can deadlock with it. A table left
-- detached by an earlier failed run is finished. Returns true when it removed a table.
CREATE FUNCTION "pulse_reports_drop_partition"(month_start date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  first_day date := date_trunc('month', month_start::timestamp)::date;
  part text := 'reports_' || to_char(first_day, 'YYYY_MM');
  rel regclass;
BEGIN
  PERFORM pg_advisory_xact_lock(727002);
  rel := to_regclass(format('public.%I', part));
  IF rel IS NULL THEN
    RETURN false;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_inherits WHERE inhrelid = rel) THEN
    EXECUTE format('ALTER TABLE public.reports DETACH PARTITION public.%I', part);
  END IF;
  UPDATE report_outcome_counts SET deleted = created
  WHERE month = to_char(first_day, 'YYYY-MM') AND deleted <> created;
  EXECUTE format('DROP TABLE public.%I', part);
  RETURN true;
END;
$$;--> statement-breakpoint
-- A partition for every month that has reports, and for this month and the next two.
SELECT "pulse_reports_ensure_partition"(m::date) FROM (
  SELECT DISTINCT date_trunc('month', "request_date_time" AT TIME ZONE 'UTC') AS m FROM "reports_unpartitioned"
  UNION
  SELECT date_trunc('month', now() AT TIME ZONE 'UTC') + make_interval(months => k) FROM generate_series(0, 2) AS k
) AS months ORDER BY m;--> statement-breakpoint
INSERT INTO "reports" ("id", "reference_id", "client_id", "service", "request_type", "status", "api_key_used",
                       "input_request", "result", "request_date_time", "mode")
SELECT "id", "reference_id", "client_id", "service", "request_type", "status", "api_key_used",
       "input_request", "result", "request_date_time", "mode"
FROM "reports_unpartitioned";--> statement-breakpoint
DROP TABLE "reports_unpartitioned";--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_pkey" PRIMARY KEY("id","request_date_time");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reference_id_uq" ON "reports" USING btree ("reference_id","request_date_time");--> statement-breakpoint
CREATE INDEX "reports_client_time_idx" ON "reports" USING btree ("client_id","request_date_time","id");--> statement-breakpoint
CREATE INDEX "reports_client_test_time_idx" ON "reports" USING btree ("client_id","request_date_time","id") WHERE "reports"."mode" = 'test';--> statement-breakpoint
CREATE INDEX "reports_client_status_time_idx" ON "reports" USING btree ("client_id","status","request_date_time","id");--> statement-breakpoint
CREATE INDEX "reports_client_service_time_idx" ON "reports" USING btree ("client_id","service","request_date_time","id");--> statement-breakpoint
ANALYZE "reports";
