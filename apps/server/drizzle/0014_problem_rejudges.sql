CREATE TABLE "problem_rejudges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"problem_id" text NOT NULL,
	"admin_id" uuid,
	"total" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "problem_progress" ADD COLUMN "rewarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "problem_rejudges" ADD CONSTRAINT "problem_rejudges_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_rejudges" ADD CONSTRAINT "problem_rejudges_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "problem_rejudges_problem_idx" ON "problem_rejudges" USING btree ("problem_id","started_at");--> statement-breakpoint
UPDATE "problem_progress" SET "rewarded_at" = "solved_at" WHERE "solved_at" IS NOT NULL;
