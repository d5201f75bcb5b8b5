-- Growth mails per mailbox per UTC day, across every ripple it follows (decision 028).
CREATE TABLE "ripple_growth_mail_counts" (
	"mailbox" varchar(254) NOT NULL,
	"day" date DEFAULT (now() at time zone 'utc')::date NOT NULL,
	"sent" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "ripple_growth_mail_counts_mailbox_day_pk" PRIMARY KEY("mailbox","day"),
	CONSTRAINT "ripple_growth_mail_counts_sent_positive" CHECK ("ripple_growth_mail_counts"."sent" >= 1)
);
--> statement-breakpoint
-- A creator's address used to start confirmed, with no click from its owner. Such a subscription was written in
-- the transaction that started the ripple, so both rows carry the same now(); a confirmed one is written later.
-- They become unconfirmed: the product mails only addresses that confirmed (decision 028). Its owner follows the
-- ripple again from its page, with the confirmation mail.
UPDATE "ripple_subscriptions" AS s
SET "verified" = false
FROM "ripple_chains" AS c
WHERE c."id" = s."chain_id" AND s."created_at" = c."created_at" AND s."verified";
