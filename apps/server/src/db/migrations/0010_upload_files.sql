ALTER TABLE "uploads" ALTER COLUMN "card_image" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "full_image" DROP NOT NULL;