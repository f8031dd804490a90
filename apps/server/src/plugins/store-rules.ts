import fp from 'fastify-plugin';
import { COD_REFUSAL_LIMIT_DEFAULT } from '@kesariya/shared';
import type { Config } from '../config';
import { readStoreRules, type StoreRules } from '../services/settings/store-rules';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The owner's delivery, COD and sign-up reward amounts, kept in process and dropped through the
     * change channel when the owner saves them (services/settings/store-rules.ts).
     */
    storeRules(): Promise<StoreRules>;
    /** The checkout rules of the environment with the owner's amounts over them. */
    commerceRules(): Promise<Config['commerce'] & StoreRules>;
    /** What stands in while the owner has saved no rules: the environment's values. */
    storeRuleDefaults: StoreRules;
  }
}

/** The defaults are the environment's values (README, Configuration): they hold until the owner saves. */
export default fp(
  async (app) => {
    const defaults: StoreRules = {
      freeDeliveryAbovePaise: app.config.commerce.freeDeliveryAbovePaise,
      deliveryChargePaise: app.config.commerce.deliveryChargePaise,
      codLimitPaise: app.config.commerce.codLimitPaise,
      codMinPaise: 0,
      codRefusalLimit: COD_REFUSAL_LIMIT_DEFAULT,
      signupRewardPaise: app.config.signupRewardPaise,
      prepaidKind: 'off',
      prepaidAmountPaise: 0,
      prepaidPercent: 0,
      prepaidCapPaise: null,
      // The shopper paid online; the money goes back the way it came unless the owner says wallet.
      rtoRefundTo: 'original',
    };
    app.decorate('storeRules', async () => {
      const rules = await app.catalogueCache.settings.getOrLoad('store-rules', () =>
        readStoreRules({ db: app.db }, defaults),
      );
      return rules as StoreRules;
    });
    app.decorate('commerceRules', async () => ({
      ...app.config.commerce,
      ...(await app.storeRules()),
    }));
    app.decorate('storeRuleDefaults', defaults);
  },
  { name: 'store-rules', dependencies: ['catalogue-cache'] },
);
