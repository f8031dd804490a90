import type { PaymentSession } from '@kesariya/shared';

const key = (saleId: string) => `payment:${saleId}`;

/** The payment step survives a reload: its session is kept for this browser tab only. */
export function savePaymentSession(session: PaymentSession): void {
  try {
    sessionStorage.setItem(key(session.sale_id), JSON.stringify(session));
  } catch {
    // Private mode without storage: the step still works until a reload.
  }
}

export function readPaymentSession(saleId: string): PaymentSession | null {
  try {
    const raw = sessionStorage.getItem(key(saleId));
    return raw ? (JSON.parse(raw) as PaymentSession) : null;
  } catch {
    return null;
  }
}
