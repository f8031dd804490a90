CREATE TABLE "signup_reward_phones" (
	"phone" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"rewarded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_email_lower_unique";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
ALTER TABLE "signup_reward_phones" ADD CONSTRAINT "signup_reward_phones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email")) WHERE "users"."email_verified_at" is not null;--> statement-breakpoint
-- Phones whose accounts already had the sign-up reward count as rewarded from now on.
INSERT INTO "signup_reward_phones" ("phone", "user_id", "rewarded_at")
SELECT DISTINCT ON ("users"."phone") "users"."phone", "users"."id", "wallet_ledger"."created_at"
FROM "users" JOIN "wallet_ledger" ON "wallet_ledger"."user_id" = "users"."id"
WHERE "wallet_ledger"."reason" = 'signup_reward' AND "users"."phone" IS NOT NULL
ORDER BY "users"."phone", "wallet_ledger"."created_at"
ON CONFLICT DO NOTHING;
