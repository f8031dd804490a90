import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/errors';
import { buildTestApp } from '../helpers/build-app';
import { api } from '../helpers/inject';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({}, (instance) => {
    // Routes that exist only in this test, with no error handler of their own.
    instance.post(
      '/api/test/form',
      {
        schema: {
          body: z.object({
            name: z.string().min(3, { error: 'Name must be at least 3 character long' }),
            email: z.email({ error: 'Please enter valid email address' }),
            sizes: z.array(z.object({ stock: z.coerce.number().int() })).optional(),
          }),
        },
      },
      async () => ({ status: true, message: 'Saved', data: null }),
    );
    instance.post('/api/test/taken', async () => {
      throw new AppError('conflict', 'SKU KS-1 is already used by Ink Blue Kurta', 'sku');
    });
    instance.post('/api/test/refused', async () => {
      throw new AppError('conflict', 'This order changed meanwhile; reload it');
    });
  });
});
afterAll(async () => app.close());

const post = (url: string, payload: Record<string, unknown> = {}) =>
  api(app, url, { method: 'POST', payload });

describe('the error handler', () => {
  it('answers a refused request schema with every field it refused, the first as the message', async () => {
    const { status, body } = await post('/api/test/form', { name: 'Al', email: 'not-an-address' });
    expect(status).toBe(400);
    expect(body).toEqual({
      status: false,
      message: 'Name must be at least 3 character long',
      data: null,
      other_data: {
        errors: {
          name: 'Name must be at least 3 character long',
          email: 'Please enter valid email address',
        },
      },
    });
  });

  it("names a list entry's field by its place in the list", async () => {
    const { body } = await post('/api/test/form', {
      name: 'Asha',
      email: 'asha@example.in',
      sizes: [{ stock: 1 }, { stock: 'many' }],
    });
    expect(body.message).toMatch(/^Size 2: /);
    expect(body.other_data).toEqual({ errors: { sizes: body.message } });
  });

  it('answers a refusal naming a field with that field, in its own status', async () => {
    const { status, body } = await post('/api/test/taken');
    expect(status).toBe(409);
    expect(body).toEqual({
      status: false,
      message: 'SKU KS-1 is already used by Ink Blue Kurta',
      data: null,
      other_data: { errors: { sku: 'SKU KS-1 is already used by Ink Blue Kurta' } },
    });
  });

  it('answers a refusal of the request as a whole without field errors', async () => {
    const { status, body } = await post('/api/test/refused');
    expect(status).toBe(409);
    expect(body).toEqual({
      status: false,
      message: 'This order changed meanwhile; reload it',
      data: null,
    });
  });
});
