-- Points and likes in one round trip each (decision 050). Three functions, each owned by one module and called only
-- by its owner's queries file or by the next function down:
--   member_points_change (users):  the only statement that writes users.points;
--   points_credit        (points): the only caller of member_points_change; writes the balance and its ledger row;
--   story_like           (likes):  a whole like, its point credited through points_credit.
-- Every function is VOLATILE (the default): in READ COMMITTED each statement inside takes a fresh snapshot, so the
-- cap counts of story_like, read after the author's lock is held, see every credit committed before it.

-- A member's balance changes by p_delta. With p_floor a take-back stops at 0; without it a debit the balance does
-- not cover changes nothing. Answers the balance before and after, or no row (member gone, or debit refused).
CREATE FUNCTION member_points_change(p_user integer, p_delta integer, p_floor boolean)
RETURNS TABLE (points_before integer, points_after integer)
LANGUAGE sql AS $$
  WITH old AS (SELECT id, points FROM users WHERE id = p_user FOR NO KEY UPDATE)
  UPDATE users
  SET points = CASE WHEN p_floor THEN greatest(users.points + p_delta, 0) ELSE users.points + p_delta END
  FROM old
  WHERE users.id = old.id AND (p_floor OR old.points + p_delta >= 0)
  RETURNING old.points, users.points
$$;
--> statement-breakpoint

-- The ledger's credit: the balance change and, when anything was applied, its row, in the caller's transaction.
-- Answers what was applied and the balance after, or no row (member gone, or a debit without p_floor refused).
CREATE FUNCTION points_credit(
  p_user integer, p_delta integer, p_floor boolean,
  p_reason text, p_source_type text, p_source_id integer, p_note text
)
RETURNS TABLE (applied integer, balance integer)
LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  SELECT * INTO changed FROM member_points_change(p_user, p_delta, p_floor);
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF changed.points_after <> changed.points_before THEN
    INSERT INTO points_ledger (user_id, delta, reason, source_type, source_id, note)
    VALUES (p_user, changed.points_after - changed.points_before, p_reason, p_source_type, p_source_id, p_note);
  END IF;
  applied := changed.points_after - changed.points_before;
  balance := changed.points_after;
  RETURN NEXT;
END
$$;
--> statement-breakpoint

-- POST /api/stories/{id}/like as one statement. Answers the outcome and the story's count:
--   'missing'  no approved story with that id;        'own'     the member wrote it (nothing changes);
--   'liked'    the member already likes it (nothing changes, also when a parallel like of theirs won);
--   'created'  a new like: counted, and its author credited a point while both daily caps (UTC) allow.
-- The story is locked first (FOR NO KEY UPDATE: a moderation waits for the like or is seen by it), then the
-- author's points lock (advisory, key 727100 as in server/modules/stories/core/core.queries.ts), so parallel likes
-- cannot pass a cap together.
CREATE FUNCTION story_like(p_user integer, p_story integer, p_cap_author integer, p_cap_liker integer)
RETURNS TABLE (outcome text, like_count integer)
LANGUAGE plpgsql AS $$
DECLARE
  target record;
  by_all bigint;
  by_liker bigint;
  new_like integer;
  credited_now boolean;
  point record;
BEGIN
  SELECT s.user_id, s.status, s.likes INTO target FROM stories s WHERE s.id = p_story FOR NO KEY UPDATE;
  IF NOT FOUND OR target.status <> 'approved' THEN
    RETURN QUERY SELECT 'missing'::text, NULL::integer;
    RETURN;
  END IF;
  IF target.user_id = p_user THEN
    RETURN QUERY SELECT 'own'::text, target.likes;
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM user_likes l WHERE l.user_id = p_user AND l.story_id = p_story) THEN
    RETURN QUERY SELECT 'liked'::text, target.likes;
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(727100, target.user_id);
  SELECT count(*), count(*) FILTER (WHERE l.user_id = p_user) INTO by_all, by_liker
  FROM user_likes l
  WHERE l.author_id = target.user_id AND l.credited
    AND l.liked_at >= date_trunc('day', now() AT TIME ZONE 'utc') AT TIME ZONE 'utc';
  credited_now := by_all < p_cap_author AND by_liker < p_cap_liker;
  INSERT INTO user_likes (user_id, story_id, author_id, credited)
  VALUES (p_user, p_story, target.user_id, credited_now)
  ON CONFLICT (user_id, story_id) DO NOTHING
  RETURNING id INTO new_like;
  IF new_like IS NULL THEN
    RETURN QUERY SELECT 'liked'::text, target.likes;
    RETURN;
  END IF;
  IF credited_now THEN
    SELECT * INTO point FROM points_credit(target.user_id, 1, true, 'like_received', 'story', p_story, NULL);
    IF NOT FOUND OR point.applied <= 0 THEN
      credited_now := false;
      UPDATE user_likes SET credited = false WHERE id = new_like;
    END IF;
  END IF;
  RETURN QUERY
    UPDATE stories
    SET likes = stories.likes + 1, like_points = stories.like_points + (CASE WHEN credited_now THEN 1 ELSE 0 END)
    WHERE stories.id = p_story
    RETURNING 'created'::text, stories.likes;
END
$$;
