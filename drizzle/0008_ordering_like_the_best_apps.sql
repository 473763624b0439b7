CREATE TABLE "product_flavours" (
	"product_id" uuid NOT NULL,
	"flavour_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_flavours_product_id_flavour_id_pk" PRIMARY KEY("product_id","flavour_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "option_variations" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "parts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_options" ADD COLUMN "min_choices" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_options" ADD COLUMN "max_choices" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_options" ADD COLUMN "repeatable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_parts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_info" ADD COLUMN "pickup_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_info" ADD COLUMN "pickup_time" text DEFAULT '15-25 min' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_info" ADD COLUMN "parts_pricing" text DEFAULT 'max' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_info" ADD COLUMN "scheduling_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_info" ADD COLUMN "slot_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_info" ADD COLUMN "schedule_days_ahead" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_info" ADD COLUMN "slot_max_orders" integer;--> statement-breakpoint
ALTER TABLE "store_info" ADD COLUMN "slot_max_items" integer;--> statement-breakpoint
ALTER TABLE "store_info" ADD COLUMN "scheduled_alert_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_flavours" ADD CONSTRAINT "product_flavours_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_flavours" ADD CONSTRAINT "product_flavours_flavour_id_products_id_fk" FOREIGN KEY ("flavour_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_scheduled_idx" ON "orders" USING btree ("scheduled_for") WHERE "orders"."scheduled_for" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_check" CHECK ("orders"."fulfilment" in ('delivery','pickup'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_check" CHECK ("orders"."fulfilment" = 'pickup' or "orders"."address" is not null);--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_choices_check" CHECK ("product_options"."min_choices" >= 0 and "product_options"."max_choices" >= 1 and "product_options"."min_choices" <= "product_options"."max_choices" and "product_options"."max_choices" <= 50);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_max_parts_check" CHECK ("products"."max_parts" between 1 and 4);--> statement-breakpoint
ALTER TABLE "store_info" ADD CONSTRAINT "store_info_parts_pricing_check" CHECK ("store_info"."parts_pricing" in ('max', 'average'));--> statement-breakpoint
ALTER TABLE "store_info" ADD CONSTRAINT "store_info_scheduling_check" CHECK ("store_info"."slot_minutes" between 10 and 240 and "store_info"."schedule_days_ahead" between 0 and 14 and "store_info"."scheduled_alert_minutes" between 0 and 240
        and ("store_info"."slot_max_orders" is null or "store_info"."slot_max_orders" >= 1) and ("store_info"."slot_max_items" is null or "store_info"."slot_max_items" >= 1));--> statement-breakpoint
-- A required group took exactly one choice, an optional one at most one (the column goes in the next migration).
UPDATE "product_options" SET "min_choices" = 1 WHERE "required";--> statement-breakpoint
-- Products were listed by name: that order becomes their place in the category.
UPDATE "products" p SET "sort_order" = r.n
  FROM (SELECT "id", row_number() OVER (PARTITION BY "category_id" ORDER BY "name", "id") - 1 AS n FROM "products") r
  WHERE p."id" = r."id";--> statement-breakpoint
-- Each chosen variation of a past order was taken once.
UPDATE "order_items" SET "selected_options" = (
  SELECT coalesce(jsonb_agg(o || '{"quantity": 1}'::jsonb), '[]'::jsonb) FROM jsonb_array_elements("selected_options") o
) WHERE jsonb_array_length("selected_options") > 0;
