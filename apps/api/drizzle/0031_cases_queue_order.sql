DROP INDEX "cases_tenant_queue_idx";--> statement-breakpoint
CREATE INDEX "cases_tenant_queue_idx" ON "cases" USING btree ("tenant_id","mode","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);