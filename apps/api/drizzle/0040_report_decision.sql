-- The decision of the tenant's rule set of the report's mode (docs/adr/0058-decision-rules.md),
-- null when the tenant had no rule set for that mode. Added on the partitioned parent, so every
-- monthly partition and reports_default get it; nullable without a default, so no row is rewritten.
ALTER TABLE "reports" ADD COLUMN "decision" jsonb;
