CREATE TABLE "sbaq_mocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"paper" text NOT NULL,
	"question_ids" text[] NOT NULL,
	"session1_id" uuid,
	"session2_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sbaq_mocks" ADD CONSTRAINT "sbaq_mocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sbaq_mocks" ADD CONSTRAINT "sbaq_mocks_session1_id_sbaq_quizzes_id_fk" FOREIGN KEY ("session1_id") REFERENCES "public"."sbaq_quizzes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sbaq_mocks" ADD CONSTRAINT "sbaq_mocks_session2_id_sbaq_quizzes_id_fk" FOREIGN KEY ("session2_id") REFERENCES "public"."sbaq_quizzes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sbaq_mocks_user_created_idx" ON "sbaq_mocks" USING btree ("user_id","created_at");