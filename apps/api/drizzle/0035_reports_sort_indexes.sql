-- The ascending service and status orders of GET /reports, newest first within each value
-- (docs/adr/0057-reports-sorting.md); created on the parent, so every month partition gets them.
CREATE INDEX "reports_tenant_status_newest_idx" ON "reports" USING btree ("tenant_id","status","request_date_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_tenant_service_newest_idx" ON "reports" USING btree ("tenant_id","service","request_date_time" DESC NULLS LAST,"id" DESC NULLS LAST);