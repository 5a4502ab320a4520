-- One owner member per existing client, with the same id as the client: a session token issued
-- before this migration carries `sub` = client uuid, which is now the owner's member id
-- (docs/decisions.md, "Members and sessions"). The person's credentials move with it.
INSERT INTO "members" ("id", "client_id", "email", "password_hash", "full_name", "role", "token_version", "email_verified_at", "created_at")
SELECT "id", "id", "email", "password_hash", "full_name", 'owner', "token_version", "email_verified_at", "created_at"
FROM "clients"
ON CONFLICT DO NOTHING;
