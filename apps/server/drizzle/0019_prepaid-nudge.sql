ALTER TABLE "orders" ADD COLUMN "prepaid_saving_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_rules" ADD COLUMN "prepaid_kind" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_rules" ADD COLUMN "prepaid_amount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_rules" ADD COLUMN "prepaid_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_rules" ADD COLUMN "prepaid_cap_paise" integer;--> statement-breakpoint
ALTER TABLE "store_rules" ADD CONSTRAINT "store_rules_prepaid_nudge" CHECK ("store_rules"."prepaid_kind" in ('off', 'amount', 'percent') and "store_rules"."prepaid_amount_paise" >= 0 and "store_rules"."prepaid_percent" between 0 and 100 and ("store_rules"."prepaid_cap_paise" is null or "store_rules"."prepaid_cap_paise" > 0));