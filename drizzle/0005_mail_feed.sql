CREATE TABLE "mail_feed" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_event_id" bigint NOT NULL
);
--> statement-breakpoint
-- Orders placed before this migration get no email: the feed starts after the last event.
INSERT INTO "mail_feed" ("id", "last_event_id") SELECT 1, coalesce(max("id"), 0) FROM "order_events";
