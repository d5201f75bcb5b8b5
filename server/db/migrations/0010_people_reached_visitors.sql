-- peopleReached counts distinct visitors only (decision 020): it was raised to the number of passed-on notes, so a
-- few addresses passing a note on many times made a ripple "reach" hundreds of people. Every ripple's stored count
-- becomes its visitor count (the creator is never one of them).
UPDATE "ripple_chains" SET "people_reached" = "visitor_count" WHERE "people_reached" <> "visitor_count";
--> statement-breakpoint
-- A follower's growth is measured from the count at their last mail: never from above the corrected count.
UPDATE "ripple_subscriptions" AS s
SET "notified_people_reached" = c."people_reached"
FROM "ripple_chains" AS c
WHERE c."id" = s."chain_id" AND s."notified_people_reached" > c."people_reached";
