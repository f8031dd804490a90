import { couponBody, couponListQuery, couponParams } from '@kesariya/shared/settings-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unwrap } from '../../errors';
import { ok } from '../../lib/envelope';
import { requireOwner } from '../../plugins/staff-session';
import {
  deactivateCoupon,
  getAdminCoupon,
  listAdminCoupons,
  saveCoupon,
} from '../../services/coupons-admin/coupons';

/** The owner's coupons: the list, create, edit and switch off. */
const couponAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/coupon', { schema: { querystring: couponListQuery } }, async (request) => {
    const { items, pagination } = await listAdminCoupons({ db: app.db }, request.query);
    return ok(items.length > 0 ? 'Coupons' : 'No coupons', items, { pagination });
  });

  app.get('/admin/coupon/:id', { schema: { params: couponParams } }, async (request) => {
    const coupon = await getAdminCoupon({ db: app.db }, request.params.id);
    if (!coupon) throw AppError.notFound('Coupon not found');
    return ok('Coupon', coupon);
  });

  app.post('/admin/coupon', { schema: { body: couponBody } }, async (request, reply) => {
    const owner = await requireOwner(request);
    const saved = unwrap(await saveCoupon({ db: app.db }, owner, request.body, null));
    return reply.status(201).send(ok(`Coupon ${saved!.code} created`, saved));
  });

  app.put(
    '/admin/coupon/:id',
    { schema: { params: couponParams, body: couponBody } },
    async (request) => {
      const owner = await requireOwner(request);
      const saved = unwrap(
        await saveCoupon({ db: app.db }, owner, request.body, request.params.id),
      );
      if (!saved) throw AppError.notFound('Coupon not found');
      return ok(`Coupon ${saved.code} saved`, saved);
    },
  );

  app.post(
    '/admin/coupon/:id/deactivate',
    { schema: { params: couponParams } },
    async (request) => {
      const owner = await requireOwner(request);
      const saved = await deactivateCoupon({ db: app.db }, owner, request.params.id);
      if (!saved) throw AppError.notFound('Coupon not found');
      return ok(`Coupon ${saved.code} is switched off`, saved);
    },
  );
};

export default couponAdminRoutes;
