import { clearLogin } from '@/lib/auth-storage';
import { toast } from '@/lib/toast';
import { failureOf } from '@/store/api';
import { useAppDispatch } from '@/store/hooks';
import { shopperActions } from '@/store/shopper-slice';

/**
 * A refused account call: the server's message as a toast, answered for the form to show too. A
 * network exception is only logged (docs/decisions/storefront-screens.md, Errors shown to
 * shoppers); a 401 means the server session is gone (expired or logged out elsewhere), so the
 * display copy goes too and the screen turns to its login prompt. Answers null when the form has
 * nothing to show.
 */
export function useReportFailure() {
  const dispatch = useAppDispatch();
  return (failure: unknown, context: string): string | null => {
    const { status, message } = failureOf(failure);
    if (!status) {
      console.error(`${context} failed`, failure);
      return null;
    }
    toast.error(message);
    if (status === 401) {
      clearLogin();
      dispatch(shopperActions.userInfo(null));
      return null;
    }
    return message;
  };
}
