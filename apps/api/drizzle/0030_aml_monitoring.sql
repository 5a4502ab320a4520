CREATE TABLE "monitored_subject_matches" (
	"subject_id" uuid NOT NULL,
	"record_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"score" real NOT NULL,
	"outcome" text NOT NULL,
	CONSTRAINT "monitored_subject_matches_pk" PRIMARY KEY("subject_id","record_id")
);
--> statement-breakpoint
CREATE TABLE "monitored_subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"date_of_birth" text,
	"country" text,
	"reference" text,
	"subject_key" text NOT NULL,
	"origin" text NOT NULL,
	"outcome" text NOT NULL,
	"match_count" integer DEFAULT 0 NOT NULL,
	"report_id" text NOT NULL,
	"report_date_time" timestamp (3) with time zone NOT NULL,
	"last_screened_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitored_subjects_mode_ck" CHECK ("monitored_subjects"."mode" in ('live', 'test')),
	CONSTRAINT "monitored_subjects_kind_ck" CHECK ("monitored_subjects"."kind" in ('person', 'business')),
	CONSTRAINT "monitored_subjects_origin_ck" CHECK ("monitored_subjects"."origin" in ('report', 'batch', 'api'))
);
--> statement-breakpoint
CREATE TABLE "monitoring_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"subject_name" text NOT NULL,
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"entry_name" text NOT NULL,
	"source" text NOT NULL,
	"list_version" integer NOT NULL,
	"update_id" uuid NOT NULL,
	"case_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_alerts_kind_ck" CHECK ("monitoring_alerts"."kind" in ('new_match', 'changed_match', 'match_ended'))
);
--> statement-breakpoint
CREATE TABLE "monitoring_runs" (
	"update_id" uuid PRIMARY KEY NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"finished_at" timestamp (3) with time zone NOT NULL,
	"subjects" integer NOT NULL,
	"alerts" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cases" DROP CONSTRAINT "cases_origin_ck";--> statement-breakpoint
ALTER TABLE "monitored_subject_matches" ADD CONSTRAINT "monitored_subject_matches_subject_id_monitored_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."monitored_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitored_subjects" ADD CONSTRAINT "monitored_subjects_tenant_id_clients_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_tenant_id_clients_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_subject_id_monitored_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."monitored_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_update_id_sanction_list_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."sanction_list_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_runs" ADD CONSTRAINT "monitoring_runs_update_id_sanction_list_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."sanction_list_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitored_subject_matches_record_idx" ON "monitored_subject_matches" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monitored_subjects_tenant_key_uq" ON "monitored_subjects" USING btree ("tenant_id","mode","subject_key");--> statement-breakpoint
CREATE INDEX "monitored_subjects_tenant_list_idx" ON "monitored_subjects" USING btree ("tenant_id","mode","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "monitoring_alerts_tenant_list_idx" ON "monitoring_alerts" USING btree ("tenant_id","mode","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "monitoring_alerts_subject_idx" ON "monitoring_alerts" USING btree ("subject_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_alerts_update_subject_record_uq" ON "monitoring_alerts" USING btree ("update_id","subject_id","record_id");--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_origin_ck" CHECK ("cases"."origin" in ('lookup', 'batch', 'monitoring'));