DROP INDEX "api_keys_one_active_per_client_uq";--> statement-breakpoint
ALTER TABLE "api_keys" ALTER COLUMN "key_ciphertext" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "kind" text DEFAULT 'license' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "name" text DEFAULT 'License Key' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "mode" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "allowed_cidrs" jsonb;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "replaced_by" uuid;--> statement-breakpoint
ALTER TABLE "report_outcome_counts" ADD COLUMN "mode" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "mode" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
CREATE INDEX "reports_client_test_time_idx" ON "reports" USING btree ("client_id","request_date_time","id") WHERE "reports"."mode" = 'test';--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_one_active_per_client_uq" ON "api_keys" USING btree ("client_id") WHERE "api_keys"."revoked_at" is null and "api_keys"."kind" = 'license';--> statement-breakpoint
ALTER TABLE "report_outcome_counts" DROP CONSTRAINT "report_outcome_counts_pk";
--> statement-breakpoint
ALTER TABLE "report_outcome_counts" ADD CONSTRAINT "report_outcome_counts_pk" PRIMARY KEY("client_id","month","day","service","status","mode");--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_kind_ck" CHECK ("api_keys"."kind" in ('license', 'named'));--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_mode_ck" CHECK ("api_keys"."mode" in ('live', 'test'));