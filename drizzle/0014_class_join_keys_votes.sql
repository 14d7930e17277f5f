CREATE TABLE "class_poll_votes" (
	"poll_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	CONSTRAINT "class_poll_votes_poll_id_participant_id_pk" PRIMARY KEY("poll_id","participant_id")
);
--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "join_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "class_poll_votes" ADD CONSTRAINT "class_poll_votes_poll_id_class_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."class_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_poll_votes" ADD CONSTRAINT "class_poll_votes_participant_id_class_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."class_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_join_key_unique" UNIQUE("join_key");