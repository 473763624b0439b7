CREATE TABLE "whatsapp_feed" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_event_id" bigint NOT NULL
);
--> statement-breakpoint
-- The feed starts after the last event: orders placed before it get no WhatsApp message.
INSERT INTO "whatsapp_feed" ("id", "last_event_id") SELECT 1, coalesce(max("id"), 0) FROM "order_events";--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"to_number" text NOT NULL,
	"template" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"wamid" text,
	"error" text,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "whatsapp_messages_kind_check" CHECK ("whatsapp_messages"."kind" in ('received', 'delivering', 'pickup_ready', 'cancelled')),
	CONSTRAINT "whatsapp_messages_status_check" CHECK ("whatsapp_messages"."status" in ('queued', 'sent', 'delivered', 'read', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_opt_outs" (
	"number_key" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"kinds" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_settings_single_row" CHECK ("whatsapp_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "whatsapp_updates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_order_kind_idx" ON "whatsapp_messages" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_wamid_idx" ON "whatsapp_messages" USING btree ("wamid") WHERE "whatsapp_messages"."wamid" is not null;--> statement-breakpoint
CREATE INDEX "whatsapp_messages_due_idx" ON "whatsapp_messages" USING btree ("next_attempt_at") WHERE "whatsapp_messages"."status" = 'queued';