CREATE TABLE "contact_holds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target" text NOT NULL,
	"ref_id" integer NOT NULL,
	"member_id" integer,
	"kind" text NOT NULL,
	"excerpt" text NOT NULL,
	"decision" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_refusals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_refusals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"door" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_marks" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "contact_flag" text;--> statement-breakpoint
ALTER TABLE "connection_profiles" ADD COLUMN "bio_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "connection_reviews" ADD COLUMN "comment_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_holds" ADD CONSTRAINT "contact_holds_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_refusals" ADD CONSTRAINT "contact_refusals_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_holds_target_once" ON "contact_holds" USING btree ("target","ref_id");--> statement-breakpoint
CREATE INDEX "contact_holds_open_idx" ON "contact_holds" USING btree ("decision");--> statement-breakpoint
CREATE INDEX "contact_refusals_member_idx" ON "contact_refusals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_refusals_created_idx" ON "contact_refusals" USING btree ("created_at");