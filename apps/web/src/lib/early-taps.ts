/**
 * A tap made before the app runs is not lost (docs/decisions/pages-and-performance.md, Pages that
 * feel instant). A server-rendered page shows its buttons before the app has hydrated them, and a
 * button's click does nothing until then. This keeps the shopper's tap on such a control and makes
 * it again once the app marks the page live (html[data-app-ready], set by the root layout).
 *
 * What works without the app is left alone: links, buttons that open or close a dialog by invoker
 * command (the listing's sheets), and a GET form with an action of its own (the phone's filter
 * form). Other forms here have no action of their own, so an early submit waits too. The log-in
 * controls are links to /login as well, but on a page that carries the login dialog they open it
 * instead (lib/login-shell.ts).
 *
 * Part of the entry (main.tsx), so it is listening as soon as the page's first screen shows; it
 * must not import anything of the app's.
 */
import { isAppLive, onAppLive } from './app-live';
import { invokerCommandsWork } from './invoker-commands';
import { LOGIN_SHELL_ID, openLoginShell } from './login-shell';

/** Controls that need the app to do anything: buttons, and what acts as one without an href. */
const NEEDS_APP = 'button, [role="button"]:not([href]), summary';

function sendsItself(form: HTMLFormElement): boolean {
  return form.hasAttribute('action') && form.getAttribute('method')?.toLowerCase() === 'get';
}

function worksWithoutApp(control: HTMLElement): boolean {
  if (control.closest('a[href]')) return true;
  if (!(control instanceof HTMLButtonElement)) return false;
  if (control.hasAttribute('commandfor') && invokerCommandsWork()) return true;
  return control.type === 'submit' && control.form !== null && sendsItself(control.form);
}

type Pending = { control: HTMLElement } | { form: HTMLFormElement } | null;

/**
 * Starts listening; once the app is live, replays the last tap kept (only the last: a shopper who
 * tapped twice, or tapped something else after, meant that). Answers a function that stops
 * listening without replaying.
 */
export function replayEarlyTaps(): () => void {
  let pending: Pending = null;

  function onClick(event: MouseEvent) {
    if (isAppLive() || !(event.target instanceof Element)) return;
    // Stays on the page: the app takes the open dialog over once it runs.
    if (event.target.closest(`a[data-opens="${LOGIN_SHELL_ID}"]`) && openLoginShell()) {
      event.preventDefault();
      return;
    }
    const control = event.target.closest<HTMLElement>(NEEDS_APP);
    if (!control || worksWithoutApp(control) || control.matches(':disabled')) return;
    // A submit button's own default would reload the page without its form's data handled. Once
    // hydration has begun React listens too: it must not act on this tap as well as the replay.
    event.preventDefault();
    event.stopPropagation();
    pending = { control };
  }

  function onSubmit(event: SubmitEvent) {
    if (isAppLive() || !(event.target instanceof HTMLFormElement) || sendsItself(event.target))
      return;
    event.preventDefault();
    event.stopPropagation();
    pending = { form: event.target };
  }

  function replay() {
    const tap = pending;
    pending = null;
    if (!tap) return;
    if ('control' in tap) {
      // Hydration keeps the server's elements; one that was replaced was not the one tapped.
      if (tap.control.isConnected && !tap.control.matches(':disabled')) tap.control.click();
    } else if (tap.form.isConnected) {
      tap.form.requestSubmit();
    }
  }

  if (isAppLive()) return () => {};
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  const stopWatching = onAppLive(() => {
    stopListening();
    // After the effects that marked the page live have all run: the app's handlers are in place.
    window.setTimeout(replay, 0);
  });

  function stopListening() {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
  }

  function stop() {
    stopWatching();
    stopListening();
  }

  return stop;
}
