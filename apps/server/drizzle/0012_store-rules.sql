CREATE TABLE "store_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"free_delivery_above_paise" integer NOT NULL,
	"delivery_charge_paise" integer NOT NULL,
	"cod_limit_paise" integer NOT NULL,
	"signup_reward_paise" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_rules_single_row" CHECK ("store_rules"."id" = 1),
	CONSTRAINT "store_rules_non_negative" CHECK ("store_rules"."free_delivery_above_paise" >= 0 and "store_rules"."delivery_charge_paise" >= 0 and "store_rules"."cod_limit_paise" >= 0 and "store_rules"."signup_reward_paise" >= 0)
);
