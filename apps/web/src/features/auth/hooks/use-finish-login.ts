import { REDIRECT_AFTER_LOGIN_MS, STORAGE_KEYS } from '@kesariya/shared';
import { useNavigate } from '@/lib/router';
import { saveLogin } from '@/lib/auth-storage';
import { getLastVisitedPage, writeStorage } from '@/lib/storage';
import { useAppDispatch } from '@/store/hooks';
import { shopperActions, type UserInfo } from '@/store/shopper-slice';
import { toastSuccess } from '../components/login-feedback';
import { reloadPage } from './reload-page';

/**
 * docs/decisions/storefront-screens.md, Login modal flow: after a login or sign-up show the
 * message, store `isLoggedIn` and `info`, wait 2 s, go to the last visited page and reload (the
 * reload drops every guest-era cached answer).
 */
export function useFinishLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (message: string, user: UserInfo, { registered = false } = {}) => {
    toastSuccess(message);
    saveLogin(user);
    dispatch(shopperActions.userInfo(user));
    if (registered) {
      // The registration popup shows after the reload, once.
      writeStorage(STORAGE_KEYS.isRegistered, 'true');
      dispatch(shopperActions.isRegistered(true));
    }
    window.setTimeout(() => {
      navigate(getLastVisitedPage());
      reloadPage();
    }, REDIRECT_AFTER_LOGIN_MS);
  };
}
