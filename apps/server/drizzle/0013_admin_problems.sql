CREATE TABLE "problem_solutions" (
	"problem_id" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"expected" text NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "problem_solutions_problem_id_name_pk" PRIMARY KEY("problem_id","name")
);
--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "license" text;--> statement-breakpoint
ALTER TABLE "problem_solutions" ADD CONSTRAINT "problem_solutions_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;