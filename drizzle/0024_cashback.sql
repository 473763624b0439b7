CREATE TABLE "cashback_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "cashback_entries_kind_check" CHECK ("cashback_entries"."kind" in ('earn','spend','return','reverse')),
	CONSTRAINT "cashback_entries_amount_check" CHECK ("cashback_entries"."amount_cents" > 0),
	CONSTRAINT "cashback_entries_expiry_check" CHECK (("cashback_entries"."kind" = 'earn') = ("cashback_entries"."expires_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "cashback_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"percent_bp" integer DEFAULT 500 NOT NULL,
	"min_order_cents" integer DEFAULT 0 NOT NULL,
	"valid_days" integer DEFAULT 90 NOT NULL,
	"max_use_cents" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashback_settings_single_row" CHECK ("cashback_settings"."id" = 1),
	CONSTRAINT "cashback_settings_values_check" CHECK ("cashback_settings"."percent_bp" between 1 and 10000 and "cashback_settings"."min_order_cents" >= 0 and "cashback_settings"."valid_days" between 1 and 730
        and ("cashback_settings"."max_use_cents" is null or "cashback_settings"."max_use_cents" >= 1))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_money_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cashback_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD CONSTRAINT "cashback_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD CONSTRAINT "cashback_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_entries_order_kind_idx" ON "cashback_entries" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "cashback_entries_user_idx" ON "cashback_entries" USING btree ("user_id","at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_check" CHECK ("orders"."subtotal_cents" >= 0 and "orders"."delivery_fee_cents" >= 0 and "orders"."total_cents" >= 0 and "orders"."discount_cents" >= 0 and "orders"."cashback_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_check" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" + "orders"."delivery_fee_cents" - "orders"."discount_cents" - "orders"."cashback_cents");