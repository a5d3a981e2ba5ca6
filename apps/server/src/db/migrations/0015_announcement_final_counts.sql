-- An announcement keeps the counts of its copies once its last one has left: the outbox's rows are
-- deleted after 36 months (the addresses they hold), and its page then read 0 sent. The announcements
-- already sent get their counts from the copies still kept; a copy is given up after 5 attempts
-- (the mailer's four retries, ANNOUNCEMENT_MAIL_MAX_ATTEMPTS).
ALTER TABLE "announcements" ADD COLUMN "final_recipients" integer;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "final_sent" integer;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "final_failed" integer;--> statement-breakpoint
UPDATE "announcements" AS a SET
  "final_recipients" = (SELECT count(*) FROM "mail_outbox" AS o WHERE o."announcement_id" = a."id"),
  "final_sent" = (SELECT count(*) FROM "mail_outbox" AS o WHERE o."announcement_id" = a."id" AND o."sent_at" IS NOT NULL),
  "final_failed" = (SELECT count(*) FROM "mail_outbox" AS o WHERE o."announcement_id" = a."id" AND o."sent_at" IS NULL AND o."attempts" >= 5)
WHERE a."state" = 'sent';
