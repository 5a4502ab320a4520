CREATE TABLE "case_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"case_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"actor_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "case_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"four_eyes" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_suppressions" (
	"tenant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"subject_key" text NOT NULL,
	"record_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"case_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_suppressions_pk" PRIMARY KEY("tenant_id","mode","subject_key","record_id")
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"origin" text NOT NULL,
	"service" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject" jsonb NOT NULL,
	"subject_key" text NOT NULL,
	"report_id" text NOT NULL,
	"report_date_time" timestamp (3) with time zone NOT NULL,
	"batch_id" uuid,
	"decision" text NOT NULL,
	"candidates" jsonb NOT NULL,
	"assignee_id" uuid,
	"proposed_status" text,
	"proposed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cases_status_ck" CHECK ("cases"."status" in ('open', 'in_review', 'true_match', 'false_positive', 'escalated')),
	CONSTRAINT "cases_mode_ck" CHECK ("cases"."mode" in ('live', 'test')),
	CONSTRAINT "cases_origin_ck" CHECK ("cases"."origin" in ('lookup', 'batch'))
);
--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_role_ck";--> statement-breakpoint
ALTER TABLE "members" DROP CONSTRAINT "members_role_ck";--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_tenant_id_clients_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_settings" ADD CONSTRAINT "case_settings_tenant_id_clients_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_suppressions" ADD CONSTRAINT "case_suppressions_tenant_id_clients_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_suppressions" ADD CONSTRAINT "case_suppressions_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_suppressions" ADD CONSTRAINT "case_suppressions_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_tenant_id_clients_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_assignee_id_members_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_proposed_by_members_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_events_case_idx" ON "case_events" USING btree ("case_id","seq");--> statement-breakpoint
CREATE INDEX "cases_tenant_queue_idx" ON "cases" USING btree ("tenant_id","mode","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "cases_tenant_status_idx" ON "cases" USING btree ("tenant_id","mode","status");--> statement-breakpoint
CREATE INDEX "cases_report_idx" ON "cases" USING btree ("report_id");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_role_ck" CHECK ("invitations"."role" in ('owner', 'admin', 'developer', 'analyst', 'viewer'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_role_ck" CHECK ("members"."role" in ('owner', 'admin', 'developer', 'analyst', 'viewer'));