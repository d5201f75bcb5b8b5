CREATE TABLE "appeals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appeals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"outcome_id" integer NOT NULL,
	"user_id" integer,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appeals_status_known" CHECK ("appeals"."status" in ('pending', 'upheld', 'overturned'))
);
--> statement-breakpoint
CREATE TABLE "crisis_reviews" (
	"message_id" bigint PRIMARY KEY NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_outcomes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_outcomes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_kind" text NOT NULL,
	"report_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"note" text,
	"actor_id" integer,
	"acted_against_id" integer,
	"appeal_token_hash" text,
	"reporter_id" integer,
	"content_type" text NOT NULL,
	"reason" text NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_outcomes_kind_known" CHECK ("report_outcomes"."report_kind" in ('connection', 'content', 'ripple_note')),
	CONSTRAINT "report_outcomes_outcome_known" CHECK ("report_outcomes"."outcome" in ('no_action', 'warning_sent', 'content_removed', 'member_blocked', 'member_suspended'))
);
--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_outcome_id_report_outcomes_id_fk" FOREIGN KEY ("outcome_id") REFERENCES "public"."report_outcomes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crisis_reviews" ADD CONSTRAINT "crisis_reviews_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_outcomes" ADD CONSTRAINT "report_outcomes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_outcomes" ADD CONSTRAINT "report_outcomes_acted_against_id_users_id_fk" FOREIGN KEY ("acted_against_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_outcomes" ADD CONSTRAINT "report_outcomes_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_once_per_outcome" ON "appeals" USING btree ("outcome_id");--> statement-breakpoint
CREATE INDEX "appeals_status_idx" ON "appeals" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_outcomes_report_once" ON "report_outcomes" USING btree ("report_kind","report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_outcomes_appeal_token" ON "report_outcomes" USING btree ("appeal_token_hash");--> statement-breakpoint
CREATE INDEX "report_outcomes_member_idx" ON "report_outcomes" USING btree ("acted_against_id");--> statement-breakpoint
CREATE INDEX "report_outcomes_reporter_idx" ON "report_outcomes" USING btree ("reporter_id","reported_at" DESC NULLS LAST);