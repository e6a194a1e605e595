CREATE TABLE "practice_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tool" text NOT NULL,
	"scenario_id" text NOT NULL,
	"scenario_title" text NOT NULL,
	"practice_area" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"timed" boolean DEFAULT false NOT NULL,
	"deadline" timestamp with time zone,
	"seconds_taken" integer,
	"answer" text,
	"transcript" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"feedback" jsonb,
	"percent" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_sessions_tool_check" CHECK ("practice_sessions"."tool" in ('legal-writing', 'legal-drafting', 'case-analysis', 'interviewing', 'advocacy')),
	CONSTRAINT "practice_sessions_status_check" CHECK ("practice_sessions"."status" in ('in_progress', 'submitted'))
);
--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_sessions_user_tool_started_idx" ON "practice_sessions" USING btree ("user_id","tool","started_at");