import { walletQuery } from '@kesariya/shared/commerce-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { loggedInOnly } from './shopper';
import { requireUser } from '../../plugins/session';
import { walletPage } from '../../services/wallet/ledger';

/** GET website/wallet: the balance (the ledger's sum) and the ledger, newest first. */
const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/website/wallet',
    { preValidation: loggedInOnly, schema: { querystring: walletQuery } },
    async (request) => {
      const user = await requireUser(request);
      const { pagination, ...wallet } = await walletPage({ db: app.db }, user.id, request.query);
      return ok('Wallet', wallet, { pagination });
    },
  );
};

export default walletRoutes;
