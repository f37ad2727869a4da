CREATE TABLE "counterexample_searches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"tokens_spent" integer NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "small_generator" text;--> statement-breakpoint
ALTER TABLE "counterexample_searches" ADD CONSTRAINT "counterexample_searches_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counterexample_searches" ADD CONSTRAINT "counterexample_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counterexample_searches_submission_idx" ON "counterexample_searches" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "counterexample_searches_one_per_user_idx" ON "counterexample_searches" USING btree ("user_id") WHERE "counterexample_searches"."status" = 'searching';