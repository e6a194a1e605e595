ALTER TABLE "library_acts" ADD COLUMN "law_stated_at" text;--> statement-breakpoint
ALTER TABLE "library_cases" ADD COLUMN "report_year" integer;--> statement-breakpoint
ALTER TABLE "library_cases" ADD COLUMN "law_stated_at" text;--> statement-breakpoint
ALTER TABLE "library_cases" ADD COLUMN "later_history" text;--> statement-breakpoint
ALTER TABLE "library_provisions" ADD COLUMN "amendments" text;