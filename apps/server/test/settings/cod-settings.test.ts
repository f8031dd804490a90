import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodRules } from '@kesariya/shared';
import { auditOf } from '../catalogue-admin/catalogue-kit';
import { errorsOf, ownerApp, staffClient, type Client } from '../media/admin-kit';

let app: FastifyInstance;
let owner: Client;

beforeAll(async () => {
  ({ app, owner } = await ownerApp());
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('PUT /api/admin/settings/cod', () => {
  it('starts from the defaults: the COD limit as the top of the band, two refusals, no pincodes', async () => {
    const start = await owner.request<CodRules>('GET', '/api/admin/settings/cod');
    expect(start.body.data).toEqual({
      cod_min: 0,
      cod_max: 25_000,
      refusal_limit: 2,
      blocked_pincodes: [],
      defaults: { cod_min: 0, cod_max: 25_000, refusal_limit: 2 },
    });
  });

  it('saves the band, the refusal limit and the pincodes (typed or from a file), and logs it', async () => {
    const saved = await owner.request<CodRules>('PUT', '/api/admin/settings/cod', {
      // As the back office's form sends them: text.
      json: {
        cod_min: '499',
        cod_max: '15000.50',
        refusal_limit: '3',
        blocked_pincodes: '110001, 400001\n110001\r\n560001;',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      cod_min: 499,
      cod_max: 15000.5,
      refusal_limit: 3,
      blocked_pincodes: ['110001', '400001', '560001'],
    });
    const again = await owner.request<CodRules>('GET', '/api/admin/settings/cod');
    expect(again.body.data.blocked_pincodes).toEqual(['110001', '400001', '560001']);

    // A second save keeps what stays and drops what went.
    const changed = await owner.request<CodRules>('PUT', '/api/admin/settings/cod', {
      json: { cod_min: 0, cod_max: 25000, refusal_limit: 2, blocked_pincodes: '400001 700001' },
    });
    expect(changed.body.data.blocked_pincodes).toEqual(['400001', '700001']);
    const [entry] = await auditOf(owner, 'settings', 'store_rules');
    expect(entry).toMatchObject({
      action: 'settings.cod',
      before: {
        codMinPaise: 49_900,
        codLimitPaise: 1_500_050,
        codRefusalLimit: 3,
        blockedPincodes: 3,
      },
      after: {
        codMinPaise: 0,
        codLimitPaise: 2_500_000,
        codRefusalLimit: 2,
        blockedPincodes: 2,
        added: ['700001'],
        removed: ['110001', '560001'],
      },
    });
  });

  it('names every field at fault', async () => {
    const answer = await owner.request('PUT', '/api/admin/settings/cod', {
      json: { cod_min: 'abc', cod_max: '', refusal_limit: '-1', blocked_pincodes: '110001 01234' },
    });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)).toEqual({
      cod_min: 'COD minimum must be an amount in rupees, such as 1499 or 1499.50',
      cod_max: 'COD maximum is required',
      refusal_limit: 'Refused orders must be a whole number from 0 to 100',
      blocked_pincodes:
        'Pincodes without COD: "01234" is not a pincode (6 digits, not starting with 0)',
    });
    const band = await owner.request('PUT', '/api/admin/settings/cod', {
      json: { cod_min: 5000, cod_max: 1000, refusal_limit: 2, blocked_pincodes: '' },
    });
    expect(band.status).toBe(400);
    expect(errorsOf(band.body)).toEqual({
      cod_min: 'COD minimum must not be more than the COD maximum',
    });
  });

  it('is the owner’s: staff are refused', async () => {
    const staff = await staffClient(app);
    expect((await staff.request('GET', '/api/admin/settings/cod')).status).toBe(403);
    const refused = await staff.request('PUT', '/api/admin/settings/cod', {
      json: { cod_min: 0, cod_max: 1, refusal_limit: 2, blocked_pincodes: '' },
    });
    expect(refused.status).toBe(403);
  });
});
