DROP INDEX "customers_name_trgm_idx";--> statement-breakpoint
DROP INDEX "customers_email_trgm_idx";--> statement-breakpoint
DROP INDEX "customers_phone_trgm_idx";--> statement-breakpoint
DROP INDEX "inquiries_name_trgm_idx";--> statement-breakpoint
DROP INDEX "inquiries_email_trgm_idx";--> statement-breakpoint
DROP INDEX "inquiries_phone_trgm_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || chr(31) || "email" || chr(31) || coalesce("phone", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || chr(31) || "email" || chr(31) || coalesce("phone", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_search_trgm_idx" ON "inquiries" USING gin ("search_text" public.gin_trgm_ops);