CREATE TABLE "admin_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "email_subscribers_created_idx" ON "email_subscribers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);