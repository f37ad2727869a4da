ALTER TABLE "contest_scores" RENAME COLUMN "user_id" TO "contestant_id";--> statement-breakpoint
ALTER TABLE "contest_scores" DROP CONSTRAINT "contest_scores_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "contest_scores" DROP CONSTRAINT "contest_scores_contest_id_user_id_problem_id_pk";--> statement-breakpoint
ALTER TABLE "contest_scores" ADD CONSTRAINT "contest_scores_contest_id_contestant_id_problem_id_pk" PRIMARY KEY("contest_id","contestant_id","problem_id");--> statement-breakpoint
CREATE INDEX "submissions_contest_team_cell_idx" ON "submissions" USING btree ("contest_id","team_id","problem_id","created_at") WHERE "submissions"."team_id" is not null;