import { useId } from 'react';
import { REDIRECT_AFTER_LOGOUT_MS } from '@kesariya/shared';
import { toast } from '@/lib/toast';
import { useNavigate } from '@/lib/router';
import { buttonClass } from '@/components/button';
import { ModalDialog } from '@/components/modal-dialog';
import { paths } from '@/config/paths';
import { clearLogin } from '@/lib/auth-storage';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useLogoutMutation } from '@/store/logout-api';
import { selectUserInfo } from '@/store/selectors';
import { shopperActions } from '@/store/shopper-slice';
import { setMobileMenuOpen } from '@/store/ui-slice';

interface LogoutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Confirm, call logout, clear the stored login, reload after 1 s
 * (docs/decisions/storefront-screens.md, Login modal flow).
 */
export function LogoutDialog({ open, onOpenChange }: LogoutDialogProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUserInfo);
  const [logout, { isLoading }] = useLogoutMutation();
  const titleId = useId();
  const descriptionId = useId();

  function finishLogout() {
    clearLogin();
    dispatch(shopperActions.userInfo(null));
    dispatch(shopperActions.isRegistered(false));
    onOpenChange(false);
    dispatch(setMobileMenuOpen(false));
    navigate(paths.home.getHref());
    // A full reload drops every cached answer that belonged to the user.
    window.setTimeout(() => window.location.reload(), REDIRECT_AFTER_LOGOUT_MS);
  }

  async function confirm() {
    if (!user) return;
    try {
      const answer = await logout({ userId: user.id }).unwrap();
      if (!answer.status) {
        toast.error(answer.message);
        return;
      }
      if (answer.message) toast.success(answer.message);
      finishLogout();
    } catch (error) {
      const { status, message } = error as { status?: number; message?: string };
      // The server session is already gone: the local copy must go too.
      if (status === 401) finishLogout();
      // Server failures show the server's message; network failures are only logged.
      else if (status) toast.error(message ?? 'An error occurred');
      else console.error('Logout failed', error);
    }
  }

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      closesOnOutsideTap={false}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid="logout-dialog"
      className="m-auto w-[calc(100vw-2rem)] max-w-sm rounded-lg border-0 bg-white p-6 text-ink shadow-xl backdrop:bg-ink/50"
    >
      <h2 id={titleId} className="font-display text-xl font-semibold">
        Logout
      </h2>
      <p id={descriptionId} className="mt-2 text-sm text-muted">
        Are you sure you want to log out from this device?
      </p>
      <div className="mt-6 flex justify-end gap-3">
        {/* First, as the safe answer: the dialog opens with focus on it. */}
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          className={buttonClass('outline', 'min-w-20')}
        >
          No
        </button>
        <button
          type="button"
          onClick={confirm}
          disabled={isLoading}
          className={buttonClass('primary', 'min-w-20')}
        >
          Yes
        </button>
      </div>
    </ModalDialog>
  );
}
