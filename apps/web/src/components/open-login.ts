import { openLoginShell } from '@/lib/login-shell';
import type { AppDispatch } from '@/store';
import { openLoginModal } from '@/store/ui-slice';

/**
 * Asks a guest to log in: the login dialog drawn with the page at once where the page has one
 * (lib/login-shell.ts), the app's login modal as soon as its code is here.
 */
export function openLogin(dispatch: AppDispatch) {
  openLoginShell();
  dispatch(openLoginModal());
}
