-- The indexes PostgreSQL makes on a partition of `reports` when it is attached are named after
-- the parent index's own column names, which keep the name the column had at CREATE INDEX time
-- (`client_id`, migration 0018): the column rename of 0023 left them as
-- `reports_2026_11_client_id_request_date_time_id_idx`. Renaming an index changes only its name
-- in the catalog (no rebuild), so each partition's indexes are renamed after the tenant here, and
-- every partition made later is renamed as it is attached (docs/adr/0008-id-names.md).
CREATE FUNCTION "pulse_reports_name_partition_indexes"(part regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = part AND strpos(c.relname, 'client_id') > 0 LOOP
    EXECUTE format('ALTER INDEX public.%I RENAME TO %I', r.relname,
      replace(r.relname, 'client_id', 'tenant_id'));
  END LOOP;
END;
$$;--> statement-breakpoint
-- As in migration 0018, with the partition's indexes named after the tenant once attached.
CREATE OR REPLACE FUNCTION "pulse_reports_ensure_partition"(month_start date) RETURNS boolean LANGUAGE plpgsql AS $$
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
  PERFORM pulse_reports_name_partition_indexes(format('public.%I', part)::regclass);
  RETURN true;
END;
$$;--> statement-breakpoint
SELECT "pulse_reports_name_partition_indexes"(inhrelid::regclass) FROM pg_inherits
WHERE inhparent = 'public.reports'::regclass;
