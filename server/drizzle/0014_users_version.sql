-- hand-written below
-- The paged list of users is kept with the version of the table it reads
-- (server/src/db/list/versioned-cache.ts), so users get the same version trigger as the content
-- tables (migration 0006); the course parts and icons have theirs from migration 0011.
CREATE TRIGGER users_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
