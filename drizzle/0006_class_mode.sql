CREATE TABLE "class_answers" (
	"session_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"topic_id" text NOT NULL,
	"question_id" text NOT NULL,
	"selected_option_id" text NOT NULL,
	"is_correct" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_answers_participant_id_topic_id_question_id_pk" PRIMARY KEY("participant_id","topic_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "class_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"pseudonym" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_participants_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "class_participants_session_pseudonym_unique" UNIQUE("session_id","pseudonym")
);
--> statement-breakpoint
CREATE TABLE "class_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"code" text NOT NULL,
	"topic_ids" jsonb NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"pretest_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_sessions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "class_answers" ADD CONSTRAINT "class_answers_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_answers" ADD CONSTRAINT "class_answers_participant_id_class_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."class_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_participants" ADD CONSTRAINT "class_participants_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_pretest_id_class_sessions_id_fk" FOREIGN KEY ("pretest_id") REFERENCES "public"."class_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_answers_session_idx" ON "class_answers" USING btree ("session_id","topic_id","question_id");--> statement-breakpoint
CREATE INDEX "class_sessions_user_created_idx" ON "class_sessions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "class_sessions_closes_idx" ON "class_sessions" USING btree ("closes_at");