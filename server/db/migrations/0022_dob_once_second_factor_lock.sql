CREATE TABLE "second_factor_failures" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locks" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "second_factor_failures_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "second_factor_failures_kind_known" CHECK ("second_factor_failures"."kind" in ('code', 'recovery'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "under_age_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "second_factor_failures" ADD CONSTRAINT "second_factor_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;