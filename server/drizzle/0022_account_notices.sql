CREATE TABLE "account_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"recipient_email" text NOT NULL,
	"previous_email" text,
	"new_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "account_notices_kind_check" CHECK ("account_notices"."kind" in ('password_set', 'email_changed'))
);
--> statement-breakpoint
ALTER TABLE "activity" DROP CONSTRAINT "activity_action_check";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "limited_to" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_change_required_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_notices" ADD CONSTRAINT "account_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_notices" ADD CONSTRAINT "account_notices_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_notices_user_created_idx" ON "account_notices" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_action_check" CHECK ("activity"."action" in ('create', 'update', 'delete', 'status_change', 'import', 'settings', 'role_change', 'password_change', 'sign_in', 'sign_in_failed', 'sign_out', 'two_factor_enable', 'two_factor_disable', 'recovery_code_use', 'session_revoke', 'session_evicted', 'confirmation_refused', 'two_factor_code_refused', 'restore', 'purge'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_limited_to_check" CHECK ("sessions"."limited_to" in ('two_factor_setup', 'password_change'));--> statement-breakpoint
-- hand-written below
-- A session limited to setting up two-factor sign-in keeps its limit under the new column; the
-- boolean that marked it goes in the next migration.
UPDATE "sessions" SET "limited_to" = 'two_factor_setup' WHERE "enrolment_only";
