CREATE TABLE "inbound_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"bytes" integer NOT NULL,
	"file_name" text
);
--> statement-breakpoint
ALTER TABLE "inbound_mail" ADD COLUMN "staff_account_id" integer;--> statement-breakpoint
ALTER TABLE "inbound_attachments" ADD CONSTRAINT "inbound_attachments_mail_id_inbound_mail_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."inbound_mail"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbound_attachments_mail" ON "inbound_attachments" USING btree ("mail_id");--> statement-breakpoint
ALTER TABLE "inbound_mail" ADD CONSTRAINT "inbound_mail_staff_account_id_staff_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;