import type { FastifyPluginAsync } from 'fastify';
import { requireOwner, requireStaff } from '../../plugins/staff-session';
import auditRoutes from './audit';
import catalogueRoutes from './catalogue';
import configurationRoutes from './configuration';
import contentAdminRoutes from './content';
import couponAdminRoutes from './coupons';
import customerDeskRoutes from './customers';
import dashboardRoutes from './dashboard';
import newsletterRoutes from './newsletter';
import orderDeskRoutes from './orders';
import shipmentDeskRoutes from './shipments';
import productImageRoutes from './product-images';
import returnDeskRoutes from './returns';
import reviewDeskRoutes from './reviews';
import settingsRoutes from './settings';
import { adminLoginRoutes, adminSessionRoutes } from './session';
import ownerSetupRoutes from './setup';
import staffRoutes from './staff';
import messageDeskRoutes from './messages';
import supportDeskRoutes from './support';
import { twoFactorMemberRoutes, twoFactorOwnerRoutes, twoFactorSignInRoutes } from './two-factor';
import walletAdjustRoutes from './wallet';

/**
 * The calls under /api/admin. Four are open to any API client: the module switches the storefront
 * reads at start-up, staff login, accepting an invitation, and the first owner's setup (its code is
 * the credential). The second step of signing in and setting two-factor up sit outside the scope
 * too, since a sign-in half done is no session; each of those checks its own credential. Everything else sits in a scope whose hook demands a staff session, and the
 * owner's calls in a narrower scope that demands the owner, so a new admin call is guarded by where
 * it is registered, not by remembering an option. The hooks run on request, before the body is
 * read: an upload from someone who is not staff is refused without parsing megabytes of it.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(configurationRoutes);
  await app.register(adminLoginRoutes);
  await app.register(ownerSetupRoutes);
  await app.register(twoFactorSignInRoutes);
  await app.register(async (staffOnly) => {
    staffOnly.addHook('onRequest', async (request) => {
      await requireStaff(request);
    });
    await staffOnly.register(adminSessionRoutes);
    await staffOnly.register(twoFactorMemberRoutes);
    await staffOnly.register(productImageRoutes);
    await staffOnly.register(catalogueRoutes);
    await staffOnly.register(orderDeskRoutes);
    await staffOnly.register(shipmentDeskRoutes);
    await staffOnly.register(returnDeskRoutes);
    await staffOnly.register(reviewDeskRoutes);
    await staffOnly.register(supportDeskRoutes);
    await staffOnly.register(messageDeskRoutes);
    await staffOnly.register(customerDeskRoutes);
    await staffOnly.register(dashboardRoutes);

    await staffOnly.register(async (ownerOnly) => {
      ownerOnly.addHook('onRequest', async (request) => {
        await requireOwner(request);
      });
      await ownerOnly.register(staffRoutes);
      await ownerOnly.register(twoFactorOwnerRoutes);
      await ownerOnly.register(auditRoutes);
      await ownerOnly.register(walletAdjustRoutes);
      await ownerOnly.register(newsletterRoutes);
      await ownerOnly.register(contentAdminRoutes);
      await ownerOnly.register(settingsRoutes);
      await ownerOnly.register(couponAdminRoutes);
    });
  });
};

export default adminRoutes;
