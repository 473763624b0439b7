CREATE TABLE "win_back_customers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone,
	"opted_out_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "win_back_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"coupon_id" uuid,
	"code" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "win_back_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"idle_days" integer DEFAULT 45 NOT NULL,
	"coupon_kind" text DEFAULT 'percent' NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"valid_days" integer DEFAULT 15 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "win_back_settings_single_row" CHECK ("win_back_settings"."id" = 1),
	CONSTRAINT "win_back_settings_kind_check" CHECK ("win_back_settings"."coupon_kind" in ('percent', 'amount', 'free_delivery')),
	CONSTRAINT "win_back_settings_values_check" CHECK ("win_back_settings"."idle_days" between 14 and 365 and "win_back_settings"."valid_days" between 1 and 30 and "win_back_settings"."min_subtotal_cents" >= 0
        and ("win_back_settings"."coupon_kind" <> 'percent' or "win_back_settings"."percent_off" between 1 and 100)
        and ("win_back_settings"."coupon_kind" <> 'amount' or "win_back_settings"."amount_off_cents" >= 1))
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "customer_user_id" text;--> statement-breakpoint
ALTER TABLE "win_back_customers" ADD CONSTRAINT "win_back_customers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "win_back_messages" ADD CONSTRAINT "win_back_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "win_back_messages" ADD CONSTRAINT "win_back_messages_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "win_back_messages_sent_idx" ON "win_back_messages" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "win_back_messages_user_idx" ON "win_back_messages" USING btree ("user_id","sent_at");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_customer_user_id_user_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;