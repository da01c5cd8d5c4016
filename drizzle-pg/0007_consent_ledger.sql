ALTER TABLE "submissions" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "consent_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "consent_address" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "consent_lang" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "consent_purpose" text;