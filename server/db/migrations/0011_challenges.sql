CREATE TABLE "points_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"source_type" text,
	"source_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_delta_non_zero" CHECK ("points_ledger"."delta" <> 0)
);
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"image" text,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"base_points" integer DEFAULT 50 NOT NULL,
	"bonus_points" integer DEFAULT 25 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenges_status_known" CHECK ("challenges"."status" in ('upcoming', 'active', 'completed')),
	CONSTRAINT "challenges_points_non_negative" CHECK ("challenges"."base_points" >= 0 and "challenges"."bonus_points" >= 0),
	CONSTRAINT "challenges_ends_after_start" CHECK ("challenges"."end_date" > "challenges"."start_date")
);
--> statement-breakpoint
CREATE TABLE "completed_challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "completed_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"challenge_id" integer NOT NULL,
	"completion_date" date NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"points_earned" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"story_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reporter_id" integer,
	"content_type" text NOT NULL,
	"story_id" integer,
	"comment_id" integer,
	"reason" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_reports_target" CHECK (("content_reports"."story_id" is null) <> ("content_reports"."comment_id" is null))
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"challenge_id" integer NOT NULL,
	"content" text NOT NULL,
	"image" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"likes" integer DEFAULT 0 NOT NULL,
	"bonus_points" integer DEFAULT 0 NOT NULL,
	"like_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stories_status_known" CHECK ("stories"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "stories_counters_non_negative" CHECK ("stories"."likes" >= 0 and "stories"."bonus_points" >= 0 and "stories"."like_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_likes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_likes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"story_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"credited" boolean DEFAULT false NOT NULL,
	"liked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"points_cost" integer DEFAULT 500 NOT NULL,
	"quantity_available" integer,
	"is_limited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_cost_positive" CHECK ("rewards"."points_cost" >= 1),
	CONSTRAINT "rewards_stock_non_negative" CHECK ("rewards"."quantity_available" is null or "rewards"."quantity_available" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"reward_id" integer NOT NULL,
	"email" text NOT NULL,
	"points_spent" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_day" date DEFAULT (now() at time zone 'utc')::date NOT NULL,
	"fulfilled_at" timestamp with time zone,
	CONSTRAINT "user_rewards_status_known" CHECK ("user_rewards"."status" in ('pending', 'fulfilled', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completed_challenges" ADD CONSTRAINT "completed_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completed_challenges" ADD CONSTRAINT "completed_challenges_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_likes" ADD CONSTRAINT "user_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_likes" ADD CONSTRAINT "user_likes_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_rewards" ADD CONSTRAINT "user_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_rewards" ADD CONSTRAINT "user_rewards_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "challenges_end_idx" ON "challenges" USING btree ("end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "completed_challenges_user_challenge_idx" ON "completed_challenges" USING btree ("user_id","challenge_id");--> statement-breakpoint
CREATE INDEX "completed_challenges_challenge_idx" ON "completed_challenges" USING btree ("challenge_id");--> statement-breakpoint
CREATE INDEX "comments_story_idx" ON "comments" USING btree ("story_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_story_once_idx" ON "content_reports" USING btree ("reporter_id","story_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_comment_once_idx" ON "content_reports" USING btree ("reporter_id","comment_id");--> statement-breakpoint
CREATE INDEX "content_reports_status_idx" ON "content_reports" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "stories_approved_recent_idx" ON "stories" USING btree ("id" DESC NULLS LAST) WHERE "stories"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "stories_approved_liked_idx" ON "stories" USING btree ("likes" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "stories"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "stories_user_idx" ON "stories" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stories_status_idx" ON "stories" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "user_likes_user_story_idx" ON "user_likes" USING btree ("user_id","story_id");--> statement-breakpoint
CREATE INDEX "user_likes_author_day_idx" ON "user_likes" USING btree ("author_id","liked_at") WHERE "user_likes"."credited";--> statement-breakpoint
CREATE INDEX "user_likes_story_idx" ON "user_likes" USING btree ("story_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_rewards_once_a_day_idx" ON "user_rewards" USING btree ("user_id","reward_id","claim_day");--> statement-breakpoint
CREATE INDEX "user_rewards_user_idx" ON "user_rewards" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_rewards_claimed_idx" ON "user_rewards" USING btree ("id" DESC NULLS LAST);--> statement-breakpoint
-- Points members held before the ledger existed become one opening row each, so every ledger sums to its balance.
INSERT INTO "points_ledger" ("user_id", "delta", "reason") SELECT "id", "points", 'opening_balance' FROM "users" WHERE "points" > 0;
