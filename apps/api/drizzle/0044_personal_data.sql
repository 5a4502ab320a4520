-- Personal data with an end (docs/adr/0059-personal-data.md): erasure and access requests, the
-- retention periods of each tenant, the mark of a redacted report or case, and legal holds.
-- Self-contained: it reads and alters only tables that exist since 0040.

-- When a report's personal fields were removed (erasure or retention); null while it keeps them.
-- On the partitioned parent, so every monthly partition and reports_default get it; nullable
-- without a default, so no row is rewritten.
ALTER TABLE "reports" ADD COLUMN "redacted_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "redacted_at" timestamp (3) with time zone;
--> statement-breakpoint
-- A legal hold: the case (and its report and subject) is kept past retention until released.
ALTER TABLE "cases" ADD COLUMN "hold_reason" text;
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "held_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "held_by" uuid REFERENCES "members"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "tenant_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "status" text DEFAULT 'previewed' NOT NULL,
  -- The search; cleared when an erasure completes (the certificate holds no personal value).
  "subject" jsonb,
  -- Which of e-mail, phone, name and date of birth, IP, report id were given (no values).
  "criteria" text[] NOT NULL,
  -- Rows per place when previewed: [{ place, count }].
  "preview" jsonb NOT NULL,
  -- The matched report ids, fixed when the run starts (ids are not personal).
  "report_ids" text[],
  -- Rows redacted (or exported) per place so far: [{ place, count }], in registry order.
  "progress" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "certificate" jsonb,
  -- An access request's result: the subject's rows per place.
  "export" jsonb,
  "requested_by" uuid REFERENCES "members"("id") ON DELETE SET NULL,
  "created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
  "started_at" timestamp (3) with time zone,
  "finished_at" timestamp (3) with time zone,
  CONSTRAINT "privacy_requests_kind_ck" CHECK ("kind" in ('erasure', 'access')),
  CONSTRAINT "privacy_requests_status_ck" CHECK ("status" in ('previewed', 'queued', 'running', 'done'))
);
--> statement-breakpoint
CREATE INDEX "privacy_requests_tenant_time_idx" ON "privacy_requests" ("tenant_id", "created_at" DESC, "id");
--> statement-breakpoint
CREATE TABLE "privacy_settings" (
  "tenant_id" uuid PRIMARY KEY NOT NULL REFERENCES "clients"("id") ON DELETE CASCADE,
  "reports_days" integer NOT NULL,
  "batch_rows_days" integer NOT NULL,
  "request_log_days" integer NOT NULL,
  "closed_cases_days" integer NOT NULL,
  "ended_monitoring_days" integer NOT NULL,
  "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
