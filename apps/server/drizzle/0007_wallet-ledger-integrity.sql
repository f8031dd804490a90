-- Hand-written: the wallet balance is the sum of the wallet ledger, kept so by the database
-- (docs/decisions/orders-and-payments.md, Money in paise). services/wallet/ledger.ts only inserts
-- ledger rows; the triggers below do the rest, so no code path can move money without a ledger row.
--
-- Existing data first. Until now the services wrote the balance and the ledger row side by side, so
-- a balance may disagree with its ledger (a row written by hand, a test kit, an older bug). Each
-- such account gets one 'adjustment' row for the difference, dated now, whose balance after is
-- the balance the shopper sees today: nobody's money changes, and from here on the invariant
-- balance = sum(ledger) holds for every account and the triggers keep it.
INSERT INTO "wallet_ledger" ("user_id", "amount_paise", "reason", "reference", "balance_after_paise")
SELECT u."id", u."wallet_balance_paise" - coalesce(l."total", 0), 'adjustment', 'Opening balance',
  u."wallet_balance_paise"
FROM "users" u
LEFT JOIN (
  SELECT "user_id", sum("amount_paise") AS "total" FROM "wallet_ledger" GROUP BY "user_id"
) l ON l."user_id" = u."id"
WHERE u."wallet_balance_paise" <> coalesce(l."total", 0);--> statement-breakpoint

-- The trigger sets the balance after; inserts need not name it.
ALTER TABLE "wallet_ledger" ALTER COLUMN "balance_after_paise" SET DEFAULT 0;--> statement-breakpoint

-- A ledger row moves the balance: the user's row is locked (so concurrent rows of one user apply
-- one after the other), the new balance may not go below zero, and the row records it.
CREATE FUNCTION "wallet_ledger_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current_balance integer;
BEGIN
  SELECT "wallet_balance_paise" INTO current_balance FROM "users" WHERE "id" = NEW."user_id" FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'wallet_ledger: user % does not exist', NEW."user_id"
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF current_balance + NEW."amount_paise" < 0 THEN
    RAISE EXCEPTION 'wallet_ledger: the wallet balance of user % cannot go below zero', NEW."user_id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'wallet_ledger_balance_non_negative';
  END IF;
  NEW."balance_after_paise" := current_balance + NEW."amount_paise";
  UPDATE "users" SET "wallet_balance_paise" = NEW."balance_after_paise" WHERE "id" = NEW."user_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "wallet_ledger_apply_trg" BEFORE INSERT ON "wallet_ledger"
  FOR EACH ROW EXECUTE FUNCTION "wallet_ledger_apply"();--> statement-breakpoint

-- The ledger is append-only: a row is never edited, and removed only with its account (the
-- foreign key's ON DELETE CASCADE runs after the user row is gone).
CREATE FUNCTION "wallet_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = OLD."user_id") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'wallet_ledger is append-only: add an adjustment row instead of % of row %', TG_OP, OLD."id"
    USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "wallet_ledger_append_only_trg" BEFORE UPDATE OR DELETE ON "wallet_ledger"
  FOR EACH ROW EXECUTE FUNCTION "wallet_ledger_append_only"();--> statement-breakpoint

-- The balance column belongs to the ledger: an account starts at zero, and the balance changes only
-- by the UPDATE of wallet_ledger_apply, which runs one trigger level down (pg_trigger_depth() = 2).
CREATE FUNCTION "users_wallet_balance_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW."wallet_balance_paise" <> 0 THEN
      RAISE EXCEPTION 'users.wallet_balance_paise starts at 0; credit a new account through wallet_ledger'
        USING ERRCODE = 'check_violation';
    END IF;
  ELSIF NEW."wallet_balance_paise" IS DISTINCT FROM OLD."wallet_balance_paise" AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'users.wallet_balance_paise changes only through wallet_ledger rows'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_wallet_balance_guard_trg" BEFORE INSERT OR UPDATE OF "wallet_balance_paise" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_wallet_balance_guard"();
