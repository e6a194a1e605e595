-- ANALYZE skips the columns of review_logs that no statement filters, groups or joins on (decision 0042).
-- Sorting 3,000 sampled `previous` documents and eight numbers each was most of an analysis of the table;
-- on the embedded database that analysis is a pause in which no statement runs.
ALTER TABLE "review_logs" ALTER COLUMN "previous" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "review_logs" ALTER COLUMN "due" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "review_logs" ALTER COLUMN "stability" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "review_logs" ALTER COLUMN "difficulty" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "review_logs" ALTER COLUMN "elapsed_days" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "review_logs" ALTER COLUMN "last_elapsed_days" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "review_logs" ALTER COLUMN "scheduled_days" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "review_logs" ALTER COLUMN "learning_steps" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "review_logs" ALTER COLUMN "duration_ms" SET STATISTICS 0;
