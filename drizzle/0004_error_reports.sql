CREATE TABLE "error_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"message" text NOT NULL,
	"source" text,
	"email" text,
	"status" text DEFAULT 'nouveau' NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "error_reports_created_idx" ON "error_reports" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);