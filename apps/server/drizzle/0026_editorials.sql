CREATE TABLE "editorial_unlocks" (
	"user_id" uuid NOT NULL,
	"problem_id" text NOT NULL,
	"tokens_spent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editorial_unlocks_user_id_problem_id_pk" PRIMARY KEY("user_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "problem_editorials" (
	"problem_id" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"body_html" text NOT NULL,
	"solution_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "editorial_unlocks" ADD CONSTRAINT "editorial_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_unlocks" ADD CONSTRAINT "editorial_unlocks_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_editorials" ADD CONSTRAINT "problem_editorials_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_editorials" ADD CONSTRAINT "problem_editorials_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;