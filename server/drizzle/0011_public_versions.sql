-- hand-written below
-- The public content answers (docs/website-api.md) are kept with the versions of every table they
-- read, so the course parts, the course icons and the company info page's three single records get
-- the same version trigger as the content tables (migration 0006).
CREATE TRIGGER course_details_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_details
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER course_pricing_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_pricing
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER course_icons_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_icons
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER company_info_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_info
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER contact_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contact_data
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER highlighted_countries_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON highlighted_countries
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
