import type { FastifyInstance } from 'fastify';
import type { AdminCategory, Envelope } from '@kesariya/shared';
import { AUTH } from '../helpers/build-app';
import type { Client } from '../media/admin-kit';

export interface AuditEntry {
  who: string;
  action: string;
  target: { type: string; id: string };
  before: unknown;
  after: unknown;
}

/** The newest audit entries on a target, read by the owner. */
export async function auditOf(owner: Client, type: string, id: string | number) {
  const answer = await owner.request<AuditEntry[]>(
    'GET',
    `/api/admin/audit?target_type=${type}&target_id=${id}`,
  );
  return answer.body.data;
}

/** A sub-category of the demo catalogue: products go there, as a shop would file them. */
export async function someCategory(client: Client): Promise<AdminCategory> {
  const list = await client.request<AdminCategory[]>('GET', '/api/admin/category?limit=500');
  return list.body.data.find((c) => c.parent_id !== 0 && c.status === 'Y')!;
}

let skuCounter = 0;

/** A complete, valid product form; `overrides` change or add fields. */
export function productForm(categoryId: number, overrides: Record<string, unknown> = {}) {
  skuCounter += 1;
  return {
    name: `Zarina Chanderi Kurta ${skuCounter}`,
    category_id: categoryId,
    sku: `TEST-${process.pid}-${skuCounter}`,
    price: 1499,
    mrp: 2499,
    description: 'Hand-block printed chanderi kurta with a straight hem.',
    fabric: 'Chanderi',
    color: 'Teal',
    color_family: 'Blue',
    care: 'Dry clean only',
    occasion: 'Festive',
    garment_type: 'kurta',
    status: 'Y',
    is_hot_deal: true,
    is_new_arrival: false,
    sizes: [
      { size: 'M', stock: 4 },
      { size: 'L', stock: 0 },
    ],
    ...overrides,
  };
}

/** A storefront call, as the web app makes it (the client credential, no session). */
export async function storefront<T>(app: FastifyInstance, url: string): Promise<Envelope<T>> {
  const response = await app.inject({ url, headers: { authorization: AUTH } });
  return response.json() as Envelope<T>;
}
