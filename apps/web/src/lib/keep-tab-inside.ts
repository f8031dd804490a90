/** What Tab can reach inside a dialog. */
const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * For a modal dialog's keydown: Tab and Shift+Tab go round inside it instead of out to the
 * browser's own controls, which the browser allows. Imports nothing: the login dialog drawn with
 * the page (login-shell.ts) uses it before the app runs.
 */
export function keepTabInside(dialog: HTMLElement, event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const tabbable = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = tabbable[0];
  const last = tabbable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
