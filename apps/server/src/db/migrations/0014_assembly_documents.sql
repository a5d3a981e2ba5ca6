CREATE TABLE "assembly_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"assembly_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"file_id" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea",
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assembly_documents_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
ALTER TABLE "assemblies" ADD COLUMN "issuer" jsonb;--> statement-breakpoint
ALTER TABLE "assembly_documents" ADD CONSTRAINT "assembly_documents_assembly_id_assemblies_id_fk" FOREIGN KEY ("assembly_id") REFERENCES "public"."assemblies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_documents" ADD CONSTRAINT "assembly_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assembly_documents_assembly_idx" ON "assembly_documents" USING btree ("assembly_id","position");