ALTER TABLE "review_cards" ALTER COLUMN "box" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "review_cards" ALTER COLUMN "status" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "review_cards" ADD COLUMN "stability" double precision;--> statement-breakpoint
ALTER TABLE "review_cards" ADD COLUMN "difficulty" double precision;--> statement-breakpoint
ALTER TABLE "review_cards" ADD COLUMN "scheduled_days" integer;--> statement-breakpoint
ALTER TABLE "review_cards" ADD COLUMN "reps" integer;--> statement-breakpoint
ALTER TABLE "review_cards" ADD COLUMN "lapses" integer;--> statement-breakpoint
ALTER TABLE "review_cards" ADD COLUMN "confident_error" boolean DEFAULT false NOT NULL;