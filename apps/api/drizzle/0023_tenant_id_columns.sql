-- The internal tenant UUID (clients.id) has one name in SQL as in TypeScript: the foreign keys
-- that point at a tenant are `tenant_id`; `client_id` is only the public text id `cl_…` in
-- `clients` (docs/adr/0008-id-names.md).
--
-- Written by hand. The snapshot is what `drizzle-kit generate` wrote for the renamed columns (each
-- answered as renamed), with the index names of src/db/schema renamed the same way; the next
-- `generate` sees no difference. Its SQL dropped and rebuilt every index, primary key and foreign
-- key on the renamed columns; renaming in place reaches the same schema without moving or
-- re-indexing a row: indexes, primary keys and the column lists of triggers (UPDATE OF …) follow a
-- column by its number, so only the columns, the names of the foreign keys and indexes, and the
-- bodies of the SQL and plpgsql functions (which name columns as text, resolved at run time)
-- change. On the partitioned `reports`, renaming the parent's column renames it in every
-- partition.
--
-- The migration holds an ACCESS EXCLUSIVE lock on each of these tables until it commits; as no
-- table is rewritten, that is milliseconds.
ALTER TABLE "consents" RENAME COLUMN "client_id" TO "tenant_id";--> statement-breakpoint
ALTER TABLE "email_verification_tokens" RENAME COLUMN "client_id" TO "tenant_id";--> statement-breakpoint
ALTER TABLE "api_keys" RENAME COLUMN "client_id" TO "tenant_id";--> statement-breakpoint
ALTER TABLE "monthly_usage" RENAME COLUMN "client_id" TO "tenant_id";--> statement-breakpoint
ALTER TABLE "service_balances" RENAME COLUMN "client_id" TO "tenant_id";--> statement-breakpoint
ALTER TABLE "report_outcome_counts" RENAME COLUMN "client_id" TO "tenant_id";--> statement-breakpoint
ALTER TABLE "report_outcome_months" RENAME COLUMN "client_id" TO "tenant_id";--> statement-breakpoint
ALTER TABLE "reports" RENAME COLUMN "client_id" TO "tenant_id";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "client_id" TO "tenant_id";--> statement-breakpoint
ALTER TABLE "api_requests" RENAME COLUMN "client_id" TO "tenant_id";--> statement-breakpoint
ALTER TABLE "usage_alerts" RENAME COLUMN "client_id" TO "tenant_id";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" RENAME COLUMN "client_id" TO "tenant_id";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" RENAME COLUMN "client_id" TO "tenant_id";--> statement-breakpoint
ALTER TABLE "invitations" RENAME COLUMN "client_id" TO "tenant_id";--> statement-breakpoint
ALTER TABLE "members" RENAME COLUMN "client_id" TO "tenant_id";--> statement-breakpoint
ALTER TABLE "sessions" RENAME COLUMN "client_id" TO "tenant_id";--> statement-breakpoint
ALTER TABLE "audit_events" RENAME COLUMN "client_id" TO "tenant_id";--> statement-breakpoint
ALTER TABLE "two_factor_secrets" RENAME COLUMN "client_id" TO "tenant_id";--> statement-breakpoint
ALTER TABLE "consents" RENAME CONSTRAINT "consents_client_id_clients_id_fk" TO "consents_tenant_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "email_verification_tokens" RENAME CONSTRAINT "email_verification_tokens_client_id_clients_id_fk" TO "email_verification_tokens_tenant_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "api_keys" RENAME CONSTRAINT "api_keys_client_id_clients_id_fk" TO "api_keys_tenant_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "monthly_usage" RENAME CONSTRAINT "monthly_usage_client_id_clients_id_fk" TO "monthly_usage_tenant_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "service_balances" RENAME CONSTRAINT "service_balances_client_id_clients_id_fk" TO "service_balances_tenant_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "report_outcome_counts" RENAME CONSTRAINT "report_outcome_counts_client_id_clients_id_fk" TO "report_outcome_counts_tenant_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "report_outcome_months" RENAME CONSTRAINT "report_outcome_months_client_id_clients_id_fk" TO "report_outcome_months_tenant_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "reports" RENAME CONSTRAINT "reports_client_id_clients_id_fk" TO "reports_tenant_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "payments" RENAME CONSTRAINT "payments_client_id_clients_id_fk" TO "payments_tenant_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "api_requests" RENAME CONSTRAINT "api_requests_client_id_clients_id_fk" TO "api_requests_tenant_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "usage_alerts" RENAME CONSTRAINT "usage_alerts_client_id_clients_id_fk" TO "usage_alerts_tenant_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" RENAME CONSTRAINT "webhook_deliveries_client_id_clients_id_fk" TO "webhook_deliveries_tenant_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" RENAME CONSTRAINT "webhook_endpoints_client_id_clients_id_fk" TO "webhook_endpoints_tenant_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "invitations" RENAME CONSTRAINT "invitations_client_id_clients_id_fk" TO "invitations_tenant_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "members" RENAME CONSTRAINT "members_client_id_clients_id_fk" TO "members_tenant_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "sessions" RENAME CONSTRAINT "sessions_client_id_clients_id_fk" TO "sessions_tenant_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "audit_events" RENAME CONSTRAINT "audit_events_client_id_clients_id_fk" TO "audit_events_tenant_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "two_factor_secrets" RENAME CONSTRAINT "two_factor_secrets_client_id_clients_id_fk" TO "two_factor_secrets_tenant_id_clients_id_fk";--> statement-breakpoint
-- The schema's index names say "tenant" too (an index rename changes only the catalog).
ALTER INDEX "api_keys_client_idx" RENAME TO "api_keys_tenant_idx";--> statement-breakpoint
ALTER INDEX "api_keys_one_active_per_client_uq" RENAME TO "api_keys_one_active_per_tenant_uq";--> statement-breakpoint
ALTER INDEX "api_requests_client_route_time_idx" RENAME TO "api_requests_tenant_route_time_idx";--> statement-breakpoint
ALTER INDEX "api_requests_client_status_time_idx" RENAME TO "api_requests_tenant_status_time_idx";--> statement-breakpoint
ALTER INDEX "api_requests_client_time_idx" RENAME TO "api_requests_tenant_time_idx";--> statement-breakpoint
ALTER INDEX "audit_events_client_action_time_idx" RENAME TO "audit_events_tenant_action_time_idx";--> statement-breakpoint
ALTER INDEX "audit_events_client_actor_time_idx" RENAME TO "audit_events_tenant_actor_time_idx";--> statement-breakpoint
ALTER INDEX "audit_events_client_time_idx" RENAME TO "audit_events_tenant_time_idx";--> statement-breakpoint
ALTER INDEX "consents_client_idx" RENAME TO "consents_tenant_idx";--> statement-breakpoint
ALTER INDEX "email_verification_tokens_client_idx" RENAME TO "email_verification_tokens_tenant_idx";--> statement-breakpoint
ALTER INDEX "invitations_client_idx" RENAME TO "invitations_tenant_idx";--> statement-breakpoint
ALTER INDEX "members_client_idx" RENAME TO "members_tenant_idx";--> statement-breakpoint
ALTER INDEX "monthly_usage_client_month_idx" RENAME TO "monthly_usage_tenant_month_idx";--> statement-breakpoint
ALTER INDEX "payments_client_created_idx" RENAME TO "payments_tenant_created_idx";--> statement-breakpoint
ALTER INDEX "reports_client_service_time_idx" RENAME TO "reports_tenant_service_time_idx";--> statement-breakpoint
ALTER INDEX "reports_client_status_time_idx" RENAME TO "reports_tenant_status_time_idx";--> statement-breakpoint
ALTER INDEX "reports_client_test_time_idx" RENAME TO "reports_tenant_test_time_idx";--> statement-breakpoint
ALTER INDEX "reports_client_time_idx" RENAME TO "reports_tenant_time_idx";--> statement-breakpoint
ALTER INDEX "sessions_client_idx" RENAME TO "sessions_tenant_idx";--> statement-breakpoint
ALTER INDEX "two_factor_secrets_client_idx" RENAME TO "two_factor_secrets_tenant_idx";--> statement-breakpoint
ALTER INDEX "webhook_endpoints_client_idx" RENAME TO "webhook_endpoints_tenant_idx";--> statement-breakpoint
-- The partitions of `reports` (made by pulse_reports_ensure_partition, migration 0018) each hold
-- a copy of the parent's foreign key under its old name: renamed like the one the next partitions
-- get. The partitions' index names (`reports_2026_11_client_id_request_date_time_id_idx`) stay:
-- PostgreSQL names them after the parent index's column names, which a column rename does not
-- change, so the next partitions get such names too; only a rebuild of every index would change it.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT c.conrelid::regclass AS tbl FROM pg_constraint c
      JOIN pg_inherits i ON i.inhrelid = c.conrelid
      WHERE i.inhparent = 'public.reports'::regclass AND c.conname = 'reports_client_id_clients_id_fk' LOOP
    EXECUTE format('ALTER TABLE %s RENAME CONSTRAINT %I TO %I', r.tbl,
      'reports_client_id_clients_id_fk', 'reports_tenant_id_clients_id_fk');
  END LOOP;
  -- PostgreSQL 18 (and PGlite) also catalogs each NOT NULL as a constraint named after its column
  -- (`members_client_id_not_null`); earlier versions have none, and this loop finds nothing. A
  -- partition's copy follows its parent's rename.
  FOR r IN SELECT c.conrelid::regclass AS tbl, c.conname FROM pg_constraint c
      WHERE c.contype = 'n' AND c.coninhcount = 0 AND c.conrelid <> 'public.clients'::regclass
        AND strpos(c.conname, 'client_id') > 0 LOOP
    EXECUTE format('ALTER TABLE %s RENAME CONSTRAINT %I TO %I', r.tbl, r.conname,
      replace(r.conname, 'client_id', 'tenant_id'));
  END LOOP;
