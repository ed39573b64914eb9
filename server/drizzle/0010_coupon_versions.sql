-- The coupon list is kept with the versions of the tables it reads (lib/versioned-cache.ts), so
-- they get the same version trigger as the content tables (migration 0006).
CREATE TRIGGER coupons_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON coupons
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER coupon_courses_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON coupon_courses
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
