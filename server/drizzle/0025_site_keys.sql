CREATE TABLE "site_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "site_keys_keyHash_unique" UNIQUE("key_hash"),
	CONSTRAINT "site_keys_name_check" CHECK ("site_keys"."name" <> '' and "site_keys"."name" = btrim("site_keys"."name")),
	CONSTRAINT "site_keys_key_hash_check" CHECK ("site_keys"."key_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE INDEX "site_keys_created_idx" ON "site_keys" USING btree ("created_at");