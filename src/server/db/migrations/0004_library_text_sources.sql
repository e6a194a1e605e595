ALTER TABLE "library_acts" ADD COLUMN "text_source_name" text;--> statement-breakpoint
ALTER TABLE "library_acts" ADD COLUMN "text_source_url" text;--> statement-breakpoint
ALTER TABLE "library_acts" ADD COLUMN "text_licence" text;--> statement-breakpoint
ALTER TABLE "library_cases" ADD COLUMN "text_source_name" text;--> statement-breakpoint
ALTER TABLE "library_cases" ADD COLUMN "text_source_url" text;--> statement-breakpoint
ALTER TABLE "library_cases" ADD COLUMN "text_licence" text;--> statement-breakpoint
CREATE INDEX "library_cases_provision_refs_idx" ON "library_cases" USING gin ("provision_refs");