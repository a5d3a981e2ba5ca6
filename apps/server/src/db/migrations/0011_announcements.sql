CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body_markdown" text NOT NULL,
	"kind" text NOT NULL,
	"segment" jsonb NOT NULL,
	"attachment" jsonb,
	"archive" text DEFAULT 'none' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"recipients_cursor" integer DEFAULT 0 NOT NULL,
	"author_id" integer,
	"author_first_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_state" CHECK ("announcements"."state" in ('draft', 'scheduled', 'queued', 'sending', 'sent')),
	CONSTRAINT "announcements_kind" CHECK ("announcements"."kind" in ('association_news', 'new_events', 'volunteer_calls', 'membership')),
	CONSTRAINT "announcements_archive" CHECK ("announcements"."archive" in ('none', 'members', 'public')),
	CONSTRAINT "announcements_scheduled_has_time" CHECK ("announcements"."state" <> 'scheduled' or "announcements"."scheduled_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "mail_consents" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"consented" boolean NOT NULL,
	"source" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_consents_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "mail_consents_kind" CHECK ("mail_consents"."kind" in ('association_news', 'new_events', 'volunteer_calls')),
	CONSTRAINT "mail_consents_source" CHECK ("mail_consents"."source" in ('signup', 'profile', 'mail_link'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "announcement_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_consents" ADD CONSTRAINT "mail_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_due_idx" ON "announcements" USING btree ("state","scheduled_at");--> statement-breakpoint
CREATE INDEX "announcements_archive_idx" ON "announcements" USING btree ("archive","sent_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_consents_consenting_idx" ON "mail_consents" USING btree ("kind","user_id") WHERE "mail_consents"."consented";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_announcement_recipient_unique" ON "mail_outbox" USING btree ("announcement_id",lower("recipient")) WHERE "mail_outbox"."announcement_id" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_announcement_pending_idx" ON "mail_outbox" USING btree ("announcement_id","id") WHERE "mail_outbox"."announcement_id" is not null and "mail_outbox"."sent_at" is null;