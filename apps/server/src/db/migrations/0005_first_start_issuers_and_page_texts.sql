ALTER TABLE "invoices" ADD COLUMN "issuer" jsonb;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD COLUMN "issuer" jsonb;--> statement-breakpoint
CREATE TABLE "installation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"identity_confirmed_at" timestamp with time zone,
	CONSTRAINT "installation_single_row" CHECK ("installation"."id" = 1)
);--> statement-breakpoint
-- The page texts settings gained in 1.1 (descriptor, the home, contact and donation pages' introductions)
-- are written into every stored version that lacks them, with Action Plus's words, which migration 0003
-- seeded: the pages read the same after the upgrade, and a restored old version keeps them.
UPDATE "association_settings" SET "value" = "value" || jsonb_build_object('descriptor', 'Association culturelle et solidaire')
  WHERE "section" = 'identity' AND NOT ("value" ? 'descriptor');--> statement-breakpoint
UPDATE "association_settings" SET "value" = "value" || jsonb_build_object(
    'homeIntro', 'Rencontres, concerts, ateliers et moments de partage : Action Plus rapproche les cultures et les générations pour faire vivre la diversité et l’entraide au cœur de Metz.',
    'contactIntro', 'Une question, une envie de participer ou de proposer un projet ? Notre équipe vous répond avec plaisir.',
    'donationIntro', 'Votre don permet à l’association de faire vivre ses rencontres interculturelles, ses ateliers et ses actions de solidarité à Metz.')
  WHERE "section" = 'presentation' AND NOT ("value" ? 'homeIntro');
