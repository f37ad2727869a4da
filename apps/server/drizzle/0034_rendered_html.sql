ALTER TABLE "contests" ADD COLUMN "description_html" jsonb;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "statement_html" jsonb;