import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import staffAccount from './staff-account.json' with { type: 'json' };
import { API_AUTH_HEADER, type Envelope } from './store-api';

/** What a staff move may say besides the status. */
export interface StaffMove {
  carrier?: string;
  tracking_number?: string;
  note?: string;
}

/** What a staff move of a return or replacement request may say besides the status. */
export interface RequestMove {
  /** Where a refund goes: the original payment unless the wallet is named. */
  refund_to?: 'wallet' | 'original';
  note?: string;
}

let ownerJar: Promise<APIRequestContext> | null = null;

async function signIn(jar: APIRequestContext): Promise<void> {
  const response = await jar.post('/api/admin/login', {
    headers: API_AUTH_HEADER,
    form: { email: staffAccount.email, password: staffAccount.password },
  });
  if (!response.ok())
    throw new Error(`POST admin/login answered ${response.status()}: ${await response.text()}`);
}

/**
 * The owner's back-office session, signed in once per test worker and shared by its tests. Staff
 * logins are limited per account and address as in production, and a whole run from 127.0.0.1
 * would pass those limits if every test signed in. Each use asks `admin/me` first: the jar keeps
 * the token the server replaces every quarter of an hour, and signs in again if the session ended.
 */
export async function ownerSession(): Promise<APIRequestContext> {
  ownerJar ??= playwrightRequest.newContext({ baseURL: BASE_URL }).then(async (jar) => {
    await signIn(jar);
    return jar;
  });
  const jar = await ownerJar;
  const me = await jar.get('/api/admin/me', { headers: API_AUTH_HEADER });
  if (me.status() === 401) await signIn(jar);
  return jar;
}

/** The store owner at the back office's API, through the worker's shared owner session. */
export class StaffDesk {
  private constructor(private readonly request: APIRequestContext) {}

  static async open(): Promise<StaffDesk> {
    return new StaffDesk(await ownerSession());
  }

  /** POST admin/order/status/{saleId}: moves the order forward (or cancels it). */
  async moveOrder(saleId: string, status: string, move: StaffMove = {}): Promise<void> {
    await this.move(`admin/order/status/${saleId}`, `Moving ${saleId} to ${status}`, {
      status,
      ...move,
    });
  }

  /** POST admin/return/status/{id}: moves a return or replacement request one step. */
  async moveReturn(id: number, status: string, move: RequestMove = {}): Promise<void> {
    await this.move(`admin/return/status/${id}`, `Moving request ${id} to ${status}`, {
      status,
      ...move,
    });
  }

  /** POST admin/product/create: a product of the first sub-category with the sizes given. */
  async createProduct(name: string, sizes: { size: string; stock: number }[]): Promise<number> {
    const categories = await this.request.get('/api/admin/category?limit=500', {
      headers: API_AUTH_HEADER,
    });
    const list = ((await categories.json()) as Envelope<{ id: number; parent_id: number }[]>).data;
    const response = await this.request.post('/api/admin/product/create', {
      headers: API_AUTH_HEADER,
      data: {
        name,
        category_id: list.find((c) => c.parent_id !== 0)!.id,
        price: 1499,
        mrp: 1999,
        sizes,
      },
    });
    const body = (await response.json()) as Envelope<{ id: number }>;
    if (!response.ok())
      throw new Error(`Creating ${name} answered ${response.status()}: ${body.message}`);
    return body.data.id;
  }

  private async move(path: string, what: string, form: Record<string, string>): Promise<void> {
    const response = await this.request.post(`/api/${path}`, { headers: API_AUTH_HEADER, form });
    const body = (await response.json()) as Envelope<unknown>;
    if (!response.ok() || !body.status)
      throw new Error(`${what} answered ${response.status()}: ${body.message}`);
  }
}
