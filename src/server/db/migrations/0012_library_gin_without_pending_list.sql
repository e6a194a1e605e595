-- The library's GIN indexes are built again without a pending list (fastupdate off, docs/decisions/0030):
-- PGlite has no autovacuum to merge one, so each search scanned all of it and the planner read every row
-- instead. Rebuilding also merges what the old indexes held in their pending lists.
DROP INDEX "library_cases_search_idx";--> statement-breakpoint
DROP INDEX "library_cases_citation_keys_idx";--> statement-breakpoint
DROP INDEX "library_cases_subjects_idx";--> statement-breakpoint
DROP INDEX "library_cases_provision_refs_idx";--> statement-breakpoint
DROP INDEX "library_cases_text_search_idx";--> statement-breakpoint
DROP INDEX "library_provisions_search_idx";--> statement-breakpoint
DROP INDEX "library_provisions_subjects_idx";--> statement-breakpoint
CREATE INDEX "library_cases_search_idx" ON "library_cases" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "library_cases_citation_keys_idx" ON "library_cases" USING gin ("citation_keys") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "library_cases_subjects_idx" ON "library_cases" USING gin ("subjects") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "library_cases_provision_refs_idx" ON "library_cases" USING gin ("provision_refs") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "library_cases_text_search_idx" ON "library_cases" USING gin ("text_search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "library_provisions_search_idx" ON "library_provisions" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "library_provisions_subjects_idx" ON "library_provisions" USING gin ("subjects") WITH (fastupdate=false);