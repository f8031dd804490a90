import { Dialog } from '@/components/dialog';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { closeLoginModal } from '@/store/ui-slice';
import { useLoginFlow } from '../hooks/use-login-flow';
import { LoginPanels, PANEL_TITLES } from './login-panels';

/**
 * The login / sign-up modal: one of seven panels at a time (docs/decisions.md, Login modal flow).
 * Closing it resets it to the mobile panel.
 */
export default function LoginModal() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.ui.loginModalOpen);
  const login = useLoginFlow();

  function close() {
    dispatch(closeLoginModal());
    login.reset();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={PANEL_TITLES[login.flow.panel]}
      className="pt-14"
    >
      <LoginPanels login={login} onLeave={close} />
    </Dialog>
  );
}
