import type { APIRequestContext } from '@playwright/test';

/**
 * The store's API as the browser tests read it: the same shared basic-auth credential the web app
 * receives (docs/decisions/api-and-validation.md, API conventions; the development value, not a
 * secret), answers unwrapped from the envelope. The tests compare what the page shows with what the
 * server says, so nothing here is hard-coded.
 */
export const API_CREDENTIAL =
  process.env.E2E_API_CREDENTIAL ?? 'kesariya-web:kesariya-dev-credential';

export const API_AUTH_HEADER = {
  Authorization: `Basic ${Buffer.from(API_CREDENTIAL).toString('base64')}`,
};

export interface Envelope<T> {
  status: boolean;
  message: string;
  data: T;
  other_data?: Record<string, unknown>;
}

export interface ApiCategory {
  id: number;
  title: string;
  parent: number;
  status: string;
  sort_order: number;
}

export interface ApiPolicySummary {
  id: number;
  slug: string;
  title: string;
}

export interface ApiPolicyPage extends ApiPolicySummary {
  content: string;
}

export interface ApiStore {
  store_name: string;
  address_line: string;
  city: string;
  state: string;
  pincode: string;
  support_email: string;
  map_link: string;
  socials: { name: string; url: string }[];
}

export interface ApiProduct {
  id: number;
  name: string;
  price: number;
  mrp: number;
  sizes: { size: string; stock: number }[];
}

/** Page URLs carry ids base64-encoded without padding; written here independently of the app. */
export function encodeId(id: number): string {
  return Buffer.from(String(id)).toString('base64').replace(/=+$/, '');
}

/** "women's kurtas & kurtis" → "Women's Kurtas & Kurtis" (capitalised words). */
export function capitalised(title: string): string {
  return title
    .split(' ')
    .map((word) => (word ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase() : word))
    .join(' ');
}

export class StoreApi {
  constructor(private readonly request: APIRequestContext) {}

  async get<T>(path: string, params?: Record<string, string | number>): Promise<Envelope<T>> {
    const response = await this.request.get(`/api/${path}`, { headers: API_AUTH_HEADER, params });
    if (!response.ok())
      throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as Envelope<T>;
  }

  async postForm<T>(path: string, form: Record<string, string | number>): Promise<Envelope<T>> {
    const response = await this.request.post(`/api/${path}`, { headers: API_AUTH_HEADER, form });
    if (!response.ok())
      throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as Envelope<T>;
  }

  async promotionalMessage(): Promise<string | null> {
    const { data } = await this.get<{ message: string } | null>('website/promotional');
    return data?.message ?? null;
  }

  /** sortBy=id, order=DESC, as the web app asks. */
  async policyPages(): Promise<ApiPolicySummary[]> {
    return (await this.get<ApiPolicySummary[]>('website/page', { sortBy: 'id', order: 'DESC' }))
      .data;
  }

  async policyPage(id: number): Promise<ApiPolicyPage> {
    return (await this.get<ApiPolicyPage>(`website/page/${id}`)).data;
  }

  /** The top-level categories; the shell shows the active ones in the store's order. */
  async activeTopCategories(): Promise<ApiCategory[]> {
    const { data } = await this.get<ApiCategory[]>('website/category', {
      sortBy: 'id',
      order: 'DESC',
      filter_parameter: 'parent',
      filter_value: 0,
    });
    return data
      .filter((c) => c.parent === 0 && c.status.toUpperCase() === 'Y')
      .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
  }

  async store(): Promise<ApiStore> {
    return (await this.get<ApiStore>('website/store')).data;
  }

  /** A product with a size in stock, for tests that need something in the cart. */
  async productInStock(): Promise<{ product: ApiProduct; size: string }> {
    const { data } = await this.get<ApiProduct[]>('website/product', { limit: 20 });
    for (const product of data) {
      const size = product.sizes.find((s) => s.stock > 0);
      if (size) return { product, size: size.size };
    }
    throw new Error('No product with stock in the demo catalogue');
  }
}
