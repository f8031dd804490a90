import { useContext, type AnchorHTMLAttributes } from 'react';
import { paths } from '@/config/paths';
import { LOGIN_SHELL_ID } from '@/lib/login-shell';
import { opensElsewhere } from '@/lib/opens-elsewhere';
import { useAppDispatch } from '@/store/hooks';
import { FetchLoginModal } from './fetch-login-modal';
import { openLogin } from './open-login';

type LoginLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'role'>;

/**
 * Every "log in first" control of the shell: a real link to /login in the server's HTML, so a
 * tap before the page's script runs (or without JavaScript) still gets the shopper to the login
 * page. Once the page's entry runs, a tap opens the login dialog drawn with a rendered page
 * (lib/login-shell.ts, lib/early-taps.ts); once the app runs, it opens the login modal, and
 * the drawn dialog meanwhile if the modal's code is still on its way. The control acts as a
 * button opening a dialog, and says so (Space works as on any button). The modal's code is asked
 * for as the finger comes down, the mouse hovers or focus arrives.
 */
export function LoginLink({
  onClick,
  onKeyDown,
  onPointerDown,
  onPointerEnter,
  onFocus,
  ...props
}: LoginLinkProps) {
  const dispatch = useAppDispatch();
  const fetchLoginModal = useContext(FetchLoginModal);
  return (
    <a
      {...props}
      href={paths.login.getHref()}
      role="button"
      aria-haspopup="dialog"
      data-opens={LOGIN_SHELL_ID}
      onPointerDown={(event) => {
        onPointerDown?.(event);
        fetchLoginModal();
      }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        fetchLoginModal();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        fetchLoginModal();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        openLogin(dispatch);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key !== ' ' || event.defaultPrevented) return;
        event.preventDefault();
        openLogin(dispatch);
      }}
    />
  );
}
