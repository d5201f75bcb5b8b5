CREATE TABLE "connection_admin_blocks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connection_admin_blocks" ADD CONSTRAINT "connection_admin_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_admin_blocks" ADD CONSTRAINT "connection_admin_blocks_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;