CREATE TABLE "activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"area" text NOT NULL,
	"action" text NOT NULL,
	"record_id" text,
	"record_label" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"request_id" text,
	"address" text,
	CONSTRAINT "activity_actor_type_check" CHECK ("activity"."actor_type" in ('user', 'system')),
	CONSTRAINT "activity_action_check" CHECK ("activity"."action" in ('create', 'update', 'delete', 'status_change', 'import', 'settings', 'role_change', 'password_change', 'sign_in', 'sign_in_failed', 'sign_out'))
);
--> statement-breakpoint
CREATE INDEX "activity_at_idx" ON "activity" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "activity_actor_idx" ON "activity" USING btree ("actor_id","at","id");--> statement-breakpoint
CREATE INDEX "activity_area_record_idx" ON "activity" USING btree ("area","record_id","at","id");--> statement-breakpoint
CREATE INDEX "activity_action_idx" ON "activity" USING btree ("action","at","id");