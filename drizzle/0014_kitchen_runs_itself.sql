CREATE TABLE "kitchen_marks" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"ready_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kitchen_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"print_on" text DEFAULT 'accepted' NOT NULL,
	"auto_accept" boolean DEFAULT false NOT NULL,
	"amber_minutes" integer DEFAULT 15 NOT NULL,
	"red_minutes" integer DEFAULT 25 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kitchen_settings_single_row" CHECK ("kitchen_settings"."id" = 1),
	CONSTRAINT "kitchen_settings_print_on_check" CHECK ("kitchen_settings"."print_on" in ('accepted', 'arrival', 'never')),
	CONSTRAINT "kitchen_settings_timers_check" CHECK ("kitchen_settings"."amber_minutes" between 1 and 240 and "kitchen_settings"."red_minutes" between 2 and 480 and "kitchen_settings"."red_minutes" > "kitchen_settings"."amber_minutes")
);
--> statement-breakpoint
CREATE TABLE "print_feed" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_event_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"printer_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"event_id" bigint,
	"reprint" boolean DEFAULT false NOT NULL,
	"ticket" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "busy_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kitchen_marks" ADD CONSTRAINT "kitchen_marks_item_id_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_once_idx" ON "print_jobs" USING btree ("printer_id","order_id") WHERE not "print_jobs"."reprint";--> statement-breakpoint
CREATE INDEX "print_jobs_waiting_idx" ON "print_jobs" USING btree ("printer_id","id") WHERE "print_jobs"."printed_at" is null;--> statement-breakpoint
CREATE INDEX "print_jobs_order_idx" ON "print_jobs" USING btree ("order_id");--> statement-breakpoint
-- Orders placed before this migration never print: the kitchen's feed starts after the last event.
INSERT INTO "print_feed" ("id", "last_event_id") SELECT 1, coalesce(max("id"), 0) FROM "order_events";--> statement-breakpoint
INSERT INTO "kitchen_settings" ("id") VALUES (1);
