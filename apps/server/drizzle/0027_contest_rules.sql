ALTER TABLE "contest_scores" ADD COLUMN "points" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_scores" ADD COLUMN "points_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contest_scores" ADD COLUMN "subtask_points" jsonb;--> statement-breakpoint
ALTER TABLE "contest_scores" ADD COLUMN "public_points" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_scores" ADD COLUMN "public_points_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contest_scores" ADD COLUMN "public_subtask_points" jsonb;--> statement-breakpoint
ALTER TABLE "contest_scores" ADD COLUMN "rule" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "format" text DEFAULT 'icpc' NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "scoring" text DEFAULT 'best-subtasks' NOT NULL;