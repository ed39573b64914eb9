-- Substring search on customers and inquiries: pg_trgm lives in "public" so that every schema on the
-- search path (the tests each work in one) finds its operator class by that name.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin (lower("name") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin (lower("email") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_trgm_idx" ON "customers" USING gin ("phone" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_name_trgm_idx" ON "inquiries" USING gin (lower("name") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_email_trgm_idx" ON "inquiries" USING gin (lower("email") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_phone_trgm_idx" ON "inquiries" USING gin ("phone" public.gin_trgm_ops);