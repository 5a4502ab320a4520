ALTER TABLE "audit_events" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "two_factor_secrets" ADD COLUMN "code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factor_secrets" ADD COLUMN "code_attempts_reset_at" timestamp with time zone;