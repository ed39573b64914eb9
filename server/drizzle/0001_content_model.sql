CREATE TABLE "advantage_stats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"description" text NOT NULL,
	"dots" integer DEFAULT 0 NOT NULL,
	"accent" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advantage_stats_key_unique" UNIQUE("key"),
	CONSTRAINT "advantage_stats_key_check" CHECK ("advantage_stats"."key" <> '' and "advantage_stats"."key" = btrim("advantage_stats"."key")),
	CONSTRAINT "advantage_stats_dots_check" CHECK ("advantage_stats"."dots" >= 0),
	CONSTRAINT "advantage_stats_accent_check" CHECK ("advantage_stats"."accent" in ('blue', 'orange', 'green', 'red'))
);
--> statement-breakpoint
CREATE TABLE "core_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"icon_path" text DEFAULT 'M13 10V3L4 14h7v7l9-11h-7z' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_stats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"label" text NOT NULL,
	"color" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_stats_color_check" CHECK ("marketing_stats"."color" in ('edtech-green', 'edtech-orange', 'edtech-red', 'edtech-blue'))
);
--> statement-breakpoint
CREATE TABLE "mentors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"company" text NOT NULL,
	"image" text NOT NULL,
	"accent" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentors_key_unique" UNIQUE("key"),
	CONSTRAINT "mentors_key_check" CHECK ("mentors"."key" <> '' and "mentors"."key" = btrim("mentors"."key")),
	CONSTRAINT "mentors_accent_check" CHECK ("mentors"."accent" in ('blue', 'orange', 'green'))
);
--> statement-breakpoint
CREATE TABLE "milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"bio" text NOT NULL,
	"image" text,
	"linkedin" text,
	"twitter" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"author_name" text NOT NULL,
	"author_role" text DEFAULT '' NOT NULL,
	"author_avatar" text,
	"category" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_time" integer DEFAULT 5 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_posts_title_check" CHECK (btrim("blog_posts"."title") <> ''),
	CONSTRAINT "blog_posts_slug_check" CHECK ("blog_posts"."slug" <> '' and "blog_posts"."slug" = btrim("blog_posts"."slug") and "blog_posts"."slug" = lower("blog_posts"."slug")),
	CONSTRAINT "blog_posts_read_time_check" CHECK ("blog_posts"."read_time" >= 1)
);
--> statement-breakpoint
CREATE TABLE "coupon_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_courses_coupon_id_course_id_unique" UNIQUE("coupon_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_email" text NOT NULL,
	"discount_pence" bigint NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "coupon_redemptions_discount_check" CHECK ("coupon_redemptions"."discount_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_percent" numeric(5, 2),
	"discount_pence" bigint,
	"is_active" boolean DEFAULT true NOT NULL,
	"expiry_date" date,
	"usage_limit" integer,
	"min_purchase_pence" bigint,
	"max_discount_pence" bigint,
	"description" text DEFAULT '' NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_code_check" CHECK ("coupons"."code" <> '' and "coupons"."code" = upper("coupons"."code") and "coupons"."code" !~ '[[:space:]]'),
	CONSTRAINT "coupons_discount_type_check" CHECK ("coupons"."discount_type" in ('percentage', 'flat')),
	CONSTRAINT "coupons_discount_value_check" CHECK (("coupons"."discount_type" = 'percentage' and "coupons"."discount_pence" is null and "coupons"."discount_percent" > 0 and "coupons"."discount_percent" <= 100) or ("coupons"."discount_type" = 'flat' and "coupons"."discount_percent" is null and "coupons"."discount_pence" > 0)),
	CONSTRAINT "coupons_usage_limit_check" CHECK ("coupons"."usage_limit" >= 1),
	CONSTRAINT "coupons_used_count_check" CHECK ("coupons"."used_count" >= 0 and ("coupons"."usage_limit" is null or "coupons"."used_count" <= "coupons"."usage_limit")),
	CONSTRAINT "coupons_amounts_check" CHECK ("coupons"."min_purchase_pence" >= 0 and "coupons"."max_discount_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"customer_id" uuid,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"course_id" uuid,
	"course_name" text NOT NULL,
	"coupon_id" uuid,
	"subtotal_pence" bigint NOT NULL,
	"discount_pence" bigint DEFAULT 0 NOT NULL,
	"total_pence" bigint NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" in ('pending', 'paid', 'failed', 'cancelled', 'refunded')),
	CONSTRAINT "payment_orders_currency_check" CHECK ("payment_orders"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "payment_orders_amounts_check" CHECK ("payment_orders"."subtotal_pence" >= 0 and "payment_orders"."discount_pence" >= 0 and "payment_orders"."discount_pence" <= "payment_orders"."subtotal_pence" and "payment_orders"."total_pence" = "payment_orders"."subtotal_pence" - "payment_orders"."discount_pence")
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"order_id" uuid NOT NULL,
	"course_id" uuid,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text,
	"course_name" text NOT NULL,
	"course_category" text,
	"amount_pence" bigint NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_transactions_status_check" CHECK ("payment_transactions"."status" in ('success', 'failed', 'pending', 'refunded')),
	CONSTRAINT "payment_transactions_currency_check" CHECK ("payment_transactions"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "payment_transactions_amount_check" CHECK ("payment_transactions"."amount_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"overview" text NOT NULL,
	"prerequisites" text NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"curriculum" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tools" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"testimonials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"success_stats" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pricing" jsonb DEFAULT '{"current":"","original":"","discount":"0%","deadline":"TBD","features":[]}'::jsonb NOT NULL,
	"course_info" jsonb DEFAULT '{"startDate":"TBD","format":"Online","support":"24/7","studentsEnrolled":"0"}'::jsonb NOT NULL,
	"trust_indicators" jsonb DEFAULT '{"rating":"4.8","reviewCount":"0","testimonialPreview":{"text":"Great course!","author":"Anonymous"}}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_details_course_id_unique" UNIQUE("course_id"),
	CONSTRAINT "course_details_lists_check" CHECK (jsonb_typeof("course_details"."features") = 'array' and jsonb_typeof("course_details"."curriculum") = 'array' and jsonb_typeof("course_details"."tools") = 'array' and jsonb_typeof("course_details"."testimonials") = 'array' and jsonb_typeof("course_details"."success_stats") = 'array'),
	CONSTRAINT "course_details_objects_check" CHECK (jsonb_typeof("course_details"."pricing") = 'object' and jsonb_typeof("course_details"."course_info") = 'object' and jsonb_typeof("course_details"."trust_indicators") = 'object')
);
--> statement-breakpoint
CREATE TABLE "course_icons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"icon_name" text NOT NULL,
	"icon_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_icons_icon_name_unique" UNIQUE("icon_name"),
	CONSTRAINT "course_icons_icon_name_check" CHECK ("course_icons"."icon_name" <> '' and "course_icons"."icon_name" = lower("course_icons"."icon_name") and "course_icons"."icon_name" !~ '[[:space:]]'),
	CONSTRAINT "course_icons_icon_path_check" CHECK (btrim("course_icons"."icon_path") <> '')
);
--> statement-breakpoint
CREATE TABLE "course_pricing" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"original_price_pence" bigint NOT NULL,
	"current_price_pence" bigint NOT NULL,
	"installment_price_pence" bigint DEFAULT 0 NOT NULL,
	"installment_months" integer DEFAULT 0 NOT NULL,
	"discount" text NOT NULL,
	"duration" text NOT NULL,
	"extra" text NOT NULL,
	"description" text NOT NULL,
	"badge" text NOT NULL,
	"cta" text NOT NULL,
	"features" text[] DEFAULT '{}' NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"accent" text DEFAULT 'edtech-green' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_pricing_course_id_unique" UNIQUE("course_id"),
	CONSTRAINT "course_pricing_prices_check" CHECK ("course_pricing"."original_price_pence" >= 0 and "course_pricing"."current_price_pence" >= 0 and "course_pricing"."installment_price_pence" >= 0),
	CONSTRAINT "course_pricing_installment_months_check" CHECK ("course_pricing"."installment_months" >= 0),
	CONSTRAINT "course_pricing_accent_check" CHECK ("course_pricing"."accent" in ('edtech-green', 'edtech-orange', 'edtech-red', 'edtech-blue'))
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"badge" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"duration" text NOT NULL,
	"extra" text NOT NULL,
	"accent" text DEFAULT 'edtech-green' NOT NULL,
	"icon_name" text,
	"featured" boolean DEFAULT false NOT NULL,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_slug_unique" UNIQUE("slug"),
	CONSTRAINT "courses_slug_check" CHECK ("courses"."slug" <> '' and "courses"."slug" = btrim("courses"."slug")),
	CONSTRAINT "courses_title_check" CHECK ("courses"."title" <> '' and "courses"."title" = btrim("courses"."title")),
	CONSTRAINT "courses_description_check" CHECK ("courses"."description" <> '' and "courses"."description" = btrim("courses"."description")),
	CONSTRAINT "courses_category_check" CHECK ("courses"."category" <> '' and "courses"."category" = btrim("courses"."category")),
	CONSTRAINT "courses_accent_check" CHECK ("courses"."accent" in ('edtech-green', 'edtech-orange', 'edtech-red'))
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"course_id" uuid,
	"course_name" text,
	"course_category" text,
	"payment_type" text DEFAULT 'full_payment' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"customer_status" text DEFAULT 'pending' NOT NULL,
	"amount_pence" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"installment_paid_pence" bigint,
	"installment_total_pence" bigint,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_payment_type_check" CHECK ("customers"."payment_type" in ('full_payment', 'installment')),
	CONSTRAINT "customers_payment_status_check" CHECK ("customers"."payment_status" in ('pending', 'paid', 'failed', 'refunded')),
	CONSTRAINT "customers_customer_status_check" CHECK ("customers"."customer_status" in ('pending', 'approved', 'rejected', 'completed', 'cancelled')),
	CONSTRAINT "customers_amount_check" CHECK ("customers"."amount_pence" >= 0),
	CONSTRAINT "customers_currency_check" CHECK ("customers"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "customers_installment_check" CHECK (("customers"."installment_paid_pence" is null) = ("customers"."installment_total_pence" is null) and "customers"."installment_paid_pence" >= 0 and "customers"."installment_total_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"type" text DEFAULT 'general_inquiry' NOT NULL,
	"subject" text,
	"message" text,
	"status" text DEFAULT 'new' NOT NULL,
	"course_id" uuid,
	"course_name" text,
	"source" text,
	"assigned_to" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_type_check" CHECK ("inquiries"."type" in ('contact_form', 'strategy_call', 'course_inquiry', 'general_inquiry', 'bootcamp')),
	CONSTRAINT "inquiries_status_check" CHECK ("inquiries"."status" in ('new', 'contacted', 'followed_up', 'converted', 'closed', 'spam'))
);
--> statement-breakpoint
CREATE TABLE "company_logos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faqs_number_unique" UNIQUE("number"),
	CONSTRAINT "faqs_number_check" CHECK ("faqs"."number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "mentor_features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"icon" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "success_stats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"company" text,
	"rating" integer DEFAULT 5 NOT NULL,
	"review" text NOT NULL,
	"category" text NOT NULL,
	"accent" text NOT NULL,
	"photo" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_key_unique" UNIQUE("key"),
	CONSTRAINT "testimonials_key_check" CHECK ("testimonials"."key" <> '' and "testimonials"."key" = btrim("testimonials"."key")),
	CONSTRAINT "testimonials_rating_check" CHECK ("testimonials"."rating" between 1 and 5),
	CONSTRAINT "testimonials_accent_check" CHECK ("testimonials"."accent" in ('blue', 'orange', 'green', 'red'))
);
--> statement-breakpoint
CREATE TABLE "trustpilot_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"avatar" text,
	"location" text NOT NULL,
	"review_count" integer DEFAULT 1 NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"title" text NOT NULL,
	"review" text NOT NULL,
	"review_date" text NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trustpilot_reviews_key_unique" UNIQUE("key"),
	CONSTRAINT "trustpilot_reviews_key_check" CHECK ("trustpilot_reviews"."key" <> '' and "trustpilot_reviews"."key" = btrim("trustpilot_reviews"."key")),
	CONSTRAINT "trustpilot_reviews_location_check" CHECK (char_length("trustpilot_reviews"."location") <= 2),
	CONSTRAINT "trustpilot_reviews_review_count_check" CHECK ("trustpilot_reviews"."review_count" >= 1),
	CONSTRAINT "trustpilot_reviews_rating_check" CHECK ("trustpilot_reviews"."rating" between 0.5 and 5 and "trustpilot_reviews"."rating" * 2 = trunc("trustpilot_reviews"."rating" * 2))
);
--> statement-breakpoint
CREATE TABLE "upcoming_skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"demand" text NOT NULL,
	"growth" text NOT NULL,
	"icon" text NOT NULL,
	"accent" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upcoming_skills_key_unique" UNIQUE("key"),
	CONSTRAINT "upcoming_skills_key_check" CHECK ("upcoming_skills"."key" <> '' and "upcoming_skills"."key" = btrim("upcoming_skills"."key")),
	CONSTRAINT "upcoming_skills_category_check" CHECK ("upcoming_skills"."category" in ('programming', 'design', 'marketing', 'business', 'data', 'other')),
	CONSTRAINT "upcoming_skills_accent_check" CHECK ("upcoming_skills"."accent" in ('blue', 'green', 'orange', 'red', 'purple'))
);
--> statement-breakpoint
CREATE TABLE "customer_counts_daily" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"payment_status" text NOT NULL,
	"customer_status" text NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_counts_daily_day_statuses_unique" UNIQUE("day","payment_status","customer_status"),
	CONSTRAINT "customer_counts_daily_payment_status_check" CHECK ("customer_counts_daily"."payment_status" in ('pending', 'paid', 'failed', 'refunded')),
	CONSTRAINT "customer_counts_daily_customer_status_check" CHECK ("customer_counts_daily"."customer_status" in ('pending', 'approved', 'rejected', 'completed', 'cancelled')),
	CONSTRAINT "customer_counts_daily_customers_check" CHECK ("customer_counts_daily"."customers" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inquiry_counts_daily" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"inquiries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_counts_daily_day_status_unique" UNIQUE("day","status"),
	CONSTRAINT "inquiry_counts_daily_status_check" CHECK ("inquiry_counts_daily"."status" in ('new', 'contacted', 'followed_up', 'converted', 'closed', 'spam')),
	CONSTRAINT "inquiry_counts_daily_inquiries_check" CHECK ("inquiry_counts_daily"."inquiries" >= 0)
);
--> statement-breakpoint
CREATE TABLE "revenue_daily" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"course_id" uuid,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"course_name" text DEFAULT '' NOT NULL,
	"transactions" integer DEFAULT 0 NOT NULL,
	"revenue_pence" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revenue_daily_day_course_id_currency_unique" UNIQUE NULLS NOT DISTINCT("day","course_id","currency"),
	CONSTRAINT "revenue_daily_totals_check" CHECK ("revenue_daily"."transactions" >= 0 and "revenue_daily"."revenue_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "company_info" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"singleton" boolean DEFAULT true NOT NULL,
	"whatsapp_number" text DEFAULT '' NOT NULL,
	"support_email" text DEFAULT '' NOT NULL,
	"hero_roles" text[] DEFAULT '{}' NOT NULL,
	"carousel_roles" text[] DEFAULT '{}' NOT NULL,
	"marketing_stats" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"whatsapp_quick_messages" text[] DEFAULT '{}' NOT NULL,
	"pricing_faq" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"course_benefits_comparison" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"social_media" jsonb DEFAULT '{"facebook":"","instagram":"","linkedin":""}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_info_singleton_unique" UNIQUE("singleton"),
	CONSTRAINT "company_info_singleton_check" CHECK ("company_info"."singleton"),
	CONSTRAINT "company_info_json_check" CHECK (jsonb_typeof("company_info"."marketing_stats") = 'array' and jsonb_typeof("company_info"."pricing_faq") = 'array' and jsonb_typeof("company_info"."course_benefits_comparison") = 'array' and jsonb_typeof("company_info"."social_media") = 'object')
);
--> statement-breakpoint
CREATE TABLE "contact_data" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"singleton" boolean DEFAULT true NOT NULL,
	"offices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"response_time" text DEFAULT '' NOT NULL,
	"map_embed_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_data_singleton_unique" UNIQUE("singleton"),
	CONSTRAINT "contact_data_singleton_check" CHECK ("contact_data"."singleton"),
	CONSTRAINT "contact_data_offices_check" CHECK (jsonb_typeof("contact_data"."offices") = 'array')
);
--> statement-breakpoint
CREATE TABLE "highlighted_countries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"singleton" boolean DEFAULT true NOT NULL,
	"countries" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "highlighted_countries_singleton_unique" UNIQUE("singleton"),
	CONSTRAINT "highlighted_countries_singleton_check" CHECK ("highlighted_countries"."singleton")
);
--> statement-breakpoint
ALTER TABLE "coupon_courses" ADD CONSTRAINT "coupon_courses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_courses" ADD CONSTRAINT "coupon_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_details" ADD CONSTRAINT "course_details_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_pricing" ADD CONSTRAINT "course_pricing_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_published_at_idx" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "coupon_courses_course_id_idx" ON "coupon_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_id_redeemed_at_idx" ON "coupon_redemptions" USING btree ("coupon_id","redeemed_at");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_redeemed_at_idx" ON "coupon_redemptions" USING btree ("redeemed_at");--> statement-breakpoint
CREATE INDEX "coupons_created_at_idx" ON "coupons" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_created_at_idx" ON "payment_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_status_created_at_idx" ON "payment_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_customer_id_idx" ON "payment_orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "payment_orders_course_id_created_at_idx" ON "payment_orders" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_coupon_id_idx" ON "payment_orders" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_payment_date_idx" ON "payment_transactions" USING btree ("payment_date");--> statement-breakpoint
CREATE INDEX "payment_transactions_status_payment_date_idx" ON "payment_transactions" USING btree ("status","payment_date");--> statement-breakpoint
CREATE INDEX "payment_transactions_course_id_payment_date_idx" ON "payment_transactions" USING btree ("course_id","payment_date");--> statement-breakpoint
CREATE INDEX "payment_transactions_order_id_idx" ON "payment_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "courses_category_idx" ON "courses" USING btree ("category");--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "customers_payment_status_created_at_idx" ON "customers" USING btree ("payment_status","created_at");--> statement-breakpoint
CREATE INDEX "customers_customer_status_created_at_idx" ON "customers" USING btree ("customer_status","created_at");--> statement-breakpoint
CREATE INDEX "customers_payment_type_created_at_idx" ON "customers" USING btree ("payment_type","created_at");--> statement-breakpoint
CREATE INDEX "customers_course_id_created_at_idx" ON "customers" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "customers_source_created_at_idx" ON "customers" USING btree ("source","created_at");--> statement-breakpoint
CREATE INDEX "customers_email_lower_idx" ON "customers" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_name_lower_idx" ON "customers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "customers_amount_idx" ON "customers" USING btree ("amount_pence");--> statement-breakpoint
CREATE INDEX "inquiries_created_at_idx" ON "inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inquiries_status_created_at_idx" ON "inquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_type_created_at_idx" ON "inquiries" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_source_created_at_idx" ON "inquiries" USING btree ("source","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_assigned_to_created_at_idx" ON "inquiries" USING btree ("assigned_to","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_course_id_idx" ON "inquiries" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "inquiries_email_lower_idx" ON "inquiries" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "inquiries_name_lower_idx" ON "inquiries" USING btree (lower("name"));