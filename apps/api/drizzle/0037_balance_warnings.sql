-- "Alert" means a monitoring alert only (docs/glossary.md "Balance warning"): the billing usage
-- alerts are balance warnings, and their table is named after them. Renames only change the catalog
-- (no rewrite, no index rebuild, no foreign key check), where dropping and adding the constraints,
-- as generated, would rebuild the primary key and scan the table for each foreign key. Renaming the
-- primary key constraint renames its index too.
ALTER TABLE "usage_alerts" RENAME TO "balance_warnings";--> statement-breakpoint
ALTER TABLE "balance_warnings" RENAME COLUMN "last_alert_at" TO "last_warned_at";--> statement-breakpoint
ALTER TABLE "balance_warnings" RENAME CONSTRAINT "usage_alerts_pk" TO "balance_warnings_pk";--> statement-breakpoint
ALTER TABLE "balance_warnings" RENAME CONSTRAINT "usage_alerts_threshold_ck" TO "balance_warnings_threshold_ck";--> statement-breakpoint
ALTER TABLE "balance_warnings" RENAME CONSTRAINT "usage_alerts_tenant_id_clients_id_fk" TO "balance_warnings_tenant_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "balance_warnings" RENAME CONSTRAINT "usage_alerts_service_services_key_fk" TO "balance_warnings_service_services_key_fk";--> statement-breakpoint
-- PostgreSQL 18 (and PGlite) also lists each NOT NULL as a constraint named after the table
-- (usage_alerts_<column>_not_null), which PostgreSQL 15 to 17 do not have: renamed where they exist.
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN SELECT conname FROM pg_constraint
    WHERE conrelid = '"balance_warnings"'::regclass AND conname LIKE 'usage\_alerts\_%' LOOP
    EXECUTE format('ALTER TABLE "balance_warnings" RENAME CONSTRAINT %I TO %I',
      c.conname, 'balance_warnings_' || substr(c.conname, length('usage_alerts_') + 1));
  END LOOP;
END
$$;--> statement-breakpoint
-- The batch metering function (0021, 0023) reads the threshold by table name, which a plpgsql body
-- resolves only when it runs: created again on the new name. Its output column is renamed with it,
-- which CREATE OR REPLACE cannot do: dropped and created again in this migration's transaction
-- (callers read the columns by name; nothing else depends on the function).
DROP FUNCTION "pulse_meter_batch"(uuid, text, text, integer);--> statement-breakpoint
CREATE FUNCTION "pulse_meter_batch"(p_tenant uuid, p_service text, p_month text, p_n integer)
RETURNS TABLE (free_granted integer, paid_granted integer, calls_before integer, warn_threshold integer)
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
    (SELECT w.threshold FROM balance_warnings w WHERE w.tenant_id = p_tenant AND w.service = p_service);
END
$$;
