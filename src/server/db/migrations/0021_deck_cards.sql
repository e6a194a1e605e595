CREATE TABLE "deck_cards" (
	"user_id" uuid NOT NULL,
	"deck_card_id" text NOT NULL,
	"deck" text NOT NULL,
	"flashcard_id" uuid,
	"kind" text NOT NULL,
	"front" text NOT NULL,
	"back" text NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deck_cards_user_id_deck_card_id_pk" PRIMARY KEY("user_id","deck_card_id")
);
--> statement-breakpoint
ALTER TABLE "deck_cards" ADD CONSTRAINT "deck_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_cards" ADD CONSTRAINT "deck_cards_flashcard_id_flashcards_id_fk" FOREIGN KEY ("flashcard_id") REFERENCES "public"."flashcards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deck_cards_flashcard_idx" ON "deck_cards" USING btree ("flashcard_id");