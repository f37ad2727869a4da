CREATE TABLE "rating_changes" (
	"contest_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"contestants" integer NOT NULL,
	"rating_before" integer NOT NULL,
	"rating_after" integer NOT NULL,
	"performance" integer NOT NULL,
	"state_after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_changes_contest_id_user_id_pk" PRIMARY KEY("contest_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "rating" SET DEFAULT 1500;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "ratings_stale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_deviation" integer DEFAULT 350 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rated_contests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "submission_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rating_changes_user_idx" ON "rating_changes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "problem_progress_solved_idx" ON "problem_progress" USING btree ("solved_at");--> statement-breakpoint
-- Nobody was rated before this migration: everyone starts where the rating model starts (docs/ratings.md).
UPDATE "users" SET "rating" = 1500;--> statement-breakpoint
-- The leaderboard's submission count, as the submissions table has it (Judge Errors not counted).
UPDATE "users" SET "submission_count" = (SELECT count(*) FROM "submissions" WHERE "submissions"."user_id" = "users"."id" AND "submissions"."status" <> 'Judge Error');
