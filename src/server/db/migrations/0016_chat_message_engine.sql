-- Each chat answer keeps the engine and model that wrote it, so its label stays true (decision 0050).
ALTER TABLE "chat_messages" ADD COLUMN "engine" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_engine_check" CHECK ("chat_messages"."engine" in ('local', 'openai'));