import fp from 'fastify-plugin';
import { sweepAbandonedOrders } from '../services/orders/settle-order';

const SWEEP_EVERY_MS = 60_000;

/**
 * Cancels online orders left unpaid past PAYMENT_TIMEOUT_MINUTES and releases their stock. Every
 * instance sweeps; each release is conditional, so two instances never release one order twice.
 */
export default fp(
  async (app) => {
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        const olderThan = new Date(Date.now() - app.config.commerce.paymentTimeoutMinutes * 60_000);
        sweepAbandonedOrders({ db: app.db }, { olderThan }).catch((error: unknown) =>
          app.log.error({ err: error }, 'abandoned-order sweep failed'),
        );
      }, SWEEP_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'order-sweep', dependencies: ['database'] },
);
