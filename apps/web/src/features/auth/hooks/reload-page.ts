/** A full page reload; its own module so component tests can replace it (jsdom cannot navigate). */
export function reloadPage(): void {
  window.location.reload();
}
