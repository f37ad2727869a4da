CREATE TABLE "pending_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pending_registrations_email_idx" ON "pending_registrations" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_registrations_token_hash_idx" ON "pending_registrations" USING btree ("token_hash");--> statement-breakpoint
-- Unverified accounts made by the old sign-up become what they always should have been: registrations
-- waiting for their code (with a token nobody holds: their owner signs in with the password to get one).
INSERT INTO "pending_registrations" ("email", "name", "username", "password_hash", "token_hash", "created_at", "expires_at")
SELECT "email", "name", "username", "password_hash", encode(sha256(gen_random_uuid()::text::bytea), 'hex'), "created_at", now() + interval '1 day'
FROM "users" WHERE NOT "is_email_verified" AND "password_hash" IS NOT NULL;--> statement-breakpoint
DELETE FROM "users" WHERE NOT "is_email_verified";
