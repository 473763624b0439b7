CREATE TABLE "cash_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"register_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"user_id" text,
	"user_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cash_movements_kind_check" CHECK ("cash_movements"."kind" in ('withdrawal','deposit')),
	CONSTRAINT "cash_movements_amount_check" CHECK ("cash_movements"."amount_cents" between 1 and 10000000)
);
--> statement-breakpoint
CREATE TABLE "cash_registers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"float_cents" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"opened_by" text,
	"opened_by_name" text NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"closed_by_name" text,
	"closed_blind" boolean DEFAULT false NOT NULL,
	"summary" jsonb,
	"close_note" text,
	CONSTRAINT "cash_registers_status_check" CHECK ("cash_registers"."status" in ('open','closed')),
	CONSTRAINT "cash_registers_float_check" CHECK ("cash_registers"."float_cents" between 0 and 10000000),
	CONSTRAINT "cash_registers_closed_check" CHECK ("cash_registers"."status" = 'open' or ("cash_registers"."closed_at" is not null and "cash_registers"."summary" is not null))
);
--> statement-breakpoint
CREATE TABLE "register_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"blind_close" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_settings_single_row" CHECK ("register_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_register_id_cash_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."cash_registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_registers" ADD CONSTRAINT "cash_registers_opened_by_user_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_registers" ADD CONSTRAINT "cash_registers_closed_by_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_movements_register_idx" ON "cash_movements" USING btree ("register_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_registers_one_open_idx" ON "cash_registers" USING btree ("status") WHERE "cash_registers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "cash_registers_closed_idx" ON "cash_registers" USING btree ("closed_at");