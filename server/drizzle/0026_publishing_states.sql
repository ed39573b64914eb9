ALTER TABLE "advantage_stats" ADD COLUMN "publish_status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "advantage_stats" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "core_values" ADD COLUMN "publish_status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "core_values" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketing_stats" ADD COLUMN "publish_status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketing_stats" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "publish_status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "publish_status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "publish_status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "publish_status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "seo" jsonb;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "publish_status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "seo" jsonb;--> statement-breakpoint
ALTER TABLE "company_logos" ADD COLUMN "publish_status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_logos" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "publish_status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentor_features" ADD COLUMN "publish_status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_features" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "success_stats" ADD COLUMN "publish_status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "success_stats" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "publish_status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trustpilot_reviews" ADD COLUMN "publish_status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "trustpilot_reviews" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "upcoming_skills" ADD COLUMN "publish_status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "upcoming_skills" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
-- hand-written: what the site showed before publishing states stays on it.
UPDATE "advantage_stats" SET "publish_status" = 'published';--> statement-breakpoint
UPDATE "core_values" SET "publish_status" = 'published';--> statement-breakpoint
UPDATE "marketing_stats" SET "publish_status" = 'published';--> statement-breakpoint
UPDATE "mentors" SET "publish_status" = 'published';--> statement-breakpoint
UPDATE "milestones" SET "publish_status" = 'published';--> statement-breakpoint
UPDATE "team_members" SET "publish_status" = 'published';--> statement-breakpoint
UPDATE "blog_posts" SET "publish_status" = 'published';--> statement-breakpoint
UPDATE "courses" SET "publish_status" = 'published';--> statement-breakpoint
UPDATE "company_logos" SET "publish_status" = 'published';--> statement-breakpoint
UPDATE "faqs" SET "publish_status" = 'published';--> statement-breakpoint
UPDATE "mentor_features" SET "publish_status" = 'published';--> statement-breakpoint
UPDATE "success_stats" SET "publish_status" = 'published';--> statement-breakpoint
UPDATE "testimonials" SET "publish_status" = 'published';--> statement-breakpoint
UPDATE "trustpilot_reviews" SET "publish_status" = 'published';--> statement-breakpoint
UPDATE "upcoming_skills" SET "publish_status" = 'published';--> statement-breakpoint
ALTER TABLE "advantage_stats" ADD CONSTRAINT "advantage_stats_publish_status_check" CHECK ("advantage_stats"."publish_status" in ('draft', 'published', 'scheduled') and ("advantage_stats"."publish_status" <> 'scheduled' or "advantage_stats"."publish_at" is not null));--> statement-breakpoint
ALTER TABLE "core_values" ADD CONSTRAINT "core_values_publish_status_check" CHECK ("core_values"."publish_status" in ('draft', 'published', 'scheduled') and ("core_values"."publish_status" <> 'scheduled' or "core_values"."publish_at" is not null));--> statement-breakpoint
ALTER TABLE "marketing_stats" ADD CONSTRAINT "marketing_stats_publish_status_check" CHECK ("marketing_stats"."publish_status" in ('draft', 'published', 'scheduled') and ("marketing_stats"."publish_status" <> 'scheduled' or "marketing_stats"."publish_at" is not null));--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_publish_status_check" CHECK ("mentors"."publish_status" in ('draft', 'published', 'scheduled') and ("mentors"."publish_status" <> 'scheduled' or "mentors"."publish_at" is not null));--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_publish_status_check" CHECK ("milestones"."publish_status" in ('draft', 'published', 'scheduled') and ("milestones"."publish_status" <> 'scheduled' or "milestones"."publish_at" is not null));--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_publish_status_check" CHECK ("team_members"."publish_status" in ('draft', 'published', 'scheduled') and ("team_members"."publish_status" <> 'scheduled' or "team_members"."publish_at" is not null));--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_publish_status_check" CHECK ("blog_posts"."publish_status" in ('draft', 'published', 'scheduled') and ("blog_posts"."publish_status" <> 'scheduled' or "blog_posts"."publish_at" is not null));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_publish_status_check" CHECK ("courses"."publish_status" in ('draft', 'published', 'scheduled') and ("courses"."publish_status" <> 'scheduled' or "courses"."publish_at" is not null));--> statement-breakpoint
ALTER TABLE "company_logos" ADD CONSTRAINT "company_logos_publish_status_check" CHECK ("company_logos"."publish_status" in ('draft', 'published', 'scheduled') and ("company_logos"."publish_status" <> 'scheduled' or "company_logos"."publish_at" is not null));--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_publish_status_check" CHECK ("faqs"."publish_status" in ('draft', 'published', 'scheduled') and ("faqs"."publish_status" <> 'scheduled' or "faqs"."publish_at" is not null));--> statement-breakpoint
ALTER TABLE "mentor_features" ADD CONSTRAINT "mentor_features_publish_status_check" CHECK ("mentor_features"."publish_status" in ('draft', 'published', 'scheduled') and ("mentor_features"."publish_status" <> 'scheduled' or "mentor_features"."publish_at" is not null));--> statement-breakpoint
ALTER TABLE "success_stats" ADD CONSTRAINT "success_stats_publish_status_check" CHECK ("success_stats"."publish_status" in ('draft', 'published', 'scheduled') and ("success_stats"."publish_status" <> 'scheduled' or "success_stats"."publish_at" is not null));--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_publish_status_check" CHECK ("testimonials"."publish_status" in ('draft', 'published', 'scheduled') and ("testimonials"."publish_status" <> 'scheduled' or "testimonials"."publish_at" is not null));--> statement-breakpoint
ALTER TABLE "trustpilot_reviews" ADD CONSTRAINT "trustpilot_reviews_publish_status_check" CHECK ("trustpilot_reviews"."publish_status" in ('draft', 'published', 'scheduled') and ("trustpilot_reviews"."publish_status" <> 'scheduled' or "trustpilot_reviews"."publish_at" is not null));--> statement-breakpoint
ALTER TABLE "upcoming_skills" ADD CONSTRAINT "upcoming_skills_publish_status_check" CHECK ("upcoming_skills"."publish_status" in ('draft', 'published', 'scheduled') and ("upcoming_skills"."publish_status" <> 'scheduled' or "upcoming_skills"."publish_at" is not null));
