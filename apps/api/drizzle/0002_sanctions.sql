CREATE TABLE "sanction_lists" (
	"source" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"records" integer NOT NULL,
	"info" jsonb NOT NULL,
	"stats" jsonb NOT NULL,
	"file" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sanction_records" (
	"source" text NOT NULL,
	"seq" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sanction_records_source_seq_idx" ON "sanction_records" USING btree ("source","seq");