ALTER TABLE "shipments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "return_request_id" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_return_unique" ON "shipments" USING btree ("return_request_id");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_one_parcel" CHECK (num_nonnulls("shipments"."order_id", "shipments"."return_request_id") = 1);--> statement-breakpoint
UPDATE "shipments" SET "tracking_url" = "orders"."tracking_url" FROM "orders" WHERE "orders"."id" = "shipments"."order_id" AND "shipments"."awb" IS NOT NULL;