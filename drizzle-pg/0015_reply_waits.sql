CREATE TABLE "reply_waits" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"replied_at" timestamp (3) with time zone,
	"reminded_at" timestamp (3) with time zone
);
--> statement-breakpoint
DROP INDEX "email_outbox_submission_kind";--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "awaiting_since" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "reply_waits" ADD CONSTRAINT "reply_waits_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reply_waits_open" ON "reply_waits" USING btree ("submission_id") WHERE replied_at is null;--> statement-breakpoint
CREATE INDEX "reply_waits_submission" ON "reply_waits" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "reply_waits_started_at" ON "reply_waits" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_submission_kind" ON "email_outbox" USING btree ("submission_id","kind") WHERE kind in ('notification', 'confirmation');--> statement-breakpoint
-- The promise counts waits now (decision 0064): every record has waited once, from its arrival to its first reply, and was reminded of it if a reminder was queued.
UPDATE "submissions" SET "awaiting_since" = "created_at" WHERE "first_reply_at" IS NULL;--> statement-breakpoint
INSERT INTO "reply_waits" ("submission_id", "started_at", "replied_at", "reminded_at")
SELECT "s"."id", "s"."created_at", "s"."first_reply_at",
  (SELECT min(coalesce("o"."queued_at", "o"."next_attempt_at")) FROM "email_outbox" "o" WHERE "o"."submission_id" = "s"."id" AND "o"."kind" = 'reminder')
FROM "submissions" "s" ORDER BY "s"."id";
