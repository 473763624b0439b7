CREATE TABLE "order_payment_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"source" text NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'awaiting' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_payment_history" ADD CONSTRAINT "order_payment_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payment_history" ADD CONSTRAINT "order_payment_history_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payment_history_order_idx" ON "order_payment_history" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('awaiting','paid','failed','refunded'));--> statement-breakpoint
-- What is known of orders placed before: a card-online order past awaiting_payment was paid
-- through Stripe; a delivered cash or card-machine order was paid to the courier. PIX stays
-- awaiting until staff confirm it.
UPDATE "orders" SET "payment_status" = 'paid', "paid_at" = "updated_at"
  WHERE ("payment_method" = 'stripe' AND "status" NOT IN ('awaiting_payment', 'cancelled'))
     OR ("payment_method" IN ('cash', 'credit_card') AND "status" = 'delivered');
