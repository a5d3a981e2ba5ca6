ALTER TABLE "invoices" ADD COLUMN "payment_status" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_check" CHECK (("invoices"."payment_status" = 'paid' and "invoices"."payment_method" is not null and "invoices"."paid_on" is not null) or ("invoices"."payment_status" is distinct from 'paid' and "invoices"."payment_method" is null and "invoices"."paid_on" is null));--> statement-breakpoint
-- Hand-written data migration (decision 036), kept after the generated DDL above: an invoice issued
-- by 1.0.0 for a membership paid online says « Payée le … en ligne par HelloAsso », the day of its
-- payment on Paris's calendar. Invoices recorded by an admin stay NULL: their payment was never recorded.
UPDATE "invoices" SET "payment_status" = 'paid', "payment_method" = 'helloasso', "paid_on" = ("payments"."paid_at" AT TIME ZONE 'Europe/Paris')::date FROM "payments" WHERE "payments"."membership_id" = "invoices"."membership_id" AND "payments"."status" = 'paid' AND "payments"."paid_at" IS NOT NULL;
