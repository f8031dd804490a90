import { addressBody, addressIdParams, pincodeParams } from '@kesariya/shared/commerce-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unwrap } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { loggedInOnly } from '../shopper';
import { requireUser } from '../../../plugins/session';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
} from '../../../services/addresses/addresses';
import { lookupPincode } from '../../../services/addresses/pincode-directory';

/**
 * Address book: only its owner sees or changes an entry (docs/decisions/api-and-validation.md, API
 * conventions).
 */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/website/address', { preValidation: loggedInOnly }, async (request) => {
    const user = await requireUser(request);
    const list = await listAddresses({ db: app.db }, user.id);
    return ok(list.length > 0 ? 'Addresses' : 'No addresses saved yet', list);
  });

  app.post(
    '/website/address/create',
    { preValidation: loggedInOnly, schema: { body: addressBody } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { is_default, ...input } = request.body;
      const { address } = unwrap(await createAddress({ db: app.db }, user.id, input, is_default));
      return reply.status(201).send(ok('Address saved', address));
    },
  );

  app.put(
    '/website/address/update/:id',
    { preValidation: loggedInOnly, schema: { params: addressIdParams, body: addressBody } },
    async (request) => {
      const user = await requireUser(request);
      const { is_default, ...input } = request.body;
      const { address } = unwrap(
        await updateAddress({ db: app.db }, user.id, request.params.id, input, is_default),
      );
      return ok('Address updated', address);
    },
  );

  app.delete(
    '/website/address/delete/:id',
    { preValidation: loggedInOnly, schema: { params: addressIdParams } },
    async (request) => {
      const user = await requireUser(request);
      if (!(await deleteAddress({ db: app.db }, user.id, request.params.id)))
        throw AppError.notFound('Address not found');
      return ok('Address deleted', null);
    },
  );

  // Public: the product page's "check delivery" box works for guests too.
  app.get('/website/pincode/:pincode', { schema: { params: pincodeParams } }, async (request) => {
    const info = lookupPincode(request.params.pincode);
    if (!info)
      throw AppError.notFound(
        'We could not recognise this pincode; please check it and fill in the city and state yourself',
      );
    return ok(
      info.city ? `Delivers to ${info.city}, ${info.state}` : `Delivers to ${info.state}`,
      info,
    );
  });
};

export default addressRoutes;
