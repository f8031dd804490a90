import {
  returnCreateBody,
  returnListQuery,
  returnParams,
} from '@kesariya/shared/after-sale-schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unwrap } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { loggedInOnly } from '../shopper';
import { inspectUpload } from '../../../media/inspect-upload';
import { onePictureUpload, uploadLimitErrors } from '../../../media/upload-limits';
import { requireUser } from '../../../plugins/session';
import { findRequestPhoto, type ReturnPhoto } from '../../../services/returns/return-photo';
import { listOwnReturns, listReturnableOrders } from '../../../services/returns/return-queries';
import { returnRequestRefusal } from '../../../services/returns/create-return';
import { submitReturnRequest } from '../../../services/returns/submit-return';
import { sendPhoto } from '../../send-photo';

/** A photo must be a picture we could serve, checked like a product upload. */
async function checkedPhoto(photo: Uint8Array | undefined): Promise<ReturnPhoto | null> {
  if (!photo) return null;
  const bytes = Buffer.from(photo.buffer, photo.byteOffset, photo.byteLength);
  const inspected = await inspectUpload(bytes);
  if (!inspected.ok) throw AppError.invalid(`photo ${inspected.reason}`, 'photo');
  return { bytes, extension: inspected.extension, contentType: inspected.contentType };
}

/**
 * Return requests per shopper, counted before the body (and its photo) is read: a request is a
 * few per order at most, and each photo costs a decode.
 */
const createLimit = {
  max: 10,
  timeWindow: 10 * 60_000,
  hook: 'preParsing' as const,
  keyGenerator: async (request: FastifyRequest) =>
    `return-create|${(await requireUser(request)).id}`,
  errorResponseBuilder: () =>
    new AppError(
      'rate_limited',
      'You have sent too many return requests in a short time. Please wait a few minutes and try again.',
    ),
};

/**
 * Returns and replacements of delivered items: asking for one, the shopper's requests with their
 * timelines, the orders still inside the return window, and the photo sent with a request. Another
 * shopper's request answers 404, like a missing one.
 */
const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  const { commerce } = app.config;
  app.addHook('preValidation', loggedInOnly);

  app.post(
    '/website/return/create',
    {
      config: { multipartOptions: onePictureUpload, rateLimit: createLimit },
      schema: { body: returnCreateBody },
      errorHandler: uploadLimitErrors('photo'),
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { body } = request;
      const ctx = { db: app.db, userId: user.id, messages: app.messages };
      const fields = {
        userId: user.id,
        saleId: body.sale_id,
        itemIds: body.item_ids,
        type: body.type,
        reason: body.reason,
        comment: body.comment,
        size: body.size,
        addressId: body.address_id,
      };
      // The order and its lines first: a request that cannot be made has its photo left unread.
      const refusal = await returnRequestRefusal(ctx, fields, commerce);
      if (refusal) throw AppError.from(refusal);
      const { request: created, created: isNew } = unwrap(
        await submitReturnRequest(
          ctx,
          { storage: app.media.storage },
          { ...fields, photo: await checkedPhoto(body.photo) },
          commerce,
        ),
      );
      const what = created.type === 'return' ? 'return' : 'replacement';
      return reply
        .status(isNew ? 201 : 200)
        .send(
          ok(
            isNew
              ? `Your ${what} request is submitted`
              : `Your ${what} request is already submitted`,
            created,
          ),
        );
    },
  );

  app.get('/website/return', { schema: { querystring: returnListQuery } }, async (request) => {
    const user = await requireUser(request);
    const list = await listOwnReturns({ db: app.db }, user.id, request.query.type);
    return ok(list.length > 0 ? 'Your requests' : 'No requests yet', list);
  });

  app.get('/website/return/eligible', async (request) => {
    const user = await requireUser(request);
    const list = await listReturnableOrders({ db: app.db }, user.id, commerce);
    // The window's length, so the policy screen states the store's own figure.
    return ok(list.length > 0 ? 'Orders you can return' : 'No orders to return right now', list, {
      other_data: { return_window_days: commerce.returnWindowDays },
    });
  });

  // A shopper sees only their own requests' photos (staff read them under /api/admin).
  app.get(
    '/website/return/:id/photo',
    { schema: { params: returnParams } },
    async (request, reply) => {
      const user = await requireUser(request);
      const photo = await findRequestPhoto(
        { db: app.db },
        app.media.storage,
        request.params.id,
        user.id,
      );
      return sendPhoto(reply, photo);
    },
  );
};

export default returnRoutes;
