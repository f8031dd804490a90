/**
 * The wallet's balance is the ledger's sum, enforced by the database (drizzle/0007): services only
 * insert ledger rows, and any other way of moving the balance is refused.
 */
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { WalletView } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, walletLedger } from '../../src/db/schema';
import { creditWallet, debitWallet } from '../../src/services/wallet/ledger';
import { guest, loggedInUser } from '../cart/shopper-kit';
import { buildTestApp } from '../helpers/build-app';
import { expectWalletConsistent, walletBalancePaise } from '../orders/after-sale-kit';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

/** The database's refusal of a statement, as text (drizzle wraps the driver's error). */
async function refusalOf(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
  } catch (error) {
    return `${String((error as { cause?: unknown }).cause ?? '')} ${String(error)}`;
  }
  throw new Error('the database accepted it');
}

describe('the wallet ledger in the database', () => {
  it('moves the balance with each row and records the balance after', async () => {
    const user = await loggedInUser(app, { walletPaise: 500_00 });
    await creditWallet(
      { db: app.db },
      {
        userId: user.userId,
        amountPaise: 120_50,
        reason: 'refund',
        reference: 'KSR-2611-000001',
      },
    );
    expect(
      await debitWallet(
        { db: app.db },
        {
          userId: user.userId,
          amountPaise: 20_50,
          reason: 'order_payment',
          reference: 'KSR-2611-000002',
        },
      ),
    ).toBe(true);
    expect(await walletBalancePaise(app, user.userId)).toBe(600_00);
    const rows = await app.db
      .select({ amount: walletLedger.amountPaise, after: walletLedger.balanceAfterPaise })
      .from(walletLedger)
      .where(eq(walletLedger.userId, user.userId))
      .orderBy(walletLedger.id);
    expect(rows).toEqual([
      { amount: 500_00, after: 500_00 },
      { amount: 120_50, after: 620_50 },
      { amount: -20_50, after: 600_00 },
    ]);
    await expectWalletConsistent(app, user.userId);
  });

  it('ignores a balance after given by the caller', async () => {
    const user = await loggedInUser(app, { walletPaise: 10_00 });
    await app.db.insert(walletLedger).values({
      userId: user.userId,
      amountPaise: 5_00,
      reason: 'adjustment',
      balanceAfterPaise: 99_999_00,
    });
    expect(await walletBalancePaise(app, user.userId)).toBe(15_00);
    await expectWalletConsistent(app, user.userId);
  });

  it('refuses a debit beyond the balance, in the service and in the database', async () => {
    const user = await loggedInUser(app, { walletPaise: 30_00 });
    const ctx = { db: app.db };
    const movement = {
      userId: user.userId,
      amountPaise: 30_01,
      reason: 'order_payment',
      reference: null,
    } as const;
    expect(await debitWallet(ctx, movement)).toBe(false);
    expect(
      await refusalOf(() =>
        app.db
          .insert(walletLedger)
          .values({ userId: user.userId, amountPaise: -30_01, reason: 'adjustment' }),
      ),
    ).toMatch(/cannot go below zero/);
    expect(await walletBalancePaise(app, user.userId)).toBe(30_00);
    await expectWalletConsistent(app, user.userId);
  });

  it('refuses a direct change of the balance', async () => {
    const user = await loggedInUser(app, { walletPaise: 40_00 });
    expect(
      await refusalOf(() =>
        app.db.update(users).set({ walletBalancePaise: 1_000_00 }).where(eq(users.id, user.userId)),
      ),
    ).toMatch(/changes only through wallet_ledger/);
    expect(
      await refusalOf(() =>
        app.db.execute(
          sql`update users set wallet_balance_paise = wallet_balance_paise + 1 where id = ${user.userId}`,
        ),
      ),
    ).toMatch(/changes only through wallet_ledger/);
    // Other columns of the account change as before.
    await app.db.update(users).set({ firstName: 'Mira' }).where(eq(users.id, user.userId));
    expect(await walletBalancePaise(app, user.userId)).toBe(40_00);
    await expectWalletConsistent(app, user.userId);
  });

  it('refuses a new account that starts with money', async () => {
    expect(
      await refusalOf(() =>
        app.db
          .insert(users)
          .values({ email: `rich.${process.pid}@example.co.in`, walletBalancePaise: 100_00 }),
      ),
    ).toMatch(/starts at 0/);
  });

  it('refuses editing or deleting ledger rows', async () => {
    const user = await loggedInUser(app, { walletPaise: 25_00 });
    expect(
      await refusalOf(() =>
        app.db
          .update(walletLedger)
          .set({ amountPaise: 2_500_00 })
          .where(eq(walletLedger.userId, user.userId)),
      ),
    ).toMatch(/append-only/);
    expect(
      await refusalOf(() =>
        app.db.delete(walletLedger).where(eq(walletLedger.userId, user.userId)),
      ),
    ).toMatch(/append-only/);
    await expectWalletConsistent(app, user.userId);
  });

  it('lets an account be deleted with its ledger', async () => {
    const user = await loggedInUser(app, { walletPaise: 60_00 });
    await app.db.delete(users).where(eq(users.id, user.userId));
    const left = await app.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, user.userId));
    expect(left).toEqual([]);
  });
});

describe('GET /api/website/wallet', () => {
  it('shows the balance as the ledger sum and the entries newest first, a page at a time', async () => {
    const user = await loggedInUser(app, { walletPaise: 100_00 });
    for (let i = 1; i <= 3; i++)
      await creditWallet(
        { db: app.db },
        {
          userId: user.userId,
          amountPaise: i * 10_00,
          reason: 'refund',
          reference: `KSR-2611-00000${i}`,
        },
      );
    const first = await user.call<WalletView>('GET', 'website/wallet', { query: { limit: 2 } });
    expect(first.status).toBe(200);
    expect(first.body.data.balance).toBe(160);
    expect(first.body.data.entries).toEqual([
      expect.objectContaining({
        amount: 30,
        reason: 'refund',
        reference: 'KSR-2611-000003',
        balance_after: 160,
      }),
      expect.objectContaining({ amount: 20, reference: 'KSR-2611-000002', balance_after: 130 }),
    ]);
    expect(first.body.pagination).toEqual({ page: 1, limit: 2, total: 4, total_pages: 2 });
    const second = await user.call<WalletView>('GET', 'website/wallet', {
      query: { limit: 2, page: 2 },
    });
    expect(second.body.data.entries.map((entry) => entry.amount)).toEqual([10, 100]);
    expect(first.body.data.entries[0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('shows only the own wallet, needs a login and checks its paging', async () => {
    const rich = await loggedInUser(app, { walletPaise: 900_00 });
    const other = await loggedInUser(app);
    const mine = await other.call<WalletView>('GET', 'website/wallet');
    expect(mine.body.data).toEqual({ balance: 0, entries: [] });
    expect(rich.userId).not.toBe(other.userId);
    expect((await guest(app).call('GET', 'website/wallet')).status).toBe(401);
    const bad = await other.call('GET', 'website/wallet', { query: { limit: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/limit/);
  });
});
