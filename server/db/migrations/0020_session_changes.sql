-- Sessions kept a moment per instance (decision 051): the database says when what a kept session carries changed,
-- on the channel kr_session_changes with the member's id, so every instance forgets it at once. The notification is
-- sent at commit, only if the change commits; whoever makes the change (an instance, the command line, housekeeping,
-- a person at psql) cannot forget to. Points are left out on purpose: they change with every like, a kept session
-- may show a balance up to 2 s old, and every spend is checked against the row itself (points_credit).
CREATE FUNCTION session_changes_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('kr_session_changes', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('kr_session_changes', OLD.id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- A session ended: logout, a password changed or reset, a suspension, an admin's idle end, housekeeping.
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions
FOR EACH ROW EXECUTE FUNCTION session_changes_notify();
--> statement-breakpoint

-- An account went (its sessions go with it, and say so too).
CREATE TRIGGER users_deleted AFTER DELETE ON users
FOR EACH ROW EXECUTE FUNCTION session_changes_notify();
--> statement-breakpoint

-- What a session carries changed (the member's name, avatar, role, confirmed address), or what decides whether it
-- may go on (the password, a suspension).
CREATE TRIGGER users_session_fields_changed AFTER UPDATE ON users
FOR EACH ROW WHEN (
  OLD.username IS DISTINCT FROM NEW.username
  OR OLD.display_name IS DISTINCT FROM NEW.display_name
  OR OLD.avatar IS DISTINCT FROM NEW.avatar
  OR OLD.role IS DISTINCT FROM NEW.role
  OR OLD.email_verified_at IS DISTINCT FROM NEW.email_verified_at
  OR OLD.password_hash IS DISTINCT FROM NEW.password_hash
  OR OLD.suspended_at IS DISTINCT FROM NEW.suspended_at
)
EXECUTE FUNCTION session_changes_notify();
