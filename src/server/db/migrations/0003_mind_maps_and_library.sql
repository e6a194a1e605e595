CREATE TABLE "library_acts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"year" integer NOT NULL,
	"chapter" text,
	"subjects" text[] DEFAULT '{}' NOT NULL,
	"source_name" text NOT NULL,
	"source_url" text,
	"licence" text NOT NULL,
	"origin" text DEFAULT 'starter' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_acts_origin_check" CHECK ("library_acts"."origin" in ('starter', 'import'))
);
--> statement-breakpoint
CREATE TABLE "library_case_paragraphs" (
	"case_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"number" text,
	"text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "library_case_paragraphs"."text")) STORED NOT NULL,
	CONSTRAINT "library_case_paragraphs_case_id_position_pk" PRIMARY KEY("case_id","position")
);
--> statement-breakpoint
CREATE TABLE "library_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"citation" text NOT NULL,
	"other_citations" text[] DEFAULT '{}' NOT NULL,
	"citation_keys" text[] DEFAULT '{}' NOT NULL,
	"court" text NOT NULL,
	"year" integer NOT NULL,
	"decided_on" text,
	"judges" text[] DEFAULT '{}' NOT NULL,
	"parties" text[] DEFAULT '{}' NOT NULL,
	"subjects" text[] DEFAULT '{}' NOT NULL,
	"facts" text DEFAULT '' NOT NULL,
	"issues" text DEFAULT '' NOT NULL,
	"held" text DEFAULT '' NOT NULL,
	"ratio" text DEFAULT '' NOT NULL,
	"related_slugs" text[] DEFAULT '{}' NOT NULL,
	"provision_refs" text[] DEFAULT '{}' NOT NULL,
	"source_name" text NOT NULL,
	"source_url" text,
	"licence" text NOT NULL,
	"origin" text DEFAULT 'starter' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "library_cases"."name" || ' ' || "library_cases"."citation"), 'A') || setweight(to_tsvector('english', "library_cases"."held" || ' ' || "library_cases"."ratio"), 'B') || setweight(to_tsvector('english', "library_cases"."facts" || ' ' || "library_cases"."issues"), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_cases_origin_check" CHECK ("library_cases"."origin" in ('starter', 'import'))
);
--> statement-breakpoint
CREATE TABLE "library_provisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"act_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"part" text,
	"section" text NOT NULL,
	"heading" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"subjects" text[] DEFAULT '{}' NOT NULL,
	"act_title" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "library_provisions"."act_title" || ' ' || "library_provisions"."heading"), 'A') || setweight(to_tsvector('english', "library_provisions"."summary"), 'B') || setweight(to_tsvector('english', "library_provisions"."body"), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mind_maps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subject_id" uuid,
	"topic_id" uuid,
	"title" text NOT NULL,
	"root" jsonb NOT NULL,
	"node_count" integer DEFAULT 1 NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mind_maps_source_check" CHECK ("mind_maps"."source" in ('manual', 'ai', 'note'))
);
--> statement-breakpoint
ALTER TABLE "library_case_paragraphs" ADD CONSTRAINT "library_case_paragraphs_case_id_library_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."library_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_provisions" ADD CONSTRAINT "library_provisions_act_id_library_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "public"."library_acts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mind_maps" ADD CONSTRAINT "mind_maps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mind_maps" ADD CONSTRAINT "mind_maps_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mind_maps" ADD CONSTRAINT "mind_maps_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_acts_slug_idx" ON "library_acts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "library_case_paragraphs_search_idx" ON "library_case_paragraphs" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "library_cases_slug_idx" ON "library_cases" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "library_cases_search_idx" ON "library_cases" USING gin ("search");--> statement-breakpoint
CREATE INDEX "library_cases_citation_keys_idx" ON "library_cases" USING gin ("citation_keys");--> statement-breakpoint
CREATE INDEX "library_cases_subjects_idx" ON "library_cases" USING gin ("subjects");--> statement-breakpoint
CREATE INDEX "library_cases_court_year_idx" ON "library_cases" USING btree ("court","year");--> statement-breakpoint
CREATE UNIQUE INDEX "library_provisions_act_section_idx" ON "library_provisions" USING btree ("act_id","section");--> statement-breakpoint
CREATE INDEX "library_provisions_act_position_idx" ON "library_provisions" USING btree ("act_id","position");--> statement-breakpoint
CREATE INDEX "library_provisions_search_idx" ON "library_provisions" USING gin ("search");--> statement-breakpoint
CREATE INDEX "library_provisions_subjects_idx" ON "library_provisions" USING gin ("subjects");--> statement-breakpoint
CREATE INDEX "mind_maps_user_updated_idx" ON "mind_maps" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "mind_maps_user_topic_idx" ON "mind_maps" USING btree ("user_id","topic_id");