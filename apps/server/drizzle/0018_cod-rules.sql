CREATE TABLE "cod_blocked_pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "store_rules" ADD COLUMN "cod_min_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_rules" ADD COLUMN "cod_refusal_limit" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cod_confirm_token_unique" ON "orders" USING btree ("cod_confirm_token_hash");--> statement-breakpoint
CREATE INDEX "orders_cod_confirm_by_idx" ON "orders" USING btree ("cod_confirm_by") WHERE "orders"."cod_confirm_by" is not null;--> statement-breakpoint
ALTER TABLE "store_rules" ADD CONSTRAINT "store_rules_cod_band" CHECK ("store_rules"."cod_min_paise" >= 0 and "store_rules"."cod_min_paise" <= "store_rules"."cod_limit_paise" and "store_rules"."cod_refusal_limit" >= 0);