import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Dialog } from '@/components/dialog';
import {
  LOGIN_SHELL_ID,
  takeLoginShell,
  whenNotPressed,
  type LoginShellState,
} from '@/lib/login-shell';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { closeLoginModal } from '@/store/ui-slice';
import { useLoginFlow } from '../hooks/use-login-flow';
import { flowReducer, initialFlow } from './flow';
import { LoginPanels, PANEL_TITLES } from './login-panels';

/**
 * The login / sign-up modal: one of seven panels at a time (docs/decisions/storefront-screens.md,
 * Login modal flow). Closing it resets it to the mobile panel.
 *
 * It takes the place of the login dialog drawn with the page (lib/login-shell.ts) and starts
 * where that left off: the number typed there, and the panel or request asked for there. It does
 * so between taps, never during one, and reads and removes that dialog in the same task as it
 * opens in its place: nothing done there in between is lost, and no frame goes without a dialog.
 */
export default function LoginModal() {
  const [taken, setTaken] = useState<{ shell: LoginShellState | null } | null>(null);
  useLayoutEffect(() => {
    let committing = true;
    const cancel = whenNotPressed(() => {
      // The first take stands (a second one finds no dialog left).
      const take = () => {
        const shell = takeLoginShell();
        setTaken((current) => current ?? { shell });
      };
      // In a layout effect React renders the update before the browser paints; later, flushSync.
      if (committing) take();
      else flushSync(take);
    });
    committing = false;
    return cancel;
  }, []);
  return taken ? <LoginDialog shell={taken.shell} /> : null;
}

function LoginDialog({ shell: taken }: { shell: LoginShellState | null }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.ui.loginModalOpen);
  const [shell, setShell] = useState(taken);
  const login = useLoginFlow(
    shell?.request === 'email' ? flowReducer(initialFlow, { type: 'openEmailLogin' }) : initialFlow,
  );
  // What the drawn dialog held is for the first mobile panel only, not for one come back to.
  const start = login.flow.panel === 'mobile' ? shell : null;
  if (shell && login.flow.panel !== 'mobile') setShell(null);

  function close() {
    dispatch(closeLoginModal());
    login.reset();
    setShell(null);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={PANEL_TITLES[login.flow.panel]}
      className="pt-14"
    >
      <LoginPanels login={login} onLeave={close} start={start} />
    </Dialog>
  );
}

/**
 * The login dialog's first view as the server draws it with a page, closed (lib/login-shell.ts):
 * the log-in controls open it by its id, and its Close button closes it, with no script.
 */
export function LoginShell() {
  const login = useLoginFlow();
  return (
    <Dialog
      id={LOGIN_SHELL_ID}
      // Drawn with its content; the browser shows it only once it is opened.
      open
      onOpenChange={() => undefined}
      title={PANEL_TITLES.mobile}
      className="pt-14"
    >
      <LoginPanels login={login} onLeave={() => undefined} />
    </Dialog>
  );
}
