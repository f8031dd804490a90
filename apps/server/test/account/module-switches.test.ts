import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleConfigs } from '../../src/db/schema';
import { buildTestApp } from '../helpers/build-app';
import { api } from '../helpers/inject';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Modules = { module_name: string; status: 'Y' | 'N' }[];

describe('GET /api/admin/configuration', () => {
  it('lists the after-sale switches the account page and menus read, and a switch turned off', async () => {
    const before = await api<Modules>(app, '/api/admin/configuration');
    for (const name of ['wallet', 'returns', 'replacements', 'customer_support'])
      expect(before.body.data).toContainEqual({ module_name: name, status: 'Y' });

    await app.db
      .update(moduleConfigs)
      .set({ status: 'N' })
      .where(eq(moduleConfigs.moduleName, 'wallet'));
    const after = await api<Modules>(app, '/api/admin/configuration');
    expect(after.body.data).toContainEqual({ module_name: 'wallet', status: 'N' });
    expect(after.body.data).toContainEqual({ module_name: 'returns', status: 'Y' });
  });
});
