-- The outbox lets go of the old tables before they go.
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_one_subject";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_enquiry_id_enquiries_id_fk";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_application_id_applications_id_fk";--> statement-breakpoint
DROP INDEX "email_outbox_enquiry_kind";--> statement-breakpoint
DROP INDEX "email_outbox_application_kind";--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "submission_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_submission_kind" ON "email_outbox" USING btree ("submission_id","kind");--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "enquiry_id";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "application_id";--> statement-breakpoint
ALTER TABLE "applications" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "enquiries" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "enquiry_events" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "applications" CASCADE;--> statement-breakpoint
DROP TABLE "enquiries" CASCADE;--> statement-breakpoint
DROP TABLE "enquiry_events" CASCADE;
