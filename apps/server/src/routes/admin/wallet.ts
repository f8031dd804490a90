import { walletAdjustBody } from '@kesariya/shared/customer-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../../errors';
import { ok } from '../../lib/envelope';
import { requireOwner } from '../../plugins/staff-session';
import { adjustWallet } from '../../services/customers/wallet-adjust';

/** The owner's call on shoppers' wallets: a credit or debit with its reason, in the ledger and the log. */
const walletAdjustRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/admin/wallet/adjust', { schema: { body: walletAdjustBody } }, async (request) => {
    const owner = await requireOwner(request);
    const { user_id: userId, amount, reason } = request.body;
    const adjusted = unwrap(
      await adjustWallet({ db: app.db }, owner, { userId, amountPaise: amount, reason }),
    );
    return ok(amount > 0 ? 'The wallet is credited' : 'The wallet is debited', adjusted);
  });
};

export default walletAdjustRoutes;
