-- The ripple owner's secret is named for what it is, the key of the owner's link (?key=). Renamed in place, so
-- every owner link made before keeps working. The column has no index or constraint of its own besides NOT NULL.
ALTER TABLE "ripple_chains" RENAME COLUMN "admin_token" TO "owner_key";
