import type { APIRequestContext } from '@playwright/test';
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

/**
 * The store owner at the back office's API, in a cookie jar of its own (a fresh request context):
 * logs in at /api/admin/login with the account the test server seeds (staff-account.json).
 */
export class StaffDesk {
  private constructor(private readonly request: APIRequestContext) {}

  static async open(request: APIRequestContext): Promise<StaffDesk> {
    const response = await request.post('/api/admin/login', {
      headers: API_AUTH_HEADER,
      form: { email: staffAccount.email, password: staffAccount.password },
    });
    if (!response.ok())
      throw new Error(`POST admin/login answered ${response.status()}: ${await response.text()}`);
    return new StaffDesk(request);
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

  private async move(path: string, what: string, form: Record<string, string>): Promise<void> {
    const response = await this.request.post(`/api/${path}`, { headers: API_AUTH_HEADER, form });
    const body = (await response.json()) as Envelope<unknown>;
    if (!response.ok() || !body.status)
      throw new Error(`${what} answered ${response.status()}: ${body.message}`);
  }
}
