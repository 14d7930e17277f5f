ALTER TABLE "class_answers" ADD COLUMN "confidence" text;--> statement-breakpoint
ALTER TABLE "review_cards" ADD COLUMN "is_new" boolean DEFAULT false NOT NULL;