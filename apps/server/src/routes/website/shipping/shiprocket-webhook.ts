import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, refuse } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { publicOrigin } from '../../../lib/public-origin';
import { applyTrackingEvent } from '../../../services/shipping/tracking';
import { parseShiprocketEvent } from '../../../shipping/shiprocket-events';

/** Compares the tokens' digests, so the comparison takes as long whatever the guess. */
function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given === '') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * POST website/shipping/shiprocket-webhook: Shiprocket's tracking events. Shiprocket cannot know
 * our API credential, so the route is exempt from basic auth and authenticated by the token the
 * panel sends in x-api-key (SHIPROCKET_WEBHOOK_TOKEN). Shiprocket refuses a webhook address that
 * contains "shiprocket", so the same call answers at website/shipping/tracking-webhook too
 * (docs/operations.md, Connecting Shiprocket). Every event it could read is answered 200, an
 * unknown AWB included (and logged): Shiprocket would otherwise send it again and again.
 */
const shiprocketWebhookRoutes: FastifyPluginAsync = async (app) => {
  const expected =
    app.config.shippingProvider === 'shiprocket' ? app.config.shiprocket.webhookToken : undefined;
  for (const url of ['/website/shipping/shiprocket-webhook', '/website/shipping/tracking-webhook'])
    app.post(url, { config: { basicAuth: false } }, async (request) => {
      if (!expected || !sameToken(request.headers['x-api-key'], expected))
        throw AppError.from(refuse('unauthenticated', 'Invalid webhook token'));
      const event = parseShiprocketEvent(request.body, new Date());
      if (!event) throw AppError.invalid('A tracking event needs awb and current_status', 'awb');
      const outcome = await applyTrackingEvent(
        { db: app.db, messages: app.messages },
        {
          provider: app.paymentProvider,
          notifiers: { log: request.log },
          linkOrigin: publicOrigin(app.config, request),
        },
        event,
      );
      if (outcome.kind === 'unknown')
        request.log.warn(
          { awb: event.awb, status: event.word },
          'tracking event for an unknown AWB',
        );
      else request.log.info({ awb: event.awb, status: event.word, outcome }, 'tracking event');
      return ok(outcome.kind === 'duplicate' ? 'Already applied' : 'Received', {
        outcome: outcome.kind,
      });
    });
};

export default shiprocketWebhookRoutes;
