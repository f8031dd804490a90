import { MEDIA_WIDTHS } from '@kesariya/shared';
import {
  productImageParams,
  productImagePositionParams,
  productImageUpload,
} from '@kesariya/shared/admin-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { ok } from '../../lib/envelope';
import { inspectUpload } from '../../media/inspect-upload';
import { onePictureUpload, uploadLimitErrors } from '../../media/upload-limits';
import { productImageBase, productImageUrl } from '../../media/urls';
import { requireStaff } from '../../plugins/staff-session';
import { recordChange } from '../../services/audit/audit-log';

/** Admin calls that add an uploaded photo to a product and remove a product's picture. */
const productImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/product/:id/image',
    {
      config: { multipartOptions: onePictureUpload },
      schema: { params: productImageParams, body: productImageUpload },
      errorHandler: uploadLimitErrors('image'),
    },
    async (request, reply) => {
      const { id } = request.params;
      const { image, alt } = request.body;
      const file = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
      const inspected = await inspectUpload(file);
      if (!inspected.ok) throw AppError.invalid(`image ${inspected.reason}`, 'image');
      const added = await app.media.addProductUpload({ db: app.db }, id, {
        bytes: file,
        extension: inspected.extension,
        contentType: inspected.contentType,
        alt,
      });
      if (!added) throw AppError.notFound('Product not found');
      await recordChange({ db: app.db }, await requireStaff(request), {
        action: 'product.image.add',
        targetType: 'product',
        targetId: id,
        before: null,
        after: { position: added.position, alt },
      });
      return reply.status(201).send(
        ok('Image uploaded', {
          position: added.position,
          alt,
          url: productImageBase(id, added.position),
          widths: [...MEDIA_WIDTHS],
          urls: Object.fromEntries(
            MEDIA_WIDTHS.map((width) => [width, productImageUrl(id, added.position, width)]),
          ),
        }),
      );
    },
  );

  app.delete(
    '/admin/product/:id/image/:position',
    { schema: { params: productImagePositionParams } },
    async (request) => {
      const { id, position } = request.params;
      const removed = await app.media.removeProductImage({ db: app.db }, id, position);
      if (!removed) throw AppError.notFound('Product image not found');
      await recordChange({ db: app.db }, await requireStaff(request), {
        action: 'product.image.remove',
        targetType: 'product',
        targetId: id,
        before: { position },
        after: null,
      });
      return ok('Image removed', null);
    },
  );
};

export default productImageRoutes;
