CREATE TABLE "test_data" (
	"hash" text PRIMARY KEY NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "problem_tests" ADD COLUMN "input_hash" text;--> statement-breakpoint
ALTER TABLE "problem_tests" ADD COLUMN "answer_hash" text;--> statement-breakpoint
ALTER TABLE "problem_tests" ADD COLUMN "input_bytes" integer;--> statement-breakpoint
ALTER TABLE "problem_tests" ADD COLUMN "answer_bytes" integer;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "examples" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "test_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Move every test text into test_data (once per content) and point the tests at it.
INSERT INTO "test_data" ("hash", "content")
SELECT encode(sha256(convert_to(t.content, 'UTF8')), 'hex'), t.content
FROM (SELECT "input" AS content FROM "problem_tests" UNION SELECT "answer" FROM "problem_tests") t
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "problem_tests" SET
	"input_hash" = encode(sha256(convert_to("input", 'UTF8')), 'hex'),
	"answer_hash" = encode(sha256(convert_to("answer", 'UTF8')), 'hex'),
	"input_bytes" = octet_length("input"),
	"answer_bytes" = octet_length("answer");--> statement-breakpoint
-- A problem's samples and test count, copied onto the problem so that showing it reads no test.
UPDATE "problems" p SET
	"examples" = COALESCE((
		SELECT jsonb_agg(jsonb_build_object('ordinal', t."ordinal", 'input', t."input", 'output', t."answer", 'explanation', t."explanation") ORDER BY t."ordinal")
		FROM "problem_tests" t WHERE t."problem_id" = p."id" AND t."is_sample"
	), '[]'::jsonb),
	"test_count" = (SELECT count(*) FROM "problem_tests" t WHERE t."problem_id" = p."id");--> statement-breakpoint
ALTER TABLE "problem_tests" ADD CONSTRAINT "problem_tests_input_hash_test_data_hash_fk" FOREIGN KEY ("input_hash") REFERENCES "public"."test_data"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_tests" ADD CONSTRAINT "problem_tests_answer_hash_test_data_hash_fk" FOREIGN KEY ("answer_hash") REFERENCES "public"."test_data"("hash") ON DELETE no action ON UPDATE no action;