ALTER TABLE "problems" ADD COLUMN "source_hash" text;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "edited_at" timestamp with time zone;