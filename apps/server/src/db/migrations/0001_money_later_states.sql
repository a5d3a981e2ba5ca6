CREATE TABLE "periodic_job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_state" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");--> statement-breakpoint
-- Data (hand-written, decision 034): a receipt now belongs to the account that gave signed in, or
-- that an admin recorded the gift for, never to whoever shares its address. Gifts an admin recorded
-- with a confirmed account's address join that account, as the profile showed them until now.
UPDATE "donations" AS "d" SET "user_id" = "u"."id" FROM "users" AS "u"
  WHERE "d"."user_id" IS NULL AND "d"."recorded_by" IS NOT NULL AND "u"."email_verified_at" IS NOT NULL AND lower("d"."donor_email") = lower("u"."email");--> statement-breakpoint
UPDATE "tax_receipts" AS "t" SET "user_id" = "d"."user_id" FROM "donations" AS "d"
  WHERE "t"."donation_id" = "d"."id" AND "t"."user_id" IS NULL AND "d"."user_id" IS NOT NULL;
