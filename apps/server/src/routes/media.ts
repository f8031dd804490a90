import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_FORMATS, type ImageFormat } from '../media/render-image';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * An uploaded photo's URL names a position, which a later upload may take after a removal: browsers
 * keep it for an hour, not forever, so a replaced picture shows up the same day.
 */
const REPLACEABLE = 'public, max-age=3600';
const INT = /^[1-9][0-9]{0,8}$/;

function notFound(reply: FastifyReply) {
  return reply
    .status(404)
    .header('Cache-Control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Not found');
}

/**
 * AVIF to a browser whose Accept header names it with a weight above 0, WebP to the rest. Named
 * itself, not through a wildcard (`image/*`, any type): browsers that cannot decode AVIF send
 * those too.
 */
function takesAvif(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((entry) => {
    const [type, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (type !== IMAGE_FORMATS.avif.contentType) return false;
    const weight = params.find((param) => param.startsWith('q='));
    return weight === undefined || Number(weight.slice(2)) > 0;
  });
}

/**
 * Product and category images, rendered at a fixed set of widths. No basic auth: the browser loads
 * them from <img>. The URL names the picture and its width, so it is cached forever. Its `.webp`
 * names the format every browser can be sent; one whose Accept header takes AVIF gets AVIF, a
 * third smaller, at the same URL (`Vary: Accept` tells caches), so pages need no second set of
 * addresses.
 */
const mediaRoutes: FastifyPluginAsync = async (app) => {
  const { media } = app;

  const formatOf = (request: FastifyRequest): ImageFormat =>
    takesAvif(request.headers.accept) ? 'avif' : 'webp';
  const send = (
    reply: FastifyReply,
    format: ImageFormat,
    image: Buffer,
    cacheControl = IMMUTABLE,
  ) =>
    reply
      .header('Cache-Control', cacheControl)
      .header('Cross-Origin-Resource-Policy', 'same-origin')
      .header('Vary', 'Accept')
      .type(IMAGE_FORMATS[format].contentType)
      .send(image);

  app.get<{ Params: { productId: string; file: string } }>(
    '/media/products/:productId/:file',
    async (request, reply) => {
      const match = /^([1-9][0-9]{0,3})-([0-9]{3,4})\.webp$/.exec(request.params.file);
      if (!INT.test(request.params.productId) || !match) return notFound(reply);
      const format = formatOf(request);
      const image = await media.productImage(
        { db: app.db },
        Number(request.params.productId),
        Number(match[1]),
        Number(match[2]),
        format,
      );
      if (!image) return notFound(reply);
      return send(reply, format, image.body, image.replaceable ? REPLACEABLE : IMMUTABLE);
    },
  );

  app.get<{ Params: { file: string } }>('/media/categories/:file', async (request, reply) => {
    const match = /^([1-9][0-9]{0,8})-([0-9]{3,4})\.webp$/.exec(request.params.file);
    if (!match) return notFound(reply);
    const format = formatOf(request);
    const image = await media.categoryImage(
      { db: app.db },
      Number(match[1]),
      Number(match[2]),
      format,
    );
    return image ? send(reply, format, image) : notFound(reply);
  });

  // A hidden review's photos stop showing, so browsers keep them an hour, not forever.
  app.get<{ Params: { reviewId: string; file: string } }>(
    '/media/reviews/:reviewId/:file',
    async (request, reply) => {
      const match = /^([1-3])-([0-9]{3,4})\.webp$/.exec(request.params.file);
      if (!INT.test(request.params.reviewId) || !match) return notFound(reply);
      const format = formatOf(request);
      const image = await media.reviewPhoto(
        { db: app.db },
        Number(request.params.reviewId),
        Number(match[1]),
        Number(match[2]),
        format,
      );
      return image ? send(reply, format, image, REPLACEABLE) : notFound(reply);
    },
  );
};

export default mediaRoutes;
