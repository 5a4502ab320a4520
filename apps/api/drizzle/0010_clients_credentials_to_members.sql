DROP INDEX "clients_email_uq";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "password_hash";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "email_verified_at";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "token_version";