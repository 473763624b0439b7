CREATE TABLE "report_day_customers" (
	"day" date NOT NULL,
	"customer" text,
	"phone_key" text,
	"email_key" text,
	"orders" integer NOT NULL,
	"revenue_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_day_items" (
	"day" date NOT NULL,
	"grp" text,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"revenue_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_day_lists" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"orders" integer NOT NULL,
	"cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_day_orders" (
	"day" date NOT NULL,
	"method" text NOT NULL,
	"channel" text NOT NULL,
	"state" text NOT NULL,
	"hour" integer NOT NULL,
	"orders" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"paid_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"discount_orders" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_days" (
	"day" date PRIMARY KEY NOT NULL,
	"stale" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_day_customers" ADD CONSTRAINT "report_day_customers_day_report_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."report_days"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_day_items" ADD CONSTRAINT "report_day_items_day_report_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."report_days"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_day_lists" ADD CONSTRAINT "report_day_lists_day_report_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."report_days"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_day_orders" ADD CONSTRAINT "report_day_orders_day_report_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."report_days"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_day_customers_day_idx" ON "report_day_customers" USING btree ("day");--> statement-breakpoint
CREATE INDEX "report_day_items_day_idx" ON "report_day_items" USING btree ("day");--> statement-breakpoint
CREATE INDEX "report_day_lists_day_idx" ON "report_day_lists" USING btree ("day");--> statement-breakpoint
CREATE INDEX "report_day_orders_day_idx" ON "report_day_orders" USING btree ("day");--> statement-breakpoint
-- Hand-written (docs/decisions/020-report-rollups.md): any change to an order or its items marks
-- its São Paulo day stale, so the reports recompute that day before reading it. Days from today
-- on are skipped: the reports never keep them (and every new order would queue on one row).
CREATE OR REPLACE FUNCTION report_days_mark(days date[]) RETURNS void AS $$
  INSERT INTO report_days (day, stale)
  SELECT DISTINCT d, true FROM unnest(days) AS d
  WHERE d < (now() AT TIME ZONE 'America/Sao_Paulo')::date
  ORDER BY d
  ON CONFLICT (day) DO UPDATE SET stale = true;
$$ LANGUAGE sql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_days_orders_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM report_days_mark(array(SELECT (created_at AT TIME ZONE 'America/Sao_Paulo')::date FROM new_rows));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM report_days_mark(array(SELECT (created_at AT TIME ZONE 'America/Sao_Paulo')::date FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_days_items_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM report_days_mark(array(SELECT (o.created_at AT TIME ZONE 'America/Sao_Paulo')::date
      FROM orders o WHERE o.id IN (SELECT order_id FROM new_rows)));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM report_days_mark(array(SELECT (o.created_at AT TIME ZONE 'America/Sao_Paulo')::date
      FROM orders o WHERE o.id IN (SELECT order_id FROM old_rows)));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_days_orders_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_days_orders_changed();
--> statement-breakpoint
CREATE TRIGGER report_days_orders_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_days_orders_changed();
--> statement-breakpoint
CREATE TRIGGER report_days_orders_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_days_orders_changed();
--> statement-breakpoint
CREATE TRIGGER report_days_items_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_days_items_changed();
--> statement-breakpoint
CREATE TRIGGER report_days_items_update AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_days_items_changed();
--> statement-breakpoint
CREATE TRIGGER report_days_items_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_days_items_changed();
