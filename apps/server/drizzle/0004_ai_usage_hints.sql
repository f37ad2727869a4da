CREATE TABLE "ai_review_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"problem_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hint_reveals" (
	"user_id" uuid NOT NULL,
	"problem_id" text NOT NULL,
	"hint_number" integer NOT NULL,
	"hint_text" text NOT NULL,
	"tokens_spent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hint_reveals_user_id_problem_id_hint_number_pk" PRIMARY KEY("user_id","problem_id","hint_number")
);
--> statement-breakpoint
ALTER TABLE "ai_review_usage" ADD CONSTRAINT "ai_review_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_review_usage" ADD CONSTRAINT "ai_review_usage_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hint_reveals" ADD CONSTRAINT "hint_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hint_reveals" ADD CONSTRAINT "hint_reveals_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_review_usage_user_created_idx" ON "ai_review_usage" USING btree ("user_id","created_at");