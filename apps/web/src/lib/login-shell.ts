/**
 * The login dialog drawn with the page (docs/decisions/pages-and-performance.md, Pages that feel
 * instant). A server-rendered page carries the login dialog's first view, closed, beside #root: the
 * log-in controls open it at once, whether the app runs yet or not, and its number field takes
 * typing meanwhile. The app's login modal takes it over once its code has arrived: it starts from
 * what the shopper typed and does what they asked for (Request OTP, Login with E-mail), and the
 * drawn dialog goes.
 *
 * Part of the entry (early-taps.ts opens it before the app runs): it imports nothing of the app's.
 */
import { keepTabInside } from './keep-tab-inside';

export const LOGIN_SHELL_ID = 'login-shell';

/** What the shopper asked of the drawn dialog, for the app to do once it takes over. */
export type LoginShellRequest = 'send' | 'email';

export interface LoginShellState {
  mobile: string;
  remember: boolean;
  request: LoginShellRequest | null;
}

/** The attribute that records a request: its value is the request. */
const REQUEST = 'data-request';

/** The drawn dialog; null on a page without one (or once the app's modal has taken over). */
export function loginShell(): HTMLDialogElement | null {
  const element = document.getElementById(LOGIN_SHELL_ID);
  return element instanceof HTMLDialogElement ? element : null;
}

/** Whether a finger or button is down on the page now, and who waits for it to lift. */
let pressed = false;
let waiting: (() => void)[] = [];
let watching = false;

/**
 * Follows presses while the drawn dialog is up, and keeps Tab inside it as the app's dialogs do.
 * A tap's click goes to where both its press and its release landed: the app's modal must not
 * take the dialog's place between the two, or the tap is lost.
 */
function watch(shell: HTMLDialogElement) {
  if (watching) return;
  watching = true;
  shell.addEventListener('keydown', (event) => keepTabInside(shell, event));
  document.addEventListener('pointerdown', () => (pressed = true), true);
  const lifted = () =>
    // After the click that the release makes.
    setTimeout(() => {
      pressed = false;
      const then = waiting;
      waiting = [];
      for (const callback of then) callback();
    }, 0);
  document.addEventListener('pointerup', lifted, true);
  document.addEventListener('pointercancel', lifted, true);
}

/** Calls `then` once no press is under way (at once if none is); answers a function that cancels. */
export function whenNotPressed(then: () => void): () => void {
  if (!pressed) {
    then();
    return () => {};
  }
  waiting.push(then);
  return () => (waiting = waiting.filter((callback) => callback !== then));
}

/** Opens the drawn dialog, if the page has one; answers whether it is open now. */
export function openLoginShell(): boolean {
  const shell = loginShell();
  if (!shell) return false;
  watch(shell);
  if (!shell.open) shell.showModal();
  return true;
}

/** Notes what the shopper asked for; the app's modal does it once it takes over. */
export function requestOfLoginShell(request: LoginShellRequest) {
  loginShell()?.setAttribute(REQUEST, request);
}

/** The control inside the drawn dialog that asks to log in with an e-mail instead. */
export const EMAIL_LOGIN_MARK = 'data-email-login';

function field(shell: HTMLDialogElement, selector: string): HTMLInputElement | null {
  const element = shell.querySelector(selector);
  return element instanceof HTMLInputElement ? element : null;
}

type ShellFields = { mobile: HTMLInputElement; remember: HTMLInputElement };

function fieldsOf(shell: HTMLDialogElement): ShellFields | null {
  const mobile = field(shell, 'input[type="tel"]');
  const remember = field(shell, 'input[type="checkbox"]');
  return mobile && remember ? { mobile, remember } : null;
}

/** The number field and Remember me of the drawn dialog (the mobile panel's own controls). */
export function loginShellFields(): ShellFields | null {
  const shell = loginShell();
  return shell && fieldsOf(shell);
}

function stateOf(shell: HTMLDialogElement): LoginShellState | null {
  const fields = fieldsOf(shell);
  if (!shell.open || !fields) return null;
  const request = shell.getAttribute(REQUEST);
  return {
    mobile: fields.mobile.value,
    remember: fields.remember.checked,
    request: request === 'send' || request === 'email' ? request : null,
  };
}

/** What the open drawn dialog holds; null when the page has none or it is closed. */
export function readLoginShell(): LoginShellState | null {
  const shell = loginShell();
  return shell && stateOf(shell);
}

/**
 * For the app's modal to stand in the drawn dialog's place: answers what it holds (as
 * `readLoginShell`), then closes and removes it. Closing first gives focus back to the control that
 * opened it, which the modal then gives it back to.
 */
export function takeLoginShell(): LoginShellState | null {
  const shell = loginShell();
  if (!shell) return null;
  const state = stateOf(shell);
  if (shell.open) shell.close();
  shell.remove();
  return state;
}