END
$$;--> statement-breakpoint
-- The functions of migrations 0016, 0017, 0019 and 0021 again, naming tenant_id; what each does
-- is unchanged (see those migrations). The NOTIFY payload stays the tenant's uuid as text.
CREATE OR REPLACE FUNCTION "pulse_webhook_events"(target uuid) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT e ORDER BY e), '{}'::text[])
  FROM webhook_endpoints w, unnest(w.events) AS e
  WHERE w.tenant_id = target AND w.enabled
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "pulse_refresh_webhook_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
BEGIN
  -- The endpoint's tenant before and after the change (the same one unless tenant_id moved).
  FOR target IN SELECT DISTINCT c FROM unnest(CASE TG_OP
      WHEN 'INSERT' THEN ARRAY[NEW.tenant_id]
      WHEN 'DELETE' THEN ARRAY[OLD.tenant_id]
      ELSE ARRAY[OLD.tenant_id, NEW.tenant_id] END) AS c LOOP
    UPDATE clients SET webhook_events = pulse_webhook_events(target) WHERE id = target;
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "pulse_notify_tenant_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'clients' THEN
    PERFORM pg_notify('pulse_tenant_changed', (CASE TG_OP WHEN 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  ELSE
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('pulse_tenant_changed', OLD.tenant_id::text);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('pulse_tenant_changed', NEW.tenant_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "pulse_report_outcome_months_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_outcome_months AS m (tenant_id, month, service, status, mode, created, deleted)
    SELECT tenant_id, month, service, status, mode, sum(created), sum(deleted)
    FROM new_rows GROUP BY tenant_id, month, service, status, mode
    ORDER BY tenant_id, month, service, status, mode
    ON CONFLICT (tenant_id, month, service, status, mode) DO UPDATE
      SET created = m.created + excluded.created, deleted = m.deleted + excluded.deleted;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO report_outcome_months AS m (tenant_id, month, service, status, mode, created, deleted)
    SELECT tenant_id, month, service, status, mode, sum(created), sum(deleted)
    FROM (
      SELECT tenant_id, month, service, status, mode, created, deleted FROM new_rows
      UNION ALL
      SELECT tenant_id, month, service, status, mode, -created, -deleted FROM old_rows
    ) AS d
    GROUP BY tenant_id, month, service, status, mode
    HAVING sum(created) <> 0 OR sum(deleted) <> 0
    ORDER BY tenant_id, month, service, status, mode
    ON CONFLICT (tenant_id, month, service, status, mode) DO UPDATE
      SET created = m.created + excluded.created, deleted = m.deleted + excluded.deleted;
  ELSE
    UPDATE report_outcome_months AS m
    SET created = m.created - d.created, deleted = m.deleted - d.deleted
    FROM (
      SELECT tenant_id, month, service, status, mode, sum(created) AS created, sum(deleted) AS deleted
      FROM old_rows GROUP BY tenant_id, month, service, status, mode
    ) AS d
    WHERE m.tenant_id = d.tenant_id AND m.month = d.month AND m.service = d.service
      AND m.status = d.status AND m.mode = d.mode;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- An input parameter's name cannot change in CREATE OR REPLACE: dropped and created again in this
-- migration's transaction (callers pass it by position; nothing else depends on it).
DROP FUNCTION "pulse_meter_batch"(uuid, text, text, integer);--> statement-breakpoint
CREATE FUNCTION "pulse_meter_batch"(p_tenant uuid, p_service text, p_month text, p_n integer)
RETURNS TABLE (free_granted integer, paid_granted integer, calls_before integer, alert_threshold integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_used integer;
  v_limit integer;
  v_price integer;
  v_paid integer;
  v_free integer;
  v_paid_n integer;
BEGIN
  INSERT INTO monthly_usage (tenant_id, service, month) VALUES (p_tenant, p_service, p_month)
    ON CONFLICT DO NOTHING;
  SELECT u.free_used, s.free_calls_per_month, s.cost_per_call_cents INTO v_used, v_limit, v_price
    FROM monthly_usage u JOIN services s ON s.key = u.service
    WHERE u.tenant_id = p_tenant AND u.service = p_service AND u.month = p_month
    FOR UPDATE OF u;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT b.paid_available INTO v_paid FROM service_balances b
    WHERE b.tenant_id = p_tenant AND b.service = p_service
    FOR UPDATE;
  v_paid := coalesce(v_paid, 0);
  v_free := least(p_n, greatest(0, v_limit - v_used));
  v_paid_n := least(p_n - v_free, v_paid);
  IF v_free + v_paid_n > 0 THEN
    UPDATE monthly_usage
      SET free_used = free_used + v_free,
          paid_used = paid_used + v_paid_n,
          paid_cost_cents = paid_cost_cents + v_paid_n * v_price
      WHERE tenant_id = p_tenant AND service = p_service AND month = p_month;
  END IF;
  IF v_paid_n > 0 THEN
    UPDATE service_balances
      SET paid_available = paid_available - v_paid_n, updated_at = now()
      WHERE tenant_id = p_tenant AND service = p_service;
  END IF;
  RETURN QUERY SELECT v_free, v_paid_n, greatest(0, v_limit - v_used) + v_paid,
    (SELECT a.threshold FROM usage_alerts a WHERE a.tenant_id = p_tenant AND a.service = p_service);
END
$$;
