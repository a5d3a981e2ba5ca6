CREATE TABLE "assemblies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"place" text,
	"online_url" text,
	"state" text DEFAULT 'draft' NOT NULL,
	"cut_off_date" date,
	"voters_frozen_at" timestamp with time zone,
	"statutes" jsonb,
	"convocation_sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"chair_name" text,
	"secretary_name" text,
	"closed_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assemblies_state" CHECK ("assemblies"."state" in ('draft', 'convened', 'open', 'closed')),
	CONSTRAINT "assemblies_frozen_before_convened" CHECK ("assemblies"."state" = 'draft' or "assemblies"."voters_frozen_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "assembly_agenda_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"assembly_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assembly_ballots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"resolution_id" integer NOT NULL,
	"choice" text,
	"candidate_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"receipt_hash" text NOT NULL,
	CONSTRAINT "assembly_ballots_receipt_hash_unique" UNIQUE("receipt_hash"),
	CONSTRAINT "assembly_ballots_choice" CHECK ("assembly_ballots"."choice" is null or "assembly_ballots"."choice" in ('yes', 'no', 'abstain'))
);
--> statement-breakpoint
CREATE TABLE "assembly_candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"resolution_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"paper_votes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assembly_resolutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"assembly_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"seats" integer,
	"vote_state" text DEFAULT 'pending' NOT NULL,
	"attendance_at_close" integer,
	"paper_yes" integer DEFAULT 0 NOT NULL,
	"paper_no" integer DEFAULT 0 NOT NULL,
	"paper_abstain" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assembly_resolutions_kind" CHECK ("assembly_resolutions"."kind" in ('ordinary', 'statutes_change', 'dissolution', 'election')),
	CONSTRAINT "assembly_resolutions_vote_state" CHECK ("assembly_resolutions"."vote_state" in ('pending', 'open', 'closed')),
	CONSTRAINT "assembly_resolutions_seats" CHECK (("assembly_resolutions"."kind" = 'election') = ("assembly_resolutions"."seats" is not null)),
	CONSTRAINT "assembly_resolutions_paper" CHECK ("assembly_resolutions"."paper_yes" >= 0 and "assembly_resolutions"."paper_no" >= 0 and "assembly_resolutions"."paper_abstain" >= 0)
);
--> statement-breakpoint
CREATE TABLE "assembly_vote_records" (
	"resolution_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	CONSTRAINT "assembly_vote_records_resolution_id_voter_id_pk" PRIMARY KEY("resolution_id","voter_id")
);
--> statement-breakpoint
CREATE TABLE "assembly_voters" (
	"id" serial PRIMARY KEY NOT NULL,
	"assembly_id" integer NOT NULL,
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"answer" text DEFAULT 'none' NOT NULL,
	"proxy_holder_id" integer,
	"proxy_accepted_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	CONSTRAINT "assembly_voters_assembly_user" UNIQUE("assembly_id","user_id"),
	CONSTRAINT "assembly_voters_answer" CHECK ("assembly_voters"."answer" in ('none', 'present', 'absent', 'proxy')),
	CONSTRAINT "assembly_voters_proxy" CHECK (("assembly_voters"."answer" = 'proxy') = ("assembly_voters"."proxy_holder_id" is not null)),
	CONSTRAINT "assembly_voters_not_own_proxy" CHECK ("assembly_voters"."proxy_holder_id" is null or "assembly_voters"."proxy_holder_id" <> "assembly_voters"."id")
);
--> statement-breakpoint
ALTER TABLE "assembly_agenda_items" ADD CONSTRAINT "assembly_agenda_items_assembly_id_assemblies_id_fk" FOREIGN KEY ("assembly_id") REFERENCES "public"."assemblies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_ballots" ADD CONSTRAINT "assembly_ballots_resolution_id_assembly_resolutions_id_fk" FOREIGN KEY ("resolution_id") REFERENCES "public"."assembly_resolutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_candidates" ADD CONSTRAINT "assembly_candidates_resolution_id_assembly_resolutions_id_fk" FOREIGN KEY ("resolution_id") REFERENCES "public"."assembly_resolutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_resolutions" ADD CONSTRAINT "assembly_resolutions_assembly_id_assemblies_id_fk" FOREIGN KEY ("assembly_id") REFERENCES "public"."assemblies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_vote_records" ADD CONSTRAINT "assembly_vote_records_resolution_id_assembly_resolutions_id_fk" FOREIGN KEY ("resolution_id") REFERENCES "public"."assembly_resolutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_vote_records" ADD CONSTRAINT "assembly_vote_records_voter_id_assembly_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."assembly_voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_voters" ADD CONSTRAINT "assembly_voters_assembly_id_assemblies_id_fk" FOREIGN KEY ("assembly_id") REFERENCES "public"."assemblies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_voters" ADD CONSTRAINT "assembly_voters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_voters" ADD CONSTRAINT "assembly_voters_proxy_holder_id_assembly_voters_id_fk" FOREIGN KEY ("proxy_holder_id") REFERENCES "public"."assembly_voters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assemblies_starts_at_idx" ON "assemblies" USING btree ("starts_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assembly_agenda_items_assembly_idx" ON "assembly_agenda_items" USING btree ("assembly_id","position");--> statement-breakpoint
CREATE INDEX "assembly_ballots_resolution_idx" ON "assembly_ballots" USING btree ("resolution_id");--> statement-breakpoint
CREATE INDEX "assembly_candidates_resolution_idx" ON "assembly_candidates" USING btree ("resolution_id","position");--> statement-breakpoint
CREATE INDEX "assembly_resolutions_assembly_idx" ON "assembly_resolutions" USING btree ("assembly_id","position");--> statement-breakpoint
CREATE INDEX "assembly_voters_holder_idx" ON "assembly_voters" USING btree ("proxy_holder_id");