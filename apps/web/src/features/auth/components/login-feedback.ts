import { LOGIN_TOAST_DURATION_MS } from '@kesariya/shared';
import { toast } from '@/lib/toast';
import { failureOf } from '@/store/api';

/**
 * Toasts in the login flow show for 3 s at the top right (docs/decisions/storefront-screens.md,
 * Toasts).
 */
export const loginToast = { duration: LOGIN_TOAST_DURATION_MS, position: 'top-right' } as const;

export function toastError(message: string) {
  toast.error(message, loginToast);
}

export function toastSuccess(message: string) {
  toast.success(message, loginToast);
}

/**
 * A failed call: a server answer shows the server's message (inline and as a toast); a network
 * exception is only logged (docs/decisions/storefront-screens.md, Login modal flow). Answers the
 * message shown, or null.
 */
export function reportFailure(error: unknown, context: string): string | null {
  const { status, message } = failureOf(error);
  if (status) {
    toastError(message);
    return message;
  }
  console.error(`${context} failed`, error);
  return null;
}
