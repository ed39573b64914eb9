CREATE TABLE "go_live_announcements" (
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"announced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "go_live_announcements_kind_record_id_pk" PRIMARY KEY("kind","record_id")
);
--> statement-breakpoint
-- Schedules whose time came before go-lives were announced count as announced: the first sweep
-- announces only the go-lives still to come, not every schedule that passed before this version.
INSERT INTO "go_live_announcements" ("kind", "record_id", "publish_at")
select 'course', "id", "publish_at" from "courses" where "publish_status" = 'scheduled' and "publish_at" <= now()
union all select 'blog', "id", "publish_at" from "blog_posts" where "publish_status" = 'scheduled' and "publish_at" <= now()
union all select 'team-members', "id", "publish_at" from "team_members" where "publish_status" = 'scheduled' and "publish_at" <= now()
union all select 'faqs', "id", "publish_at" from "faqs" where "publish_status" = 'scheduled' and "publish_at" <= now()
union all select 'mentors', "id", "publish_at" from "mentors" where "publish_status" = 'scheduled' and "publish_at" <= now()
union all select 'mentor-features', "id", "publish_at" from "mentor_features" where "publish_status" = 'scheduled' and "publish_at" <= now()
union all select 'company-logos', "id", "publish_at" from "company_logos" where "publish_status" = 'scheduled' and "publish_at" <= now()
union all select 'advantage-stats', "id", "publish_at" from "advantage_stats" where "publish_status" = 'scheduled' and "publish_at" <= now()
union all select 'testimonials', "id", "publish_at" from "testimonials" where "publish_status" = 'scheduled' and "publish_at" <= now()
union all select 'trustpilot-reviews', "id", "publish_at" from "trustpilot_reviews" where "publish_status" = 'scheduled' and "publish_at" <= now()
union all select 'stats', "id", "publish_at" from "marketing_stats" where "publish_status" = 'scheduled' and "publish_at" <= now()
union all select 'values', "id", "publish_at" from "core_values" where "publish_status" = 'scheduled' and "publish_at" <= now()
union all select 'milestones', "id", "publish_at" from "milestones" where "publish_status" = 'scheduled' and "publish_at" <= now()
union all select 'upcoming-skills', "id", "publish_at" from "upcoming_skills" where "publish_status" = 'scheduled' and "publish_at" <= now()
union all select 'success-stats', "id", "publish_at" from "success_stats" where "publish_status" = 'scheduled' and "publish_at" <= now();
