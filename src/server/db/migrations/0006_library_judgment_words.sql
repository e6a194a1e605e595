ALTER TABLE "library_cases" ADD COLUMN "text_search" "tsvector";--> statement-breakpoint
CREATE INDEX "library_cases_text_search_idx" ON "library_cases" USING gin ("text_search");