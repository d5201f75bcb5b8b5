ALTER TABLE "ripple_events" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "ripple_events" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;