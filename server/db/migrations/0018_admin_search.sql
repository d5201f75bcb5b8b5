-- Manage Users' search (`ilike '%…%'` on the name or the e-mail) through trigram indexes (decision 046). PGlite loads
-- pg_trgm itself (server/db/client.ts); a PostgreSQL server without the contrib module, or one where this role may not
-- create the extension, keeps a search that reads every row instead of failing to migrate.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm not created (%): the admin user search reads every row', SQLERRM;
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "users_display_name_trgm_idx" ON "users" USING gin ("display_name" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);
  END IF;
END $$;
--> statement-breakpoint
-- The review queue reads the open reports of the members on its page through these (decision 046).
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "content_reports_story_idx" ON "content_reports" USING btree ("story_id");--> statement-breakpoint
CREATE INDEX "content_reports_comment_idx" ON "content_reports" USING btree ("comment_id");
