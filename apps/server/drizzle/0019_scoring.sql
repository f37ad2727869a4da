ALTER TABLE "problems" ADD COLUMN "scoring" jsonb;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "score" real;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "max_score" real;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "score_groups" jsonb;