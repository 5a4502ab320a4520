CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"actor_member_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"target" text,
	"ip" text,
	"user_agent" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_client_time_idx" ON "audit_events" USING btree ("client_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_client_action_time_idx" ON "audit_events" USING btree ("client_id","action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_client_actor_time_idx" ON "audit_events" USING btree ("client_id",lower("actor_email"),"created_at" DESC NULLS LAST);