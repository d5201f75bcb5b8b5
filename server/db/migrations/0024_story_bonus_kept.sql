ALTER TABLE "completed_challenges" ADD COLUMN "story_bonus_kept" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "completed_challenges" ADD CONSTRAINT "completed_challenges_story_bonus_kept_non_negative" CHECK ("completed_challenges"."story_bonus_kept" >= 0);--> statement-breakpoint
-- The story bonus each completion's member holds today (decision 059): the bonus of their approved story about it,
-- if one holds it. What earlier removals took back cannot be told apart from like points in the ledger, so it starts
-- from what is held now.
UPDATE "completed_challenges" cc SET "story_bonus_kept" = s.kept
FROM (
  SELECT "user_id", "challenge_id", max("bonus_points") AS kept FROM "stories"
  WHERE "bonus_points" > 0 GROUP BY "user_id", "challenge_id"
) s
WHERE s."user_id" = cc."user_id" AND s."challenge_id" = cc."challenge_id";
