CREATE TABLE "heartbeat" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"at" timestamp (3) with time zone NOT NULL
);
