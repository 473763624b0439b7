ALTER TABLE "coupons" ADD COLUMN "account_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_email_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_phone_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
CREATE INDEX "orders_email_key_idx" ON "orders" USING btree ("customer_email_key") WHERE "orders"."customer_email_key" is not null;--> statement-breakpoint
CREATE INDEX "orders_phone_key_idx" ON "orders" USING btree ("customer_phone_key") WHERE "orders"."customer_phone_key" is not null;--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "outgoing_mail_to_idx" ON "outgoing_mail" USING btree ("to_address","created_at");--> statement-breakpoint
-- Older orders get the keys src/shared/customer-key.ts gives new ones.
UPDATE "orders" SET "customer_email_key" = CASE
    WHEN split_part(lower(trim("customer_email")), '@', 2) IN ('gmail.com', 'googlemail.com')
      THEN replace(split_part(split_part(lower(trim("customer_email")), '@', 1), '+', 1), '.', '') || '@gmail.com'
    ELSE split_part(split_part(lower(trim("customer_email")), '@', 1), '+', 1) || '@' || split_part(lower(trim("customer_email")), '@', 2)
  END;--> statement-breakpoint
UPDATE "orders" SET "customer_phone_key" = nullif(k, '') FROM (
    SELECT id, CASE WHEN length(d) >= 12 AND d LIKE '55%' THEN ltrim(substr(d, 3), '0') ELSE d END AS k
    FROM (SELECT id, ltrim(regexp_replace("customer_phone", '\D', '', 'g'), '0') AS d FROM "orders") digits
  ) keyed
  WHERE keyed.id = "orders".id AND length(keyed.k) >= 8;--> statement-breakpoint
-- Orders already waiting for an online payment expire like new ones, counted from now.
UPDATE "orders" SET "payment_due_at" = now() + interval '30 minutes' WHERE "status" = 'awaiting_payment';
