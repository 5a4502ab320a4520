ALTER TABLE "clients" ADD COLUMN "webhook_events" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- clients.webhook_events: the event types of the client's enabled endpoints, kept here by the
-- trigger below so whoever writes webhook_endpoints (API, CLI, SQL) keeps it exact.
CREATE FUNCTION "pulse_webhook_events"(target uuid) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT e ORDER BY e), '{}'::text[])
  FROM webhook_endpoints w, unnest(w.events) AS e
  WHERE w.client_id = target AND w.enabled
$$;--> statement-breakpoint
CREATE FUNCTION "pulse_refresh_webhook_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
BEGIN
  -- The endpoint's client before and after the change (the same one unless client_id moved).
  FOR target IN SELECT DISTINCT c FROM unnest(CASE TG_OP
      WHEN 'INSERT' THEN ARRAY[NEW.client_id]
      WHEN 'DELETE' THEN ARRAY[OLD.client_id]
      ELSE ARRAY[OLD.client_id, NEW.client_id] END) AS c LOOP
    UPDATE clients SET webhook_events = pulse_webhook_events(target) WHERE id = target;
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "webhook_endpoints_refresh_client_events"
  AFTER INSERT OR DELETE OR UPDATE OF "events", "enabled", "client_id" ON "webhook_endpoints"
  FOR EACH ROW EXECUTE FUNCTION "pulse_refresh_webhook_events"();--> statement-breakpoint
UPDATE "clients" SET "webhook_events" = pulse_webhook_events("id");
