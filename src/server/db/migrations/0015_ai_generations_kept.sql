CREATE TABLE "ai_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tool" text NOT NULL,
	"source_title" text,
	"source_text" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_ref" text,
	"result" jsonb NOT NULL,
	"engine" text NOT NULL,
	"model" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_generations_tool_check" CHECK ("ai_generations"."tool" in ('flashcards', 'notes', 'mindmaps')),
	CONSTRAINT "ai_generations_status_check" CHECK ("ai_generations"."status" in ('pending', 'saved', 'discarded')),
	CONSTRAINT "ai_generations_source_kind_check" CHECK ("ai_generations"."source_kind" in ('text', 'note', 'case'))
);
--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_generations_user_created_idx" ON "ai_generations" USING btree ("user_id","created_at");