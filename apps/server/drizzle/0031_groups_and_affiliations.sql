ALTER TABLE "contests" ADD COLUMN "groups" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A user's affiliation is shown by the feed (the organization of an individual contest's team): a change to
-- it is a change to the contests the user registered for, like their name (0030).
DROP TRIGGER "users_contest_change" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_contest_change" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."username" IS DISTINCT FROM NEW."username"
    OR OLD."organization_id" IS DISTINCT FROM NEW."organization_id")
  EXECUTE FUNCTION "names_contest_change"();
