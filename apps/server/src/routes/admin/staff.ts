import { staffInviteBody, staffParams, staffRoleBody } from '@kesariya/shared/admin-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../../errors';
import { ok } from '../../lib/envelope';
import { adminOrigin } from '../../lib/public-origin';
import { requireOwner } from '../../plugins/staff-session';
import {
  changeStaffRole,
  INVITATION_TTL_MS,
  inviteStaff,
  listStaff,
  removeStaff,
} from '../../services/staff/staff-accounts';

/** The owner's calls about who works in the back office. */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/staff', async () => ok('Staff', await listStaff({ db: app.db })));

  app.post('/admin/staff/invite', { schema: { body: staffInviteBody } }, async (request) => {
    const owner = await requireOwner(request);
    const { account, token } = unwrap(await inviteStaff({ db: app.db }, owner, request.body));
    const link = `${adminOrigin(app.config, request)}/admin/accept-invitation?token=${token}`;
    const { storeName } = await app.storeDetails();
    await app.mailer.send({
      to: account.email,
      subject: `You are invited to the ${storeName} back office`,
      text: [
        `Namaste ${account.name},`,
        '',
        `${owner.name} has invited you to run the ${storeName} store with them as ${account.role}.`,
        'Choose your password here to start:',
        link,
        '',
        `The link works once, for ${INVITATION_TTL_MS / (24 * 3600_000)} days.`,
      ].join('\n'),
    });
    return ok(`Invitation sent to ${account.email}`, account);
  });

  app.post('/admin/staff/remove/:id', { schema: { params: staffParams } }, async (request) => {
    const owner = await requireOwner(request);
    const removed = unwrap(await removeStaff({ db: app.db }, owner, request.params.id));
    return ok(`${removed.name || removed.email} can no longer sign in`, removed);
  });

  app.post(
    '/admin/staff/role/:id',
    { schema: { params: staffParams, body: staffRoleBody } },
    async (request) => {
      const owner = await requireOwner(request);
      const changed = unwrap(
        await changeStaffRole({ db: app.db }, owner, request.params.id, request.body.role),
      );
      return ok(`${changed.name || changed.email} is now ${changed.role}`, changed);
    },
  );
};

export default staffRoutes;
