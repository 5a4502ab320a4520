CREATE TABLE "services" (
	"key" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"category" text,
	"free_calls_per_month" integer NOT NULL,
	"cost_per_call_cents" integer NOT NULL,
	"top_up_minimum" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_free_calls_ck" CHECK ("services"."free_calls_per_month" >= 0),
	CONSTRAINT "services_cost_ck" CHECK ("services"."cost_per_call_cents" >= 0),
	CONSTRAINT "services_top_up_ck" CHECK ("services"."top_up_minimum" is null or "services"."top_up_minimum" > 0)
);
--> statement-breakpoint
CREATE TABLE "monthly_usage" (
	"client_id" uuid NOT NULL,
	"service" text NOT NULL,
	"month" char(7) NOT NULL,
	"free_used" integer DEFAULT 0 NOT NULL,
	"paid_used" integer DEFAULT 0 NOT NULL,
	"paid_cost_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "monthly_usage_pk" PRIMARY KEY("client_id","service","month"),
	CONSTRAINT "monthly_usage_counts_ck" CHECK ("monthly_usage"."free_used" >= 0 and "monthly_usage"."paid_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_balances" (
	"client_id" uuid NOT NULL,
	"service" text NOT NULL,
	"paid_available" integer DEFAULT 0 NOT NULL,
	"paid_purchased_total" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_balances_pk" PRIMARY KEY("client_id","service"),
	CONSTRAINT "service_balances_paid_ck" CHECK ("service_balances"."paid_available" >= 0)
);
--> statement-breakpoint
CREATE TABLE "report_outcome_counts" (
	"client_id" uuid NOT NULL,
	"month" char(7) NOT NULL,
	"day" date NOT NULL,
	"service" text NOT NULL,
	"status" text NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_outcome_counts_pk" PRIMARY KEY("client_id","month","day","service","status"),
	CONSTRAINT "report_outcome_counts_ck" CHECK ("report_outcome_counts"."deleted" >= 0 and "report_outcome_counts"."deleted" <= "report_outcome_counts"."created")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"service" text NOT NULL,
	"request_type" text NOT NULL,
	"status" text NOT NULL,
	"api_key_used" text NOT NULL,
	"input_request" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"request_date_time" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bin_ranges" (
	"iin_start" text NOT NULL,
	"iin_end" text,
	"number_length" integer,
	"number_luhn" boolean,
	"scheme" text,
	"brand" text,
	"type" text,
	"prepaid" boolean,
	"country" text,
	"bank_name" text,
	"bank_logo" text,
	"bank_url" text,
	"bank_phone" text,
	"bank_city" text
);
--> statement-breakpoint
CREATE TABLE "datasets" (
	"kind" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"rows" integer NOT NULL,
	"source" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosting_asns" (
	"asn" bigint PRIMARY KEY NOT NULL,
	"entity" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ip_list_entries" (
	"kind" text NOT NULL,
	"cidr" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monthly_usage" ADD CONSTRAINT "monthly_usage_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_usage" ADD CONSTRAINT "monthly_usage_service_services_key_fk" FOREIGN KEY ("service") REFERENCES "public"."services"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_balances" ADD CONSTRAINT "service_balances_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_balances" ADD CONSTRAINT "service_balances_service_services_key_fk" FOREIGN KEY ("service") REFERENCES "public"."services"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_outcome_counts" ADD CONSTRAINT "report_outcome_counts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monthly_usage_client_month_idx" ON "monthly_usage" USING btree ("client_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reference_id_uq" ON "reports" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "reports_client_time_idx" ON "reports" USING btree ("client_id","request_date_time","id");--> statement-breakpoint
CREATE INDEX "reports_client_status_time_idx" ON "reports" USING btree ("client_id","status","request_date_time","id");--> statement-breakpoint
CREATE INDEX "reports_client_service_time_idx" ON "reports" USING btree ("client_id","service","request_date_time","id");--> statement-breakpoint
CREATE INDEX "bin_ranges_iin_start_idx" ON "bin_ranges" USING btree ("iin_start");--> statement-breakpoint
CREATE INDEX "ip_list_entries_kind_idx" ON "ip_list_entries" USING btree ("kind");