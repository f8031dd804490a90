import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from '../jobs/job-queue';
import { deliverMessages, messageQueue, type MessageQueue } from '../jobs/messages';
import { cancelUnconfirmedCodOrders } from '../services/orders/cod-confirmation';
import { sweepAbandonedOrders } from '../services/orders/settle-order';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
    /** Where services queue the messages a change sends (src/jobs/messages.ts). */
    messages: MessageQueue;
  }
}

const ORDER_SWEEP = 'order-sweep';
const COD_CONFIRM_SWEEP = 'cod-confirm-sweep';

/**
 * The durable job queue on the store's database, its workers and its schedules. Workers start
 * once the app is ready and stop before the database closes; every instance runs them.
 */
export default fp(
  async (app) => {
    const jobs = createJobQueue(app.database, app.config.jobs);
    app.decorate('jobs', jobs);
    app.decorate('messages', messageQueue(jobs, app.sms, app.storeDetails));
    deliverMessages(jobs, { mailer: app.mailer, sms: app.sms, log: app.log });
    // Online orders left unpaid past PAYMENT_TIMEOUT_MINUTES give their stock back; each release
    // is conditional, so a sweep that overlaps another releases nothing twice.
    jobs.work(ORDER_SWEEP, async () => {
      const olderThan = new Date(Date.now() - app.config.commerce.paymentTimeoutMinutes * 60_000);
      await sweepAbandonedOrders({ db: app.db }, { olderThan });
    });
    jobs.schedule(ORDER_SWEEP, '* * * * *');
    // Cash-on-delivery orders left unconfirmed past COD_CONFIRM_HOURS are cancelled and give their
    // stock back; each cancel is its own locked transaction, so overlapping sweeps cancel once.
    jobs.work(COD_CONFIRM_SWEEP, async () => {
      await cancelUnconfirmedCodOrders(
        { db: app.db, messages: app.messages },
        {
          provider: app.paymentProvider,
          notifiers: { log: app.log },
          hours: app.config.commerce.codConfirmHours,
        },
      );
    });
    jobs.schedule(COD_CONFIRM_SWEEP, '* * * * *');
    jobs.boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
    app.addHook('onReady', async () => jobs.start());
    app.addHook('onClose', async () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['database', 'notify', 'store-details', 'payments'] },
);
