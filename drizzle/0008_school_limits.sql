ALTER TABLE "class_sessions" ADD COLUMN "max_participants" integer DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "seats_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_started_at");--> statement-breakpoint
-- Sessions opened before this migration: their pupils already hold seats.
UPDATE "class_sessions" SET "seats_taken" = (SELECT count(*) FROM "class_participants" p WHERE p."session_id" = "class_sessions"."id");--> statement-breakpoint
-- Rate-limit keys held emails in plain text: they now hold a keyed hash (server/infra/rate-limit.ts `identityKey`).
DELETE FROM "rate_limits" WHERE "key" LIKE 'mail:%' OR "key" LIKE 'signin-fail:%';
