-- The indexes a partition of `reports` gets when it is attached are named by PostgreSQL after
-- each parent index's column names. The sort indexes below have the same columns as the status
-- and service indexes of migration 0018, whose column names still say `client_id`, so a new month
-- gets both `…_client_id_status_request_date_time_id_idx` and `…_tenant_id_status_…_idx`, and the
-- renaming of migration 0024 would give the first the second's name. It now takes the next free
-- name (`…_idx1`, as PostgreSQL itself names a clash), within the 63 bytes of an identifier.
CREATE OR REPLACE FUNCTION "pulse_reports_name_partition_indexes"(part regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
  wanted text;
  candidate text;
  n int;
BEGIN
  FOR r IN SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = part AND strpos(c.relname, 'client_id') > 0 LOOP
    wanted := replace(r.relname, 'client_id', 'tenant_id');
    candidate := wanted;
    n := 0;
    WHILE to_regclass(format('public.%I', candidate)) IS NOT NULL LOOP
      n := n + 1;
      candidate := left(wanted, 63 - length(n::text)) || n;
    END LOOP;
    EXECUTE format('ALTER INDEX public.%I RENAME TO %I', r.relname, candidate);
  END LOOP;
END;
$$;--> statement-breakpoint
-- The ascending service and status orders of GET /reports, newest first within each value
-- (docs/adr/0057-reports-sorting.md); created on the parent, so every month partition gets them.
CREATE INDEX "reports_tenant_status_newest_idx" ON "reports" USING btree ("tenant_id","status","request_date_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_tenant_service_newest_idx" ON "reports" USING btree ("tenant_id","service","request_date_time" DESC NULLS LAST,"id" DESC NULLS LAST);
