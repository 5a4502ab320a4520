CREATE TABLE "two_factor_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_secrets" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"secret_ciphertext" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "two_factor_secrets" ADD CONSTRAINT "two_factor_secrets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "two_factor_recovery_codes_member_hash_uq" ON "two_factor_recovery_codes" USING btree ("member_id","code_hash");--> statement-breakpoint
CREATE INDEX "two_factor_recovery_codes_member_idx" ON "two_factor_recovery_codes" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "two_factor_secrets_client_idx" ON "two_factor_secrets" USING btree ("client_id");