CREATE TABLE "batch_rows" (
	"batch_id" uuid NOT NULL,
	"row_no" integer NOT NULL,
	"line" integer NOT NULL,
	"cells" text[] NOT NULL,
	"status" text,
	"reference_id" text,
	"error" text,
	CONSTRAINT "batch_rows_pk" PRIMARY KEY("batch_id","row_no")
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"service" text NOT NULL,
	"state" text DEFAULT 'preview' NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"header" text[] NOT NULL,
	"mapping" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_failed" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "batches_state_ck" CHECK ("batches"."state" in ('preview', 'queued', 'running', 'paused', 'cancelled', 'done', 'failed')),
	CONSTRAINT "batches_format_ck" CHECK ("batches"."format" in ('csv', 'ndjson')),
	CONSTRAINT "batches_mode_ck" CHECK ("batches"."mode" in ('live', 'test'))
);
--> statement-breakpoint
ALTER TABLE "batch_rows" ADD CONSTRAINT "batch_rows_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_tenant_id_clients_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_tenant_time_idx" ON "batches" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id");