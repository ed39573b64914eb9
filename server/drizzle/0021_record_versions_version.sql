-- hand-written below
-- The editors' GET reads a record's version (docs/architecture.md, "Stale saves") from a cache
-- kept by the version of record_versions (server/src/db/list/versioned-cache.ts), so the table
-- gets the same version trigger as the content tables (migration 0006).
CREATE TRIGGER record_versions_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON record_versions
  FOR EACH STATEMENT EXECUTE FUNCTION collection_version_bump();
