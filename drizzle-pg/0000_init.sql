CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"job" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"portfolio" text,
	"note" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"idempotency_key" text,
	"cv_file" text NOT NULL,
	"cv_kind" text NOT NULL,
	"cv_bytes" integer NOT NULL,
	"cv_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer,
	"application_id" integer,
	"kind" text DEFAULT 'notification' NOT NULL,
	"recipient" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone NOT NULL,
	"last_error" text,
	"sent_at" timestamp (3) with time zone,
	CONSTRAINT "email_outbox_one_subject" CHECK (("enquiry_id" IS NULL) <> ("application_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company" text,
	"project" text NOT NULL,
	"budget" text,
	"locale" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"idempotency_key" text
);
--> statement-breakpoint
CREATE TABLE "enquiry_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"kind" text NOT NULL,
	"detail" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indexnow_submissions" (
	"url" text PRIMARY KEY NOT NULL,
	"lastmod" text NOT NULL,
	"submitted_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"id" serial PRIMARY KEY NOT NULL,
	"measurement_id" text NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"recorded_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_events" ADD CONSTRAINT "enquiry_events_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_status" ON "applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "applications_idempotency_key" ON "applications" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "applications_created_at" ON "applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_due" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_enquiry_kind" ON "email_outbox" USING btree ("enquiry_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_application_kind" ON "email_outbox" USING btree ("application_id","kind");--> statement-breakpoint
CREATE INDEX "email_outbox_recipient" ON "email_outbox" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "enquiries_created_at" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enquiries_status" ON "enquiries" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "enquiries_idempotency_key" ON "enquiries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "enquiry_events_enquiry" ON "enquiry_events" USING btree ("enquiry_id","id");--> statement-breakpoint
CREATE INDEX "staff_sessions_expires_at" ON "staff_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "web_vitals_measurement" ON "web_vitals" USING btree ("name","measurement_id");--> statement-breakpoint
CREATE INDEX "web_vitals_page_metric" ON "web_vitals" USING btree ("path","name","id");--> statement-breakpoint
CREATE INDEX "web_vitals_recorded_at" ON "web_vitals" USING btree ("recorded_at");