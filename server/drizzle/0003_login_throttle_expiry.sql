ALTER TABLE "login_throttle" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Rows kept from before: useful until the end of their window (at most 15 minutes) or lock.
UPDATE "login_throttle" SET "expires_at" = greatest("window_started_at" + interval '15 minutes', "locked_until");--> statement-breakpoint
CREATE INDEX "login_throttle_expires_at_idx" ON "login_throttle" USING btree ("expires_at");