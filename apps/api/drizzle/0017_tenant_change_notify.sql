-- Every change to a tenant's row or to one of its API keys is announced on the channel
-- "pulse_tenant_changed" with the tenant's uuid, from whoever makes it (API, CLI, SQL). Each API
-- process on PostgreSQL listens and drops what it cached of that tenant (services/tenant-change-listener.ts,
-- docs/decisions.md "Key and tenant cache on PostgreSQL"). PostgreSQL delivers a notification only
-- after its transaction commits and folds repeats of one payload within a transaction into one.
CREATE FUNCTION "pulse_notify_tenant_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'clients' THEN
    PERFORM pg_notify('pulse_tenant_changed', (CASE TG_OP WHEN 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  ELSE
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('pulse_tenant_changed', OLD.client_id::text);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('pulse_tenant_changed', NEW.client_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "clients_notify_tenant_changed"
  AFTER UPDATE OR DELETE ON "clients"
  FOR EACH ROW EXECUTE FUNCTION "pulse_notify_tenant_changed"();--> statement-breakpoint
-- last_used_at moves once a minute per busy key and changes nothing a cache holds: not announced.
CREATE TRIGGER "api_keys_notify_tenant_changed"
  AFTER INSERT OR DELETE OR UPDATE OF "client_id", "key_hash", "key_ciphertext", "kind", "mode",
    "expires_at", "revoked_at", "replaced_by", "allowed_cidrs" ON "api_keys"
  FOR EACH ROW EXECUTE FUNCTION "pulse_notify_tenant_changed"();
