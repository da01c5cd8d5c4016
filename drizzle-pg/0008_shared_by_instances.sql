CREATE TABLE "cv_files" (
	"name" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"stored_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "queued_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_reset" ON "rate_limit_hits" USING btree ("reset_at");
--> statement-breakpoint
-- Rows queued before this column: the time they were first due is when they were queued, or the nearest we know.
UPDATE "email_outbox" SET "queued_at" = "next_attempt_at" WHERE "queued_at" IS NULL;
