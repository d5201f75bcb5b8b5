CREATE TABLE "ripple_chain_cities" (
	"chain_id" varchar(36) NOT NULL,
	"city" varchar(100) NOT NULL,
	"country" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ripple_chain_cities_chain_id_city_country_pk" PRIMARY KEY("chain_id","city","country")
);
--> statement-breakpoint
CREATE TABLE "ripple_chain_visitors" (
	"chain_id" varchar(36) NOT NULL,
	"visitor_hash" varchar(64) NOT NULL,
	"is_creator" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ripple_chain_visitors_chain_id_visitor_hash_pk" PRIMARY KEY("chain_id","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "ripple_chains" (
	"id" varchar(36) PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"seed_code" varchar(12) NOT NULL,
	"admin_token" varchar(32) NOT NULL,
	"seed_message" text NOT NULL,
	"seed_sender_name" varchar(60),
	"status" varchar(12) DEFAULT 'active' NOT NULL,
	"max_depth" integer DEFAULT 0 NOT NULL,
	"node_count" integer DEFAULT 1 NOT NULL,
	"visitor_count" integer DEFAULT 0 NOT NULL,
	"people_reached" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ripple_chains_seed_code_unique" UNIQUE("seed_code"),
	CONSTRAINT "ripple_chains_status_known" CHECK ("ripple_chains"."status" in ('active', 'closed')),
	CONSTRAINT "ripple_chains_counters_non_negative" CHECK ("ripple_chains"."max_depth" >= 0 and "ripple_chains"."node_count" >= 1 and "ripple_chains"."visitor_count" >= 0 and "ripple_chains"."people_reached" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ripple_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ripple_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"node_id" varchar(36) NOT NULL,
	"type" varchar(16) NOT NULL,
	"ip_hash" varchar(64) NOT NULL,
	"user_agent" text,
	"day" date DEFAULT (now() at time zone 'utc')::date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ripple_nodes" (
	"id" varchar(36) PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"chain_id" varchar(36) NOT NULL,
	"parent_node_id" varchar(36),
	"node_code" varchar(12) NOT NULL,
	"depth" integer DEFAULT 0 NOT NULL,
	"message" text NOT NULL,
	"sender_name" varchar(60),
	"city" varchar(100),
	"country" varchar(2),
	"latitude" real,
	"longitude" real,
	"thanks_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"share_channel" varchar(16) DEFAULT 'copy' NOT NULL,
	"status" varchar(12) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ripple_nodes_node_code_unique" UNIQUE("node_code"),
	CONSTRAINT "ripple_nodes_status_known" CHECK ("ripple_nodes"."status" in ('active', 'hidden')),
	CONSTRAINT "ripple_nodes_depth_non_negative" CHECK ("ripple_nodes"."depth" >= 0),
	CONSTRAINT "ripple_nodes_message_length" CHECK (char_length("ripple_nodes"."message") between 1 and 280)
);
--> statement-breakpoint
CREATE TABLE "ripple_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ripple_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"node_id" varchar(36) NOT NULL,
	"reason" text,
	"ip_hash" varchar(64) NOT NULL,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ripple_secrets" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ripple_subscriptions" (
	"id" varchar(36) PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"chain_id" varchar(36) NOT NULL,
	"email" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"verify_code" varchar(16) NOT NULL,
	"unsubscribe_token" varchar(32) NOT NULL,
	"notified_people_reached" integer DEFAULT 0 NOT NULL,
	"last_notified_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ripple_subscriptions_verify_code_unique" UNIQUE("verify_code"),
	CONSTRAINT "ripple_subscriptions_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
ALTER TABLE "ripple_chain_cities" ADD CONSTRAINT "ripple_chain_cities_chain_id_ripple_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."ripple_chains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ripple_chain_visitors" ADD CONSTRAINT "ripple_chain_visitors_chain_id_ripple_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."ripple_chains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ripple_events" ADD CONSTRAINT "ripple_events_node_id_ripple_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."ripple_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ripple_nodes" ADD CONSTRAINT "ripple_nodes_chain_id_ripple_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."ripple_chains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ripple_nodes" ADD CONSTRAINT "ripple_nodes_parent_node_id_ripple_nodes_id_fk" FOREIGN KEY ("parent_node_id") REFERENCES "public"."ripple_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ripple_reports" ADD CONSTRAINT "ripple_reports_node_id_ripple_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."ripple_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ripple_subscriptions" ADD CONSTRAINT "ripple_subscriptions_chain_id_ripple_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."ripple_chains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ripple_events_type_idx" ON "ripple_events" USING btree ("type");--> statement-breakpoint
CREATE INDEX "ripple_events_ip_hash_idx" ON "ripple_events" USING btree ("ip_hash");--> statement-breakpoint
CREATE INDEX "ripple_events_created_at_idx" ON "ripple_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ripple_events_view_once_a_day" ON "ripple_events" USING btree ("node_id","ip_hash","day") WHERE "ripple_events"."type" = 'view';--> statement-breakpoint
CREATE UNIQUE INDEX "ripple_events_thank_once" ON "ripple_events" USING btree ("node_id","ip_hash") WHERE "ripple_events"."type" = 'thank';--> statement-breakpoint
CREATE INDEX "ripple_nodes_chain_depth_idx" ON "ripple_nodes" USING btree ("chain_id","depth","created_at");--> statement-breakpoint
CREATE INDEX "ripple_nodes_parent_idx" ON "ripple_nodes" USING btree ("parent_node_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ripple_reports_once_per_visitor" ON "ripple_reports" USING btree ("node_id","ip_hash");--> statement-breakpoint
CREATE INDEX "ripple_reports_status_idx" ON "ripple_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ripple_subscriptions_chain_email" ON "ripple_subscriptions" USING btree ("chain_id","email");--> statement-breakpoint
CREATE INDEX "ripple_subscriptions_due_idx" ON "ripple_subscriptions" USING btree ("chain_id") WHERE "ripple_subscriptions"."verified" and "ripple_subscriptions"."unsubscribed_at" is null;