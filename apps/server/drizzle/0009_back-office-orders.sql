ALTER TABLE "payments" ADD COLUMN "collected_paise" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "collected_by" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_collected_by_users_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_paise");