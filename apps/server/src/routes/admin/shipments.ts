import {
  labelQuery,
  manifestQuery,
  ndrActionBody,
  shipmentCreateBody,
} from '@kesariya/shared/shipping-schemas';
import { retryDayLabel } from '@kesariya/shared';
import { orderParams } from '@kesariya/shared/commerce-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, refuse, unwrap } from '../../errors';
import { ok } from '../../lib/envelope';
import { requireStaff } from '../../plugins/staff-session';
import { bookShipments } from '../../services/shipping/book-shipments';
import { actOnNdr, listNdrCases } from '../../services/shipping/ndr-desk';
import { shippingLabel, shippingManifest } from '../../services/shipping/shipping-documents';
import { indiaDateAfter } from '../../shipping/india-date';
import { ShippingProviderError } from '../../shipping/provider';

/** A courier's PDF that could not be fetched: 503, and staff try again. */
async function courierFile<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof ShippingProviderError)) throw error;
    throw AppError.from(refuse('unavailable', `The courier did not answer: ${error.message}`));
  }
}

/**
 * Staff ship orders: book the courier, print the labels and the day's manifest; and on the NDR
 * desk choose what becomes of a failed delivery.
 */
const shipmentDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/admin/shipment/create', { schema: { body: shipmentCreateBody } }, async (request) => {
    const staff = await requireStaff(request);
    const { sale_ids: saleIds, weight_kg, length_cm, breadth_cm, height_cm } = request.body;
    const ctx = { db: app.db, messages: app.messages };
    const booked = await bookShipments(
      { ...ctx, provider: app.shipping, steps: app.shipmentSteps },
      {
        saleIds,
        parcel: {
          weightKg: weight_kg,
          lengthCm: length_cm,
          breadthCm: breadth_cm,
          heightCm: height_cm,
        },
        staff,
      },
    );
    const done = booked.filter((b) => b.status !== 'refused').length;
    return ok(
      `${done} of ${booked.length} order${booked.length === 1 ? '' : 's'} booked for shipping`,
      booked,
    );
  });

  app.get(
    '/admin/shipment/label/:saleId',
    { schema: { params: orderParams, querystring: labelQuery } },
    async (request, reply) => {
      const { saleId } = request.params;
      const pdf = unwrap(
        await courierFile(async () =>
          shippingLabel({ db: app.db }, app.shipping, await app.storeDetails(), {
            saleId,
            size: request.query.size,
          }),
        ),
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="label-${saleId}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/admin/shipment/manifest',
    { schema: { querystring: manifestQuery } },
    async (request, reply) => {
      const date = request.query.date ?? indiaDateAfter(Date.now(), 0);
      const pdf = unwrap(
        await courierFile(async () =>
          shippingManifest({ db: app.db }, app.shipping, await app.storeDetails(), date),
        ),
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="manifest-${date}.pdf"`)
        .send(pdf);
    },
  );

  app.get('/admin/shipment/ndr', async () => {
    const cases = await listNdrCases({ db: app.db });
    return ok(
      cases.length === 0
        ? 'No failed deliveries are waiting'
        : `${cases.length} failed deliver${cases.length === 1 ? 'y is' : 'ies are'} waiting`,
      cases,
    );
  });

  app.post(
    '/admin/shipment/ndr/:saleId',
    { schema: { params: orderParams, body: ndrActionBody } },
    async (request) => {
      const staff = await requireStaff(request);
      const { action, date, note } = request.body;
      const { order, failure } = unwrap(
        await actOnNdr(
          { db: app.db, messages: app.messages, steps: app.ndrActionSteps },
          { saleId: request.params.saleId, action, date, note, staff },
        ),
      );
      const asked =
        action === 'rto' ? 'return to origin' : `another attempt on ${retryDayLabel(date)}`;
      return ok(
        failure.courierCall === 'queued'
          ? `Shiprocket will be asked for ${asked}`
          : action === 'rto'
            ? 'The parcel is on its way back to the store'
            : `Another attempt on ${retryDayLabel(date)} is recorded; move the order on when the courier is out again`,
        { sale_id: order.saleId, status: order.status },
      );
    },
  );
};

export default shipmentDeskRoutes;
