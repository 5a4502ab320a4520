-- One word per idea (docs/glossary.md): a screening's result is its decision everywhere, so the
-- monitored subject's and its matches' columns say so. Renames only change the catalog; no
-- function or trigger names these columns.
ALTER TABLE "monitored_subjects" RENAME COLUMN "outcome" TO "decision";--> statement-breakpoint
ALTER TABLE "monitored_subject_matches" RENAME COLUMN "outcome" TO "decision";
