CREATE TABLE "ifood_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"action" text NOT NULL,
	"body" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"error" text,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "ifood_actions_action_check" CHECK ("ifood_actions"."action" in ('confirm', 'startPreparation', 'readyToPickup', 'dispatch')),
	CONSTRAINT "ifood_actions_status_check" CHECK ("ifood_actions"."status" in ('queued', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "ifood_catalog" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"external_code" text NOT NULL,
	"status" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ifood_disputes" (
	"dispute_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"action" text NOT NULL,
	"message" text,
	"expires_at" timestamp with time zone,
	"timeout_action" text,
	"metadata" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer_reason" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ifood_disputes_status_check" CHECK ("ifood_disputes"."status" in ('open', 'accepted', 'rejected', 'settled'))
);
--> statement-breakpoint
CREATE TABLE "ifood_events" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"full_code" text NOT NULL,
	"ifood_order_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "ifood_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"ifood_order_id" text NOT NULL,
	"order_type" text NOT NULL,
	"delivered_by" text,
	"confirm_by" timestamp with time zone,
	"unmatched_items" integer DEFAULT 0 NOT NULL,
	"cancellation_state" text,
	"cancellation_reason" text,
	"cancellation_at" timestamp with time zone,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ifood_orders_cancellation_check" CHECK ("ifood_orders"."cancellation_state" in ('requested', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "ifood_poll" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"poll_holder" text,
	"poll_until" timestamp with time zone,
	"polled_at" timestamp with time zone,
	"poll_error" text,
	"merchant_status" jsonb,
	"merchant_checked_at" timestamp with time zone,
	"pause_with_store" boolean DEFAULT false NOT NULL,
	"interruption_id" text,
	"sync_availability" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ifood_poll_single_row" CHECK ("ifood_poll"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_channel_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "external_display_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "external_code" text;--> statement-breakpoint
ALTER TABLE "ifood_actions" ADD CONSTRAINT "ifood_actions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ifood_catalog" ADD CONSTRAINT "ifood_catalog_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ifood_disputes" ADD CONSTRAINT "ifood_disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ifood_orders" ADD CONSTRAINT "ifood_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ifood_actions_order_action_idx" ON "ifood_actions" USING btree ("order_id","action");--> statement-breakpoint
CREATE INDEX "ifood_actions_due_idx" ON "ifood_actions" USING btree ("next_attempt_at") WHERE "ifood_actions"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "ifood_disputes_order_idx" ON "ifood_disputes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ifood_events_pending_idx" ON "ifood_events" USING btree ("created_at") WHERE "ifood_events"."handled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ifood_orders_ifood_id_idx" ON "ifood_orders" USING btree ("ifood_order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('pix','stripe','credit_card','cash','ifood'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_check" CHECK ("orders"."channel" in ('site','phone','counter','ifood'));--> statement-breakpoint
INSERT INTO "ifood_poll" ("id") VALUES (1) ON CONFLICT DO NOTHING;
