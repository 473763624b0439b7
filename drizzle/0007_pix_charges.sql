CREATE TABLE "pix_charges" (
	"txid" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"chave" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"location" text,
	"copia_e_cola" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"end_to_end_id" text,
	"paid_at" timestamp with time zone,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pix_charges_end_to_end_id_unique" UNIQUE("end_to_end_id"),
	CONSTRAINT "pix_charges_status_check" CHECK ("pix_charges"."status" in ('active', 'paid', 'expired', 'removed', 'duplicate'))
);
--> statement-breakpoint
ALTER TABLE "order_payment_history" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pix_charges_order_idx" ON "pix_charges" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pix_charges_open_idx" ON "pix_charges" USING btree ("status","next_check_at");