-- Names without contact details (decision 054): a stored display name that carries contact details is held; the
-- shown name becomes 'Kind member' and the old one waits beside it for the admins, never shown to other members.
ALTER TABLE "users" ADD COLUMN "held_display_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_held_name_hidden" CHECK ("users"."held_display_name" is null or "users"."display_name" = 'Kind member');--> statement-breakpoint

-- A held name is part of what a kept session carries (the owner's nameNeedsChange, decision 054): a rename to the
-- very name shown while held ('Kind member') changes only held_display_name, and must still reach every instance.
DROP TRIGGER users_session_fields_changed ON users;
--> statement-breakpoint
CREATE TRIGGER users_session_fields_changed AFTER UPDATE ON users
FOR EACH ROW WHEN (
  OLD.username IS DISTINCT FROM NEW.username
  OR OLD.display_name IS DISTINCT FROM NEW.display_name
  OR OLD.held_display_name IS DISTINCT FROM NEW.held_display_name
  OR OLD.avatar IS DISTINCT FROM NEW.avatar
  OR OLD.role IS DISTINCT FROM NEW.role
  OR OLD.email_verified_at IS DISTINCT FROM NEW.email_verified_at
  OR OLD.password_hash IS DISTINCT FROM NEW.password_hash
  OR OLD.suspended_at IS DISTINCT FROM NEW.suspended_at
)
EXECUTE FUNCTION session_changes_notify();
