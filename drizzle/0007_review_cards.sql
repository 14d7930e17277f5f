CREATE TABLE "review_cards" (
	"user_id" text NOT NULL,
	"topic_id" text NOT NULL,
	"question_id" text NOT NULL,
	"box" integer NOT NULL,
	"status" text NOT NULL,
	"due_day" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_cards_user_id_topic_id_question_id_pk" PRIMARY KEY("user_id","topic_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;