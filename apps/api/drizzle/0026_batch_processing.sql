ALTER TABLE "reports" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "batch_rows" ADD COLUMN "request_date_time" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "request_type" text DEFAULT 'dashboard' NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "api_key_used" text DEFAULT 'session' NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "rows_verified" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "rows_suspicious" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "rows_risky" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "rows_declined" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "reports_tenant_batch_time_idx" ON "reports" USING btree ("tenant_id","batch_id","request_date_time","id") WHERE "reports"."batch_id" is not null;--> statement-breakpoint
CREATE INDEX "batch_rows_errors_idx" ON "batch_rows" USING btree ("batch_id","row_no") WHERE "batch_rows"."status" = 'ERROR';