CREATE TABLE "usage_alerts" (
	"client_id" uuid NOT NULL,
	"service" text NOT NULL,
	"threshold" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_alert_at" timestamp with time zone,
	CONSTRAINT "usage_alerts_pk" PRIMARY KEY("client_id","service"),
	CONSTRAINT "usage_alerts_threshold_ck" CHECK ("usage_alerts"."threshold" >= 1)
);
--> statement-breakpoint
ALTER TABLE "usage_alerts" ADD CONSTRAINT "usage_alerts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_alerts" ADD CONSTRAINT "usage_alerts_service_services_key_fk" FOREIGN KEY ("service") REFERENCES "public"."services"("key") ON DELETE no action ON UPDATE no action;