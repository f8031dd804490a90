import {
  adminProductListQuery,
  catalogueIdParams,
  productBody,
} from '@kesariya/shared/catalogue-admin-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unwrap } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { requireStaff } from '../../../plugins/staff-session';
import { getAdminProduct } from '../../../services/catalogue-admin/product-detail';
import { listAdminProducts } from '../../../services/catalogue-admin/product-list';
import { removeProduct } from '../../../services/catalogue-admin/remove-product';
import { saveProduct } from '../../../services/catalogue-admin/save-product';

/**
 * Staff calls of products: the list, one product, create, update and remove. Pictures are added and
 * removed by routes/admin/product-images.ts.
 */
const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/product', { schema: { querystring: adminProductListQuery } }, async (request) => {
    const { items, pagination } = await listAdminProducts({ db: app.db }, request.query);
    return ok(items.length > 0 ? 'Products' : 'No products', items, { pagination });
  });

  app.get('/admin/product/:id', { schema: { params: catalogueIdParams } }, async (request) => {
    const product = await getAdminProduct({ db: app.db }, request.params.id);
    if (!product) throw AppError.notFound('Product not found');
    return ok('Product', product);
  });

  app.post('/admin/product/create', { schema: { body: productBody } }, async (request, reply) => {
    const staff = await requireStaff(request);
    const saved = unwrap(await saveProduct({ db: app.db }, staff, request.body, null));
    if (!saved) throw AppError.notFound('Product not found');
    const product = await getAdminProduct({ db: app.db }, saved.id);
    return reply.status(201).send(ok('Product created', product));
  });

  app.put(
    '/admin/product/update/:id',
    { schema: { params: catalogueIdParams, body: productBody } },
    async (request) => {
      const staff = await requireStaff(request);
      const { id } = request.params;
      const saved = unwrap(await saveProduct({ db: app.db }, staff, request.body, id));
      if (!saved) throw AppError.notFound('Product not found');
      return ok('Product saved', await getAdminProduct({ db: app.db }, id));
    },
  );

  app.delete('/admin/product/:id', { schema: { params: catalogueIdParams } }, async (request) => {
    const staff = await requireStaff(request);
    const removed = await removeProduct(
      { db: app.db },
      staff,
      app.media.storage,
      request.params.id,
    );
    if (!removed) throw AppError.notFound('Product not found');
    return ok(
      removed.outcome === 'deleted'
        ? 'Product deleted'
        : 'The product has been ordered before, so it was hidden (status N) instead of deleted',
      removed,
    );
  });
};

export default productRoutes;
