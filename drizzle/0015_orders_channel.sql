ALTER TABLE "orders" DROP CONSTRAINT "orders_fulfilment_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_address_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'site' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_check" CHECK ("orders"."channel" in ('site','phone','counter'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_check" CHECK ("orders"."fulfilment" in ('delivery','pickup','dine_in'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_check" CHECK ("orders"."fulfilment" <> 'delivery' or "orders"."address" is not null);