-- Work every instance shares (decision 070): when each periodic job last ran, so a round runs once per period across
-- instances, and the abuse limits' counters when the instances share PostgreSQL without a Redis.
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
