DROP INDEX "email_outbox_submission_kind";--> statement-breakpoint
ALTER TABLE "submission_events" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "submission_events" ADD COLUMN "actor" text;--> statement-breakpoint
ALTER TABLE "submission_events" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "first_reply_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "submission_events" ADD CONSTRAINT "submission_events_actor_id_staff_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_assignee_id_staff_accounts_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "submission_events_key" ON "submission_events" USING btree ("submission_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "submissions_kind_assignee" ON "submissions" USING btree ("kind","assignee_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_submission_kind" ON "email_outbox" USING btree ("submission_id","kind") WHERE kind in ('notification', 'confirmation');--> statement-breakpoint
-- Applications move through hiring stages now: one answered is in screening, one archived was turned down (spam stays spam).
UPDATE "submission_events" SET "detail" = CASE "detail" WHEN 'replied' THEN 'screening' ELSE 'rejected' END
WHERE "kind" = 'status' AND "detail" IN ('replied', 'archived') AND "submission_id" IN (SELECT "id" FROM "submissions" WHERE "kind" = 'application');--> statement-breakpoint
UPDATE "submissions" SET "status" = CASE "status" WHEN 'replied' THEN 'screening' ELSE 'rejected' END
WHERE "kind" = 'application' AND "status" IN ('replied', 'archived');
