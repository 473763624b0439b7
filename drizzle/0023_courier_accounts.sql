ALTER TABLE "couriers" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "couriers" ADD CONSTRAINT "couriers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "couriers_user_idx" ON "couriers" USING btree ("user_id");