import { adminCustomerListQuery, customerParams } from '@kesariya/shared/customer-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../../errors';
import { ok } from '../../lib/envelope';
import { getCustomer, listCustomers } from '../../services/customers/customer-queries';

/** Staff calls of customers: the shoppers searched and paged, and one with orders, wallet, addresses. */
const customerDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/customer',
    { schema: { querystring: adminCustomerListQuery } },
    async (request) => {
      const { items, pagination } = await listCustomers({ db: app.db }, request.query);
      return ok(items.length > 0 ? 'Customers' : 'No customers', items, { pagination });
    },
  );

  app.get('/admin/customer/:id', { schema: { params: customerParams } }, async (request) =>
    ok('Customer', unwrap(await getCustomer({ db: app.db }, request.params.id))),
  );
};

export default customerDeskRoutes;
