import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError, unwrap } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { idParam } from '../../../lib/query-params';
import { parseInput } from '../../../lib/validate';
import { requireUser } from '../../../plugins/session';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
} from '../../../services/addresses/addresses';
import { lookupPincode } from '../../../services/addresses/pincode-directory';
import { flagField, textField } from '../cart/fields';

// Lengths here only stop absurd input; the rules and their messages live in packages/shared.
const addressBody = z.object({
  name: textField('name', 200),
  phone: textField('phone', 40),
  pincode: textField('pincode', 20),
  address_line: textField('address_line', 600),
  landmark: textField('landmark', 300),
  city: textField('city', 200),
  state: textField('state', 200),
  country: textField('country', 100),
  type: z.preprocess((v) => (v === undefined || v === '' ? 'home' : v), textField('type', 20)),
  is_default: flagField('is_default'),
});

const idParams = z.object({ id: idParam('id') });
const pincodeParams = z.object({
  pincode: z.string().regex(/^[1-9][0-9]{5}$/, { error: 'pincode must be 6 digits' }),
});

/** Address book: only its owner sees or changes an entry (docs/decisions.md, API conventions). */
const addressRoutes: FastifyPluginAsync = async (app) => {
  app.get('/website/address', async (request) => {
    const user = await requireUser(request);
    const list = await listAddresses({ db: app.db }, user.id);
    return ok(list.length > 0 ? 'Addresses' : 'No addresses saved yet', list);
  });

  app.post('/website/address/create', async (request, reply) => {
    const user = await requireUser(request);
    const { is_default, ...input } = parseInput(addressBody, request.body);
    const { address } = unwrap(await createAddress({ db: app.db }, user.id, input, is_default));
    return reply.status(201).send(ok('Address saved', address));
  });

  app.put('/website/address/update/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(idParams, request.params);
    const { is_default, ...input } = parseInput(addressBody, request.body);
    const { address } = unwrap(await updateAddress({ db: app.db }, user.id, id, input, is_default));
    return ok('Address updated', address);
  });

  app.delete('/website/address/delete/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(idParams, request.params);
    if (!(await deleteAddress({ db: app.db }, user.id, id)))
      throw AppError.notFound('Address not found');
    return ok('Address deleted', null);
  });

  // Public: the product page's "check delivery" box works for guests too.
  app.get('/website/pincode/:pincode', async (request) => {
    const { pincode } = parseInput(pincodeParams, request.params);
    const info = lookupPincode(pincode);
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
