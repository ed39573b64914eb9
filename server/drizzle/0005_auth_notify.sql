-- Tells every server instance, at commit, which sessions and users changed, so their in-process
-- caches of live sessions forget them at once (LISTEN coursedesk_auth). One notification per
-- changed row: 's:<session id>' for a session updated or deleted, 'u:<user id>' for a user.
-- Inserts need none: a session or user nobody has seen is in no cache.

CREATE FUNCTION coursedesk_auth_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('coursedesk_auth', 's:' || OLD.id::text);
  ELSE
    PERFORM pg_notify('coursedesk_auth', 'u:' || OLD.id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_notify AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION coursedesk_auth_notify();
--> statement-breakpoint
CREATE TRIGGER users_auth_notify AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION coursedesk_auth_notify();
