CREATE TABLE "api_request_bodies" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"query" jsonb,
	"request_headers" jsonb NOT NULL,
	"request_body" jsonb,
	"response_body" jsonb
);
--> statement-breakpoint
CREATE TABLE "api_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"request_id" text NOT NULL,
	"key_prefix" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"route" text NOT NULL,
	"status" integer NOT NULL,
	"latency_ms" real NOT NULL,
	"ip" text NOT NULL,
	"report_id" text
);
--> statement-breakpoint
ALTER TABLE "api_request_bodies" ADD CONSTRAINT "api_request_bodies_request_id_api_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."api_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_requests" ADD CONSTRAINT "api_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_request_bodies_created_idx" ON "api_request_bodies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "api_requests_client_time_idx" ON "api_requests" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "api_requests_client_route_time_idx" ON "api_requests" USING btree ("client_id","route","created_at","id");--> statement-breakpoint
CREATE INDEX "api_requests_client_status_time_idx" ON "api_requests" USING btree ("client_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "api_requests_created_idx" ON "api_requests" USING btree ("created_at");