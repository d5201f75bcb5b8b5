-- One table for server secrets: keep the existing IP-hash salt so views counted before stay recognisable.
INSERT INTO "app_secrets" ("name", "value", "created_at") SELECT "name", "value", "created_at" FROM "ripple_secrets" ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
DROP TABLE "ripple_secrets" CASCADE;
