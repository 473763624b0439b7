CREATE TABLE "fiscal_notes" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"environment" text NOT NULL,
	"draft" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sefaz_code" text,
	"sefaz_message" text,
	"access_key" text,
	"number" integer,
	"series" integer,
	"protocol" text,
	"authorized_at" timestamp with time zone,
	"qr_url" text,
	"consult_url" text,
	"xml" text,
	"cancel_state" text,
	"cancel_reason" text,
	"cancel_message" text,
	"cancelled_at" timestamp with time zone,
	"cancel_xml" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_notes_status_check" CHECK ("fiscal_notes"."status" in ('queued','processing','authorized','rejected','denied','cancelled','skipped')),
	CONSTRAINT "fiscal_notes_cancel_state_check" CHECK ("fiscal_notes"."cancel_state" is null or "fiscal_notes"."cancel_state" in ('wanted','refused','too_late'))
);
--> statement-breakpoint
CREATE TABLE "fiscal_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"enabled_since" timestamp with time zone,
	"issue_on" text DEFAULT 'paid' NOT NULL,
	"cnpj" text DEFAULT '' NOT NULL,
	"state_registration" text DEFAULT '' NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"tax_regime" text DEFAULT 'simples' NOT NULL,
	"series" integer DEFAULT 1 NOT NULL,
	"cancel_window_minutes" integer DEFAULT 30 NOT NULL,
	"printer_id" uuid,
	"default_fiscal" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_settings_single_row" CHECK ("fiscal_settings"."id" = 1),
	CONSTRAINT "fiscal_settings_issue_on_check" CHECK ("fiscal_settings"."issue_on" in ('paid', 'delivered')),
	CONSTRAINT "fiscal_settings_window_check" CHECK ("fiscal_settings"."cancel_window_minutes" between 1 and 1440),
	CONSTRAINT "fiscal_settings_series_check" CHECK ("fiscal_settings"."series" between 0 and 999)
);
--> statement-breakpoint
CREATE TABLE "fiscal_voids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"series" integer NOT NULL,
	"from_number" integer NOT NULL,
	"to_number" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"sefaz_message" text,
	"protocol" text,
	"xml" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_voids_status_check" CHECK ("fiscal_voids"."status" in ('authorized', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_tax_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fiscal" jsonb;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD CONSTRAINT "fiscal_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD CONSTRAINT "fiscal_settings_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fiscal_notes_due_idx" ON "fiscal_notes" USING btree ("next_attempt_at") WHERE "fiscal_notes"."status" in ('queued', 'processing') or "fiscal_notes"."cancel_state" = 'wanted';--> statement-breakpoint
CREATE INDEX "fiscal_notes_created_idx" ON "fiscal_notes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "fiscal_notes_authorized_idx" ON "fiscal_notes" USING btree ("authorized_at") WHERE "fiscal_notes"."authorized_at" is not null;