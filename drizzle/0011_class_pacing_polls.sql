CREATE TABLE "class_poll_counts" (
	"poll_id" uuid NOT NULL,
	"option_id" text NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "class_poll_counts_poll_id_option_id_pk" PRIMARY KEY("poll_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "class_polls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"map_id" text NOT NULL,
	"question_id" text NOT NULL,
	"moment" text NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_removed_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "pacing" text DEFAULT 'libre' NOT NULL;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "timer_seconds" integer;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "current_question" text;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "current_index" integer;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "question_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "revealed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "class_poll_counts" ADD CONSTRAINT "class_poll_counts_poll_id_class_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."class_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_polls" ADD CONSTRAINT "class_polls_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_removed_tokens" ADD CONSTRAINT "class_removed_tokens_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;