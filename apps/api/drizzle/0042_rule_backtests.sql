-- Rules backtests on the job queue (docs/adr/0058-decision-rules.md): a period with more reports than
-- RULES_BACKTEST_SYNC_LIMIT runs as a job; this row keeps what it decides with (the draft and the
-- compared version when asked), its progress and its result. The partial index serves the sweep
-- that sends a job again for a backtest a dead process left with none.
CREATE TABLE "rule_backtests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"params" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"compare_version" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "rule_backtests_status_ck" CHECK ("rule_backtests"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "rule_backtests" ADD CONSTRAINT "rule_backtests_tenant_id_clients_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rule_backtests_tenant_idx" ON "rule_backtests" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rule_backtests_unfinished_idx" ON "rule_backtests" USING btree ("status") WHERE "rule_backtests"."status" in ('queued', 'running');
