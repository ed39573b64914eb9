CREATE TABLE "media_blobs" (
	"area" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"ref_count" integer DEFAULT 0 NOT NULL,
	"unreferenced_since" timestamp with time zone DEFAULT now(),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_blobs_pkey" PRIMARY KEY("area","name"),
	CONSTRAINT "media_blobs_area_check" CHECK ("media_blobs"."area" in ('course-images', 'blogs', 'team', 'testimonials', 'reviews', 'mentors')),
	CONSTRAINT "media_blobs_content_type_check" CHECK ("media_blobs"."content_type" in ('image/jpeg', 'image/png', 'image/gif', 'image/webp')),
	CONSTRAINT "media_blobs_name_check" CHECK ("media_blobs"."name" ~ '^[0-9a-f]{32}\.(jpg|png|gif|webp)$'),
	CONSTRAINT "media_blobs_size_check" CHECK ("media_blobs"."size" = octet_length("media_blobs"."bytes")),
	CONSTRAINT "media_blobs_dimensions_check" CHECK ("media_blobs"."width" > 0 and "media_blobs"."height" > 0),
	CONSTRAINT "media_blobs_ref_count_check" CHECK ("media_blobs"."ref_count" >= 0),
	CONSTRAINT "media_blobs_unreferenced_check" CHECK (("media_blobs"."ref_count" = 0) = ("media_blobs"."unreferenced_since" is not null))
);
--> statement-breakpoint
CREATE INDEX "media_blobs_unreferenced_idx" ON "media_blobs" USING btree ("unreferenced_since") WHERE "media_blobs"."ref_count" = 0;