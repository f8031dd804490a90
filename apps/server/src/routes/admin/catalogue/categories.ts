import {
  adminCategoryListQuery,
  catalogueIdParams,
  categoryBody,
  categoryImageUpload,
  categoryReorderBody,
} from '@kesariya/shared/catalogue-admin-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unwrap } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { inspectUpload } from '../../../media/inspect-upload';
import { onePictureUpload, uploadLimitErrors } from '../../../media/upload-limits';
import { requireStaff } from '../../../plugins/staff-session';
import { setCategoryImage } from '../../../services/catalogue-admin/category-image';
import {
  getAdminCategory,
  listAdminCategories,
} from '../../../services/catalogue-admin/category-list';
import { deleteCategory } from '../../../services/catalogue-admin/delete-category';
import { reorderCategories } from '../../../services/catalogue-admin/reorder-categories';
import { saveCategory } from '../../../services/catalogue-admin/save-category';

/** Staff calls of categories: the list, create, update, reorder, delete, and the tile picture. */
const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/category',
    { schema: { querystring: adminCategoryListQuery } },
    async (request) => {
      const { items, pagination } = await listAdminCategories({ db: app.db }, request.query);
      return ok(items.length > 0 ? 'Categories' : 'No categories', items, { pagination });
    },
  );

  app.get('/admin/category/:id', { schema: { params: catalogueIdParams } }, async (request) => {
    const category = await getAdminCategory({ db: app.db }, request.params.id);
    if (!category) throw AppError.notFound('Category not found');
    return ok('Category', category);
  });

  app.post('/admin/category/create', { schema: { body: categoryBody } }, async (request, reply) => {
    const staff = await requireStaff(request);
    const saved = unwrap(await saveCategory({ db: app.db }, staff, request.body, null));
    if (!saved) throw AppError.notFound('Category not found');
    return reply
      .status(201)
      .send(ok('Category created', await getAdminCategory({ db: app.db }, saved.id)));
  });

  app.put(
    '/admin/category/update/:id',
    { schema: { params: catalogueIdParams, body: categoryBody } },
    async (request) => {
      const staff = await requireStaff(request);
      const { id } = request.params;
      const saved = unwrap(await saveCategory({ db: app.db }, staff, request.body, id));
      if (!saved) throw AppError.notFound('Category not found');
      return ok('Category saved', await getAdminCategory({ db: app.db }, id));
    },
  );

  app.post(
    '/admin/category/reorder',
    { schema: { body: categoryReorderBody } },
    async (request) => {
      const staff = await requireStaff(request);
      return ok(
        'Order saved',
        unwrap(await reorderCategories({ db: app.db }, staff, request.body.ids)),
      );
    },
  );

  app.delete('/admin/category/:id', { schema: { params: catalogueIdParams } }, async (request) => {
    const staff = await requireStaff(request);
    const deleted = unwrap(
      await deleteCategory({ db: app.db }, staff, app.media.storage, request.params.id),
    );
    if (!deleted) throw AppError.notFound('Category not found');
    return ok('Category deleted', deleted);
  });

  app.post(
    '/admin/category/:id/image',
    {
      config: { multipartOptions: onePictureUpload },
      schema: { params: catalogueIdParams, body: categoryImageUpload },
      errorHandler: uploadLimitErrors('image'),
    },
    async (request) => {
      const { image } = request.body;
      const bytes = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
      const inspected = await inspectUpload(bytes);
      if (!inspected.ok) throw AppError.invalid(`image ${inspected.reason}`, 'image');
      const staff = await requireStaff(request);
      const { id } = request.params;
      const done = await setCategoryImage({ db: app.db }, staff, app.media.storage, id, {
        bytes,
        extension: inspected.extension,
        contentType: inspected.contentType,
      });
      if (!done) throw AppError.notFound('Category not found');
      return ok('Picture saved', await getAdminCategory({ db: app.db }, id));
    },
  );

  app.delete(
    '/admin/category/:id/image',
    { schema: { params: catalogueIdParams } },
    async (request) => {
      const staff = await requireStaff(request);
      const { id } = request.params;
      const done = await setCategoryImage({ db: app.db }, staff, app.media.storage, id, null);
      if (!done) throw AppError.notFound('Category not found');
      return ok('Picture removed', await getAdminCategory({ db: app.db }, id));
    },
  );
};

export default categoryRoutes;
