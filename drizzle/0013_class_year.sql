CREATE TABLE "class_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"start_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_participants" ADD COLUMN "class_key_hash" text;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "share_token" text;--> statement-breakpoint
ALTER TABLE "class_groups" ADD CONSTRAINT "class_groups_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_groups_user_idx" ON "class_groups" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_group_id_class_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."class_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_participants_class_key_idx" ON "class_participants" USING btree ("class_key_hash");--> statement-breakpoint
CREATE INDEX "class_sessions_group_idx" ON "class_sessions" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_share_token_unique" UNIQUE("share_token");