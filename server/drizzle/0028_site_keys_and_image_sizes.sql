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
--> statement-breakpoint
CREATE TABLE "media_variants" (
	"area" text NOT NULL,
	"name" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"out_width" integer NOT NULL,
	"out_height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_variants_pkey" PRIMARY KEY("area","name","width","format"),
	CONSTRAINT "media_variants_width_check" CHECK ("media_variants"."width" >= 0),
	CONSTRAINT "media_variants_format_check" CHECK ("media_variants"."format" in ('webp', 'avif', 'original')),
	CONSTRAINT "media_variants_size_check" CHECK ("media_variants"."size" = octet_length("media_variants"."bytes")),
	CONSTRAINT "media_variants_dimensions_check" CHECK ("media_variants"."out_width" > 0 and "media_variants"."out_height" > 0)
);
--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_image_fk" FOREIGN KEY ("area","name") REFERENCES "public"."media_blobs"("area","name") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "media_blobs" DROP CONSTRAINT "media_blobs_area_check";--> statement-breakpoint
ALTER TABLE "media_blobs" ADD CONSTRAINT "media_blobs_area_check" CHECK ("media_blobs"."area" in ('course-images', 'blogs', 'team', 'testimonials', 'reviews', 'mentors', 'company-logos'));
