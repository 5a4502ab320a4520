CREATE TABLE "sanction_list_changes" (
	"update_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"record_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "sanction_list_changes_pk" PRIMARY KEY("update_id","seq")
);
--> statement-breakpoint
CREATE TABLE "sanction_list_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"from_version" integer,
	"to_version" integer NOT NULL,
	"baseline" boolean DEFAULT false NOT NULL,
	"records" integer NOT NULL,
	"added" integer NOT NULL,
	"removed" integer NOT NULL,
	"changed" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sanction_list_changes" ADD CONSTRAINT "sanction_list_changes_update_id_sanction_list_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."sanction_list_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sanction_list_changes_update_kind_seq_idx" ON "sanction_list_changes" USING btree ("update_id","kind","seq");--> statement-breakpoint
CREATE INDEX "sanction_list_updates_source_imported_idx" ON "sanction_list_updates" USING btree ("source","imported_at","id");--> statement-breakpoint
CREATE INDEX "sanction_list_updates_imported_idx" ON "sanction_list_updates" USING btree ("imported_at","id");--> statement-breakpoint
CREATE INDEX "sanction_records_record_id_idx" ON "sanction_records" USING btree (("data"->>'id'));