-- Every version bump is also announced, at commit, on the channel coursedesk_versions as
-- '<table>:<version>'. The embedded engine serves one process, and PGlite hands a notification to
-- its listeners before the writing statement's own promise settles: the server keeps the versions
-- in memory from these notifications and reads none per request. PostgreSQL instances still read
-- the versions (a notification from another instance may arrive after that instance's answer).
CREATE OR REPLACE FUNCTION collection_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
BEGIN
  INSERT INTO collection_versions AS v (table_name, version)
  VALUES (TG_TABLE_NAME, (extract(epoch from clock_timestamp()) * 1000000)::bigint)
  ON CONFLICT (table_name) DO UPDATE
  SET version = greatest(v.version + 1, excluded.version)
  RETURNING v.version INTO bumped;
  PERFORM pg_notify('coursedesk_versions', TG_TABLE_NAME || ':' || bumped);
  RETURN NULL;
END
$$;
