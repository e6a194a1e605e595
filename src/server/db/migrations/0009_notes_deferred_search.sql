-- Notes' search vectors are no longer generated on every save but filled by a background indexer
-- (docs/decisions/0019-notes-search-index.md). DROP EXPRESSION keeps each existing note's vector, so every
-- note stays indexed and searchable; later saves set it to null until the indexer catches up.
-- Bodies are stored out of line without compression (drizzle-kit cannot express storage, hence by hand):
-- compressing 100 KB took half of an autosave's time on PGlite, and snippets read only the start of a body.
DROP INDEX "notes_search_idx";--> statement-breakpoint
ALTER TABLE "notes" ALTER COLUMN "search" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notes" ALTER COLUMN "search" DROP EXPRESSION;--> statement-breakpoint
CREATE INDEX "notes_title_search_idx" ON "notes" USING gin (to_tsvector('english', "title")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "notes_stale_idx" ON "notes" USING btree ("user_id","updated_at") WHERE "notes"."search" is null;--> statement-breakpoint
CREATE INDEX "notes_search_idx" ON "notes" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "notes" ALTER COLUMN "body" SET STORAGE EXTERNAL;
