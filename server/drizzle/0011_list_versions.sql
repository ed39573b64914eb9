-- The paged lists of users and of the courses' details, plans and icons are kept with the
-- versions of the tables they read (server/src/db/list/versioned-cache.ts), so those tables get
-- the same version trigger as the content tables (migration 0006).
-- hand-written below
CREATE TRIGGER users_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER course_details_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_details
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER course_pricing_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_pricing
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER course_icons_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_icons
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
