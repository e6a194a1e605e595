CREATE TABLE "ai_usage" (
	"user_id" uuid NOT NULL,
	"tool" text NOT NULL,
	"week_start" timestamp with time zone NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "ai_usage_user_id_tool_week_start_pk" PRIMARY KEY("user_id","tool","week_start")
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_conversations_kind_check" CHECK ("chat_conversations"."kind" in ('case-law', 'statute', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_role_check" CHECK ("chat_messages"."role" in ('user', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "sbaq_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"origin" text DEFAULT 'bank' NOT NULL,
	"subject" text NOT NULL,
	"topic" text NOT NULL,
	"difficulty" smallint DEFAULT 2 NOT NULL,
	"stem" text NOT NULL,
	"options" jsonb NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sbaq_questions_origin_check" CHECK ("sbaq_questions"."origin" in ('bank', 'generated')),
	CONSTRAINT "sbaq_questions_answer_check" CHECK ("sbaq_questions"."answer" in ('A', 'B', 'C', 'D', 'E'))
);
--> statement-breakpoint
CREATE TABLE "sbaq_quizzes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subjects" text[] NOT NULL,
	"question_ids" text[] NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"flagged" text[] DEFAULT '{}' NOT NULL,
	"time_limit_seconds" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"score" integer
);
--> statement-breakpoint
CREATE TABLE "sbaq_results" (
	"user_id" uuid NOT NULL,
	"quiz_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"subject" text NOT NULL,
	"chosen" text,
	"correct" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sbaq_results_quiz_id_question_id_pk" PRIMARY KEY("quiz_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sbaq_quizzes" ADD CONSTRAINT "sbaq_quizzes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sbaq_results" ADD CONSTRAINT "sbaq_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sbaq_results" ADD CONSTRAINT "sbaq_results_quiz_id_sbaq_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."sbaq_quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_usage_week_idx" ON "ai_usage" USING btree ("week_start");--> statement-breakpoint
CREATE INDEX "chat_conversations_user_kind_idx" ON "chat_conversations" USING btree ("user_id","kind","updated_at");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "sbaq_questions_subject_idx" ON "sbaq_questions" USING btree ("subject","topic");--> statement-breakpoint
CREATE INDEX "sbaq_quizzes_user_started_idx" ON "sbaq_quizzes" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "sbaq_results_user_subject_idx" ON "sbaq_results" USING btree ("user_id","subject");--> statement-breakpoint
CREATE INDEX "sbaq_results_user_question_idx" ON "sbaq_results" USING btree ("user_id","question_id");