import type { FastifyError } from 'fastify';
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
import { productImageBase, productImageUrl } from '../../media/urls';

/** A phone camera's full-size JPEG fits; the shared 5 MB multipart limit applies everywhere else. */
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

/** The multipart parser's limit errors, answered as a refusal of the image field. */
function uploadLimitError(error: FastifyError): AppError | null {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE')
    return AppError.invalid(`image must be at most ${UPLOAD_MAX_MB} MB`, 'image');
  if (error.code === 'FST_FILES_LIMIT')
    return AppError.invalid('image: send one picture per request', 'image');
  return null;
}

/** Admin calls that add an uploaded photo to a product and remove a product's picture. */
const productImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/product/:id/image',
    {
      config: { multipartOptions: { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } } },
      schema: { params: productImageParams, body: productImageUpload },
      errorHandler: (error, _request, _reply) => {
        throw uploadLimitError(error) ?? error;
      },
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
      return ok('Image removed', null);
    },
  );
};

export default productImageRoutes;
