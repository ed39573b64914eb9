CREATE TABLE "trash_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"area" text NOT NULL,
	"record_id" uuid NOT NULL,
	"label" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by_id" uuid,
	"deleted_by_email" text,
	"snapshot" jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity" DROP CONSTRAINT "activity_action_check";--> statement-breakpoint
CREATE INDEX "trash_entries_deleted_at_idx" ON "trash_entries" USING btree ("deleted_at","id");--> statement-breakpoint
CREATE INDEX "trash_entries_area_idx" ON "trash_entries" USING btree ("area","deleted_at","id");--> statement-breakpoint
CREATE INDEX "trash_entries_images_idx" ON "trash_entries" USING gin ("images");--> statement-breakpoint
CREATE INDEX "trash_entries_record_idx" ON "trash_entries" USING btree ("record_id");--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_action_check" CHECK ("activity"."action" in ('create', 'update', 'delete', 'status_change', 'import', 'settings', 'role_change', 'password_change', 'sign_in', 'sign_in_failed', 'sign_out', 'two_factor_enable', 'two_factor_disable', 'recovery_code_use', 'session_revoke', 'restore', 'purge'));