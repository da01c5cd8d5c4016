CREATE TABLE "inbound_mail" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_key" text NOT NULL,
	"message_id" text,
	"in_reply_to" text,
	"received_at" timestamp (3) with time zone NOT NULL,
	"sent_at" timestamp (3) with time zone,
	"from_address" text NOT NULL,
	"from_name" text NOT NULL,
	"subject" text NOT NULL,
	"new_words" text NOT NULL,
	"body_text" text NOT NULL,
	"raw" "bytea" NOT NULL,
	"raw_bytes" integer NOT NULL,
	"class" text NOT NULL,
	"bounced_message_id" text,
	"submission_id" integer
);
--> statement-breakpoint
ALTER TABLE "inbound_mail" ADD CONSTRAINT "inbound_mail_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_mail_message_key" ON "inbound_mail" USING btree ("message_key");--> statement-breakpoint
CREATE INDEX "inbound_mail_submission" ON "inbound_mail" USING btree ("submission_id","received_at");