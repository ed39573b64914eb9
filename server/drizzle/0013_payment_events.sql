CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"order_reference" text NOT NULL,
	"payload" jsonb NOT NULL,
	"issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_eventId_unique" UNIQUE("event_id"),
	CONSTRAINT "payment_events_type_check" CHECK ("payment_events"."type" in ('payment.succeeded', 'payment.failed', 'payment.refunded'))
);
--> statement-breakpoint
CREATE INDEX "payment_events_waiting_idx" ON "payment_events" USING btree ("order_reference") WHERE "payment_events"."applied_at" is null;--> statement-breakpoint
CREATE INDEX "payment_events_created_at_idx" ON "payment_events" USING btree ("created_at");