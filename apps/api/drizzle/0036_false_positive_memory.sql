-- The false-positive memory had three names (docs/glossary.md "Renames to make"): its table is now
-- named after the idea. Renames only change the catalog (no rewrite, no index rebuild, no foreign
-- key check), where dropping and adding the constraints, as generated, would rebuild the primary
-- key and scan the table for each foreign key.
ALTER TABLE "case_suppressions" RENAME TO "false_positive_memory";--> statement-breakpoint
ALTER TABLE "false_positive_memory" RENAME CONSTRAINT "case_suppressions_pk" TO "false_positive_memory_pk";--> statement-breakpoint
ALTER TABLE "false_positive_memory" RENAME CONSTRAINT "case_suppressions_tenant_id_clients_id_fk" TO "false_positive_memory_tenant_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "false_positive_memory" RENAME CONSTRAINT "case_suppressions_case_id_cases_id_fk" TO "false_positive_memory_case_id_cases_id_fk";--> statement-breakpoint
ALTER TABLE "false_positive_memory" RENAME CONSTRAINT "case_suppressions_decided_by_members_id_fk" TO "false_positive_memory_decided_by_members_id_fk";
