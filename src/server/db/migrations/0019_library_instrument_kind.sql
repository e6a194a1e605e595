-- An act, a statutory instrument or a regulator's rules, the word for its provisions and the short names it is cited by.
ALTER TABLE "library_acts" ADD COLUMN "kind" text DEFAULT 'act' NOT NULL;--> statement-breakpoint
ALTER TABLE "library_acts" ADD COLUMN "unit_label" text DEFAULT 's' NOT NULL;--> statement-breakpoint
ALTER TABLE "library_acts" ADD COLUMN "aliases" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "library_acts" ADD CONSTRAINT "library_acts_kind_check" CHECK ("library_acts"."kind" in ('act', 'statutory-instrument', 'regulator-rules'));