-- Decision rules (docs/adr/0058-decision-rules.md): a tenant's one draft, and its published
-- versions, numbered per tenant and never changed. The live and the test rule set are the newest
-- version of each mode (no pointer row to keep in step), read through the index below.
-- Authors are kept as e-mail text, not member ids: history keeps its names when a member leaves.
CREATE TABLE "rule_set_drafts" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "rule_set_versions" (
	"tenant_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"mode" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"note" text,
	CONSTRAINT "rule_set_versions_pkey" PRIMARY KEY("tenant_id","version"),
	CONSTRAINT "rule_set_versions_mode_ck" CHECK ("rule_set_versions"."mode" in ('live', 'test')),
	CONSTRAINT "rule_set_versions_version_ck" CHECK ("rule_set_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "rule_set_drafts" ADD CONSTRAINT "rule_set_drafts_tenant_id_clients_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_set_versions" ADD CONSTRAINT "rule_set_versions_tenant_id_clients_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rule_set_versions_tenant_mode_idx" ON "rule_set_versions" USING btree ("tenant_id","mode","version" DESC NULLS LAST);
