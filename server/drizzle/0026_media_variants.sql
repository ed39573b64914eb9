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