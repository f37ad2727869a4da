CREATE TABLE "contest_change_heads" (
	"contest_id" uuid PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_changes" (
	"contest_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"object_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_changes_contest_id_seq_pk" PRIMARY KEY("contest_id","seq")
);
--> statement-breakpoint
ALTER TABLE "contest_change_heads" ADD CONSTRAINT "contest_change_heads_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_changes" ADD CONSTRAINT "contest_changes_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Appends one change to a contest's log (docs/contests.md#the-event-feeds-log). The head row is locked until
-- the appending transaction ends, so a contest's numbers are handed out in commit order with no gaps. A
-- contest being deleted (its rows going with it) has no feed left to tell: nothing is appended for it.
CREATE FUNCTION "contest_change_append"(changed_contest uuid, change_kind text, changed_object uuid)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  next_seq integer;
BEGIN
  IF changed_contest IS NULL OR NOT EXISTS (SELECT 1 FROM "contests" WHERE "id" = changed_contest) THEN
    RETURN;
  END IF;
  INSERT INTO "contest_change_heads" AS head ("contest_id", "seq") VALUES (changed_contest, 1)
    ON CONFLICT ("contest_id") DO UPDATE SET "seq" = head."seq" + 1
    RETURNING head."seq" INTO next_seq;
  INSERT INTO "contest_changes" ("contest_id", "seq", "kind", "object_id")
    VALUES (changed_contest, next_seq, change_kind, changed_object);
END $$;
--> statement-breakpoint
-- A submission counts on a board only when made officially in its contest: practice and virtual ones are
-- not the feed's. A submission moved out of a contest (or out of official) is a change for the old one.
CREATE FUNCTION "submissions_contest_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_contest uuid;
  new_contest uuid;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."contest_mode" = 'official' THEN
    old_contest := OLD."contest_id";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."contest_mode" = 'official' THEN
    new_contest := NEW."contest_id";
  END IF;
  IF old_contest IS NOT NULL AND old_contest IS DISTINCT FROM new_contest THEN
    PERFORM "contest_change_append"(old_contest, 'submission', OLD."id");
  END IF;
  IF new_contest IS NOT NULL THEN
    PERFORM "contest_change_append"(new_contest, 'submission', NEW."id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "submissions_contest_change_written" AFTER INSERT OR DELETE ON "submissions"
  FOR EACH ROW EXECUTE FUNCTION "submissions_contest_change"();
--> statement-breakpoint
-- Only what the feed shows of a submission: its verdict, its tests, and where it counts.
CREATE TRIGGER "submissions_contest_change_updated" AFTER UPDATE ON "submissions" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."judged_at" IS DISTINCT FROM NEW."judged_at"
    OR OLD."results" IS DISTINCT FROM NEW."results" OR OLD."contest_id" IS DISTINCT FROM NEW."contest_id"
    OR OLD."contest_mode" IS DISTINCT FROM NEW."contest_mode" OR OLD."team_id" IS DISTINCT FROM NEW."team_id"
    OR OLD."problem_id" IS DISTINCT FROM NEW."problem_id" OR OLD."language" IS DISTINCT FROM NEW."language"
    OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION "submissions_contest_change"();
--> statement-breakpoint
CREATE FUNCTION "clarifications_contest_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "contest_change_append"(OLD."contest_id", 'clarification', OLD."id");
  ELSE
    PERFORM "contest_change_append"(NEW."contest_id", 'clarification', NEW."id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "clarifications_contest_change" AFTER INSERT OR UPDATE OR DELETE ON "contest_clarifications"
  FOR EACH ROW EXECUTE FUNCTION "clarifications_contest_change"();
--> statement-breakpoint
-- Changes with no object of their own ('contest': settings and problems; 'teams': who takes part), for the
-- contest named by the row's contest_id.
CREATE FUNCTION "contest_row_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "contest_change_append"(OLD."contest_id", TG_ARGV[0], NULL);
  ELSE
    PERFORM "contest_change_append"(NEW."contest_id", TG_ARGV[0], NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contest_problems_contest_change" AFTER INSERT OR UPDATE OR DELETE ON "contest_problems"
  FOR EACH ROW EXECUTE FUNCTION "contest_row_change"('contest');
--> statement-breakpoint
CREATE TRIGGER "contest_registrations_contest_change" AFTER INSERT OR UPDATE OR DELETE ON "contest_registrations"
  FOR EACH ROW EXECUTE FUNCTION "contest_row_change"('teams');
--> statement-breakpoint
CREATE FUNCTION "contests_contest_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "contest_change_append"(NEW."id", 'contest', NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contests_contest_change" AFTER UPDATE ON "contests"
  FOR EACH ROW EXECUTE FUNCTION "contests_contest_change"();
--> statement-breakpoint
-- Names the feed shows, kept elsewhere: a user's or a team's (each contest they registered for), a
-- problem's title, time limit and tests (each contest that holds it).
CREATE FUNCTION "names_contest_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  registered uuid;
BEGIN
  FOR registered IN
    SELECT DISTINCT "contest_id" FROM "contest_registrations"
      WHERE (TG_TABLE_NAME = 'users' AND "user_id" = NEW."id") OR (TG_TABLE_NAME = 'teams' AND "team_id" = NEW."id")
  LOOP
    PERFORM "contest_change_append"(registered, 'teams', NULL);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_contest_change" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."username" IS DISTINCT FROM NEW."username")
  EXECUTE FUNCTION "names_contest_change"();
--> statement-breakpoint
CREATE TRIGGER "teams_contest_change" AFTER UPDATE ON "teams" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."organization_id" IS DISTINCT FROM NEW."organization_id")
  EXECUTE FUNCTION "names_contest_change"();
--> statement-breakpoint
CREATE FUNCTION "problems_contest_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  holder uuid;
BEGIN
  FOR holder IN SELECT "contest_id" FROM "contest_problems" WHERE "problem_id" = NEW."id" LOOP
    PERFORM "contest_change_append"(holder, 'contest', NULL);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "problems_contest_change" AFTER UPDATE ON "problems" FOR EACH ROW
  WHEN (OLD."title" IS DISTINCT FROM NEW."title" OR OLD."time_limit_ms" IS DISTINCT FROM NEW."time_limit_ms"
    OR OLD."test_count" IS DISTINCT FROM NEW."test_count")
  EXECUTE FUNCTION "problems_contest_change"();
