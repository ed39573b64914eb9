ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_status_check";--> statement-breakpoint
ALTER TABLE "inquiry_counts_daily" DROP CONSTRAINT "inquiry_counts_daily_status_check";--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "repeat_key" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "times_sent" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "last_sent_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- hand-written: an inquiry received before this migration was last sent when it was made.
UPDATE "inquiries" SET "last_sent_at" = "created_at";--> statement-breakpoint
CREATE INDEX "inquiries_repeat_key_idx" ON "inquiries" USING btree ("repeat_key","last_sent_at") WHERE "inquiries"."repeat_key" is not null;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_times_sent_check" CHECK ("inquiries"."times_sent" >= 1);--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_status_check" CHECK ("inquiries"."status" in ('new', 'contacted', 'followed_up', 'converted', 'closed', 'spam', 'suspected_spam'));--> statement-breakpoint
ALTER TABLE "inquiry_counts_daily" ADD CONSTRAINT "inquiry_counts_daily_status_check" CHECK ("inquiry_counts_daily"."status" in ('new', 'contacted', 'followed_up', 'converted', 'closed', 'spam', 'suspected_spam'));