import { useEffect } from 'react';
import { STORAGE_KEYS } from '@kesariya/shared';
import {
  EMAIL_LOGIN_MARK,
  loginShell,
  loginShellFields,
  requestOfLoginShell,
} from '@/lib/login-shell';
import { readStorage } from '@/lib/storage';
import { useAppDispatch } from '@/store/hooks';
import { closeLoginModal, openLoginModal } from '@/store/ui-slice';

/**
 * Runs the login dialog drawn with the page (lib/login-shell.ts) once the app does, until the
 * login modal takes it over: Request OTP and Login with E-mail there ask for the modal, which does
 * what was asked; a dialog opened before the app ran asks for it at once; closing it closes the
 * modal still on its way. A returning shopper's remembered number is filled in, as the modal would.
 */
export function useLoginShell() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const shell = loginShell();
    const fields = loginShellFields();
    if (!shell || !fields) return;
    const remembered = readStorage(STORAGE_KEYS.rememberedPhone);
    if (remembered && !fields.mobile.value) {
      fields.mobile.value = remembered;
      fields.remember.checked = true;
    }

    const takeOver = () => dispatch(openLoginModal());
    function onSubmit(event: SubmitEvent) {
      event.preventDefault();
      requestOfLoginShell('send');
      takeOver();
    }
    function onClick(event: MouseEvent) {
      if (!(event.target instanceof Element) || !event.target.closest(`[${EMAIL_LOGIN_MARK}]`))
        return;
      requestOfLoginShell('email');
      takeOver();
    }
    function onClose() {
      // Closed by the shopper, not by the modal taking its place (which removes it).
      if (shell?.isConnected) dispatch(closeLoginModal());
    }
    shell.addEventListener('submit', onSubmit);
    shell.addEventListener('click', onClick);
    shell.addEventListener('close', onClose);
    if (shell.open) takeOver();
    return () => {
      shell.removeEventListener('submit', onSubmit);
      shell.removeEventListener('click', onClick);
      shell.removeEventListener('close', onClose);
    };
  }, [dispatch]);
}
