CREATE TABLE "collection_versions" (
	"table_name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Bumped once per statement that writes a content table, in the same transaction: a list's
-- version (and so its ETag) changes with every write, on every instance. Versions grow from the
-- clock, so a database rebuilt from scratch never reuses an ETag handed out before.
CREATE FUNCTION collection_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO collection_versions AS v (table_name, version)
  VALUES (TG_TABLE_NAME, (extract(epoch from clock_timestamp()) * 1000000)::bigint)
  ON CONFLICT (table_name) DO UPDATE
  SET version = greatest(v.version + 1, excluded.version);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER faqs_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faqs
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER mentor_features_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON mentor_features
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER company_logos_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_logos
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER advantage_stats_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON advantage_stats
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER marketing_stats_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON marketing_stats
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER core_values_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON core_values
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER milestones_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON milestones
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER upcoming_skills_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON upcoming_skills
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER success_stats_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON success_stats
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER team_members_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON team_members
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER mentors_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON mentors
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER testimonials_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON testimonials
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER trustpilot_reviews_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON trustpilot_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
