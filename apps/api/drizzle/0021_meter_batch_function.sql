-- The call accounting of a batch of metered lookups (repositories/metering.ts, recordBatch) as one
-- function, so a batch is ONE statement and one round trip: the row locks on the month's usage and
-- the paid balance are held for the microseconds the function runs, not across a transaction's
-- nine round trips to the API (docs/decisions.md "Metering: a batch in one statement").
--
-- Grants k = min(p_n, free calls left this month + paid calls left), free first, and books them.
-- Under READ COMMITTED each statement here sees the latest committed rows after waiting for their
-- lock, so concurrent batches of one client (any number of API processes) never grant more calls
-- than are left. An unknown service fails on the usage row's foreign key, and nothing is written.
CREATE FUNCTION "pulse_meter_batch"(p_client uuid, p_service text, p_month text, p_n integer)
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
  INSERT INTO monthly_usage (client_id, service, month) VALUES (p_client, p_service, p_month)
    ON CONFLICT DO NOTHING;
  SELECT u.free_used, s.free_calls_per_month, s.cost_per_call_cents INTO v_used, v_limit, v_price
    FROM monthly_usage u JOIN services s ON s.key = u.service
    WHERE u.client_id = p_client AND u.service = p_service AND u.month = p_month
    FOR UPDATE OF u;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT b.paid_available INTO v_paid FROM service_balances b
    WHERE b.client_id = p_client AND b.service = p_service
    FOR UPDATE;
  v_paid := coalesce(v_paid, 0);
  v_free := least(p_n, greatest(0, v_limit - v_used));
  v_paid_n := least(p_n - v_free, v_paid);
  IF v_free + v_paid_n > 0 THEN
    UPDATE monthly_usage
      SET free_used = free_used + v_free,
          paid_used = paid_used + v_paid_n,
          paid_cost_cents = paid_cost_cents + v_paid_n * v_price
      WHERE client_id = p_client AND service = p_service AND month = p_month;
  END IF;
  IF v_paid_n > 0 THEN
    UPDATE service_balances
      SET paid_available = paid_available - v_paid_n, updated_at = now()
      WHERE client_id = p_client AND service = p_service;
  END IF;
  RETURN QUERY SELECT v_free, v_paid_n, greatest(0, v_limit - v_used) + v_paid,
    (SELECT a.threshold FROM usage_alerts a WHERE a.client_id = p_client AND a.service = p_service);
END
$$;
