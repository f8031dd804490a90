import { messageListQuery, messageParams } from '@kesariya/shared/admin-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../../errors';
import { ok } from '../../lib/envelope';
import { requireStaff } from '../../plugins/staff-session';
import { recordChange } from '../../services/audit/audit-log';
import { listMessages, retryMessage } from '../../services/messages/message-log';

/** The Messages desk: what the store's e-mails and SMS are doing, and a way to resend a failure. */
const messageDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/message', { schema: { querystring: messageListQuery } }, async (request) => {
    const { items, pagination } = await listMessages(app.database, request.query);
    return ok(items.length > 0 ? 'Messages' : 'No messages', items, { pagination });
  });

  app.post('/admin/message/retry/:id', { schema: { params: messageParams } }, async (request) => {
    const staff = await requireStaff(request);
    const message = unwrap(await retryMessage(app.database, app.jobs, request.params.id));
    await recordChange({ db: app.db }, staff, {
      action: 'message.retry',
      targetType: 'message',
      targetId: message.id,
      before: { state: 'failed' },
      after: { state: message.state, to: message.to, about: message.about },
    });
    return ok('The message is queued again', message);
  });
};

export default messageDeskRoutes;
