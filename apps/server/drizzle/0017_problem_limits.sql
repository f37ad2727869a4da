ALTER TABLE "problems" ADD COLUMN "time_limit_origin" text;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "output_limit_bytes" integer;