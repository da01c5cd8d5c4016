-- The erasure log and its key (decision 0058): a restore of an older backup erases again whom the site erased since.
CREATE TABLE "erasure_key" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erasure_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"address_hash" text NOT NULL,
	"erased_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "erasure_log_entry" ON "erasure_log" USING btree ("address_hash","erased_at");--> statement-breakpoint
CREATE INDEX "erasure_log_erased_at" ON "erasure_log" USING btree ("erased_at");
