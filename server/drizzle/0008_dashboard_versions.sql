-- The tables the dashboard's figures are read from get the same version trigger as the content
-- tables (migration 0006): the server keeps the last computed figures and asks only whether any of
-- these versions moved, so a write shows on the very next request, on every instance.
CREATE TRIGGER payment_transactions_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payment_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER customers_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON customers
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER inquiries_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON inquiries
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER courses_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
--> statement-breakpoint
CREATE TRIGGER blog_posts_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
