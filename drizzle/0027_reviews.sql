CREATE TABLE "order_reviews" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text,
	"rating" integer NOT NULL,
	"comment" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by" text,
	CONSTRAINT "order_reviews_rating_check" CHECK ("order_reviews"."rating" between 1 and 5),
	CONSTRAINT "order_reviews_text_check" CHECK (length("order_reviews"."comment") <= 600 and length("order_reviews"."reply") <= 600)
);
--> statement-breakpoint
CREATE TABLE "review_invitations" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"invite" boolean DEFAULT true NOT NULL,
	"delay_minutes" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_settings_single_row" CHECK ("review_settings"."id" = 1),
	CONSTRAINT "review_settings_delay_check" CHECK ("review_settings"."delay_minutes" between 0 and 1440)
);
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" DROP CONSTRAINT "whatsapp_messages_kind_check";--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_replied_by_user_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_reviews_created_idx" ON "order_reviews" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_kind_check" CHECK ("whatsapp_messages"."kind" in ('received', 'delivering', 'pickup_ready', 'cancelled', 'review'));