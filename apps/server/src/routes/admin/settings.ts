import {
  toRupees,
  type DeliveryRules,
  type ReturnedParcelRule,
  type SignupRewardRule,
} from '@kesariya/shared';
import {
  codRulesBody,
  deliveryRulesBody,
  moduleBody,
  moduleParams,
  prepaidNudgeBody,
  returnedParcelBody,
  signupRewardBody,
  storeDetailsBody,
} from '@kesariya/shared/settings-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../../errors';
import { ok } from '../../lib/envelope';
import { requireOwner } from '../../plugins/staff-session';
import { listAdminModules, switchModule } from '../../services/settings/modules';
import { getStoreDetails, saveStoreDetails } from '../../services/settings/store-details';
import { getCodRules, saveCodRules } from '../../services/settings/cod-rules';
import { savePrepaidNudge, toPrepaidNudge } from '../../services/settings/prepaid-nudge';
import { saveStoreRules, type StoreRules } from '../../services/settings/store-rules';

function toDeliveryRules(rules: StoreRules, defaults: StoreRules): DeliveryRules {
  return {
    free_delivery_above: toRupees(rules.freeDeliveryAbovePaise),
    delivery_charge: toRupees(rules.deliveryChargePaise),
    defaults: {
      free_delivery_above: toRupees(defaults.freeDeliveryAbovePaise),
      delivery_charge: toRupees(defaults.deliveryChargePaise),
    },
  };
}

function toSignupReward(rules: StoreRules, defaults: StoreRules): SignupRewardRule {
  return {
    amount: toRupees(rules.signupRewardPaise),
    default_amount: toRupees(defaults.signupRewardPaise),
  };
}

function toReturnedParcelRule(rules: StoreRules, defaults: StoreRules): ReturnedParcelRule {
  return { refund_to: rules.rtoRefundTo, default_refund_to: defaults.rtoRefundTo };
}

/**
 * The owner's settings: store details, module switches, the delivery amounts, the cash-on-delivery
 * rules, the prepaid nudge, the sign-up reward and where a returned parcel's money goes. Each
 * save shows on the storefront at once, on every instance.
 */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const defaults = app.storeRuleDefaults;

  app.get('/admin/settings/store', async () =>
    ok('Store details', await getStoreDetails({ db: app.db })),
  );

  app.put('/admin/settings/store', { schema: { body: storeDetailsBody } }, async (request) => {
    const owner = await requireOwner(request);
    return ok(
      'Store details saved',
      unwrap(await saveStoreDetails({ db: app.db }, owner, request.body)),
    );
  });

  app.get('/admin/settings/modules', async () =>
    ok('Modules', await listAdminModules({ db: app.db })),
  );

  app.post(
    '/admin/settings/modules/:name',
    { schema: { params: moduleParams, body: moduleBody } },
    async (request) => {
      const owner = await requireOwner(request);
      const { name } = request.params;
      const saved = await switchModule({ db: app.db }, owner, name, request.body.status);
      return ok(saved.status === 'Y' ? `${name} is switched on` : `${name} is switched off`, saved);
    },
  );

  app.get('/admin/settings/delivery', async () =>
    ok('Delivery', toDeliveryRules(await app.storeRules(), defaults)),
  );

  app.put('/admin/settings/delivery', { schema: { body: deliveryRulesBody } }, async (request) => {
    const owner = await requireOwner(request);
    const { free_delivery_above, delivery_charge } = request.body;
    const saved = await saveStoreRules({ db: app.db }, owner, defaults, 'settings.delivery', {
      freeDeliveryAbovePaise: free_delivery_above,
      deliveryChargePaise: delivery_charge,
    });
    return ok('Delivery saved', toDeliveryRules(saved, defaults));
  });

  app.get('/admin/settings/cod', async () =>
    ok('Cash on delivery', await getCodRules({ db: app.db }, defaults)),
  );

  app.put('/admin/settings/cod', { schema: { body: codRulesBody } }, async (request) => {
    const owner = await requireOwner(request);
    return ok(
      'Cash on delivery saved',
      await saveCodRules({ db: app.db }, owner, defaults, request.body),
    );
  });

  app.get('/admin/settings/prepaid-nudge', async () =>
    ok('Prepaid saving', toPrepaidNudge(await app.storeRules())),
  );

  app.put(
    '/admin/settings/prepaid-nudge',
    { schema: { body: prepaidNudgeBody } },
    async (request) => {
      const owner = await requireOwner(request);
      return ok(
        'Prepaid saving saved',
        await savePrepaidNudge({ db: app.db }, owner, defaults, request.body),
      );
    },
  );

  app.get('/admin/settings/signup-reward', async () =>
    ok('Sign-up reward', toSignupReward(await app.storeRules(), defaults)),
  );

  app.put(
    '/admin/settings/signup-reward',
    { schema: { body: signupRewardBody } },
    async (request) => {
      const owner = await requireOwner(request);
      const saved = await saveStoreRules(
        { db: app.db },
        owner,
        defaults,
        'settings.signup_reward',
        {
          signupRewardPaise: request.body.amount,
        },
      );
      return ok('Sign-up reward saved', toSignupReward(saved, defaults));
    },
  );

  app.get('/admin/settings/returned-parcels', async () =>
    ok('Returned parcels', toReturnedParcelRule(await app.storeRules(), defaults)),
  );

  app.put(
    '/admin/settings/returned-parcels',
    { schema: { body: returnedParcelBody } },
    async (request) => {
      const owner = await requireOwner(request);
      const saved = await saveStoreRules(
        { db: app.db },
        owner,
        defaults,
        'settings.returned_parcels',
        { rtoRefundTo: request.body.refund_to },
      );
      return ok('Returned parcels saved', toReturnedParcelRule(saved, defaults));
    },
  );
};

export default settingsRoutes;
