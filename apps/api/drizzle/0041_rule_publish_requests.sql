-- Four-eyes publishing of decision rules (docs/adr/0058-decision-rules.md): a publish request keeps
-- the draft body as it was when asked, and waits for another owner or admin. The partial unique
-- index allows one pending request per tenant and mode, so a second one is refused even when two
-- arrive at the same moment. A version published by an approval records its approver.
CREATE TABLE "rule_publish_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"body" jsonb NOT NULL,
	"note" text,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"version" integer,
	CONSTRAINT "rule_publish_requests_mode_ck" CHECK ("rule_publish_requests"."mode" in ('live', 'test')),
	CONSTRAINT "rule_publish_requests_status_ck" CHECK ("rule_publish_requests"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "rule_set_versions" ADD COLUMN "approved_by" text;--> statement-breakpoint
ALTER TABLE "rule_publish_requests" ADD CONSTRAINT "rule_publish_requests_tenant_id_clients_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rule_publish_requests_tenant_idx" ON "rule_publish_requests" USING btree ("tenant_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "rule_publish_requests_one_pending_idx" ON "rule_publish_requests" USING btree ("tenant_id","mode") WHERE "rule_publish_requests"."status" = 'pending';
