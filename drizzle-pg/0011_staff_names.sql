ALTER TABLE "staff_accounts" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "last_sign_in_at" timestamp (3) with time zone;