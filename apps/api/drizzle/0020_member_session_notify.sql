-- Members and the revocation of sessions are announced on "pulse_tenant_changed" with the tenant's
-- uuid, like tenants and API keys (migration 0017), so each API process on PostgreSQL drops its
-- cached sessions of that tenant (repositories/session-cache.ts, docs/decisions.md "Key and tenant
-- cache on PostgreSQL"): a role change, a removed member, a new token version or a revoked session
-- must hold in every process. last_seen_at moves once a minute per busy session and changes
-- nothing a request decides on: not announced. A new session or member is not cached yet: not
-- announced either.
CREATE TRIGGER "members_notify_tenant_changed"
  AFTER UPDATE OR DELETE ON "members"
  FOR EACH ROW EXECUTE FUNCTION "pulse_notify_tenant_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_notify_tenant_changed"
  AFTER DELETE OR UPDATE OF "member_id", "client_id", "revoked_at" ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "pulse_notify_tenant_changed"();
