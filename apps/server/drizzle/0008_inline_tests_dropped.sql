ALTER TABLE "problem_tests" ALTER COLUMN "input_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "problem_tests" ALTER COLUMN "answer_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "problem_tests" ALTER COLUMN "input_bytes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "problem_tests" ALTER COLUMN "answer_bytes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "problem_tests" DROP COLUMN "input";--> statement-breakpoint
ALTER TABLE "problem_tests" DROP COLUMN "answer";