ALTER TABLE "batches" DROP CONSTRAINT "batches_state_ck";--> statement-breakpoint
ALTER TABLE "batches" ALTER COLUMN "state" SET DEFAULT 'uploading';--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "upload_progress_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_pause_reason_ck" CHECK ("batches"."pause_reason" in ('NO_CALLS_LEFT'));--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_state_ck" CHECK ("batches"."state" in ('uploading', 'interrupted', 'preview', 'queued', 'running', 'paused', 'cancelled', 'done', 'failed'));--> statement-breakpoint
-- A batch whose upload was cut short before this release was left in preview (or, once started,
-- queued) with row_count 0 and no chunk jobs: it becomes interrupted, with the rows it stored.
UPDATE "batches" SET "state" = 'interrupted', "finished_at" = now(), "row_count" = (SELECT count(*) FROM "batch_rows" r WHERE r."batch_id" = "batches"."id") WHERE "state" IN ('preview', 'queued', 'running', 'paused') AND "row_count" = 0;--> statement-breakpoint
-- Calls running out was the only way a batch paused.
UPDATE "batches" SET "pause_reason" = 'NO_CALLS_LEFT' WHERE "state" = 'paused';
