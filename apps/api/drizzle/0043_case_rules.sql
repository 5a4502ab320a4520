-- Cases opened by decision rules (docs/adr/0046-case-review.md "Cases opened by rules"): a report
-- whose decision is a review outcome and whose fired rules ask for a case opens one with origin
-- `rules`, and an AML case of the same report carries those rules. `rules` holds them as
-- `[{ ruleId, name }]`, [] for every case no rule asked for; a constant default adds the column
-- without rewriting the table (PostgreSQL 11+).
ALTER TABLE "cases" DROP CONSTRAINT "cases_origin_ck";--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "rules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_origin_ck" CHECK ("cases"."origin" in ('lookup', 'batch', 'monitoring', 'rules'));
