import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyTaps } from './early-taps';

/** The page as the server sent it: its buttons do nothing until the app listens. */
function serverPage() {
  document.body.innerHTML = `
    <button type="button" id="filter">Filter</button>
    <button type="button" id="sort">Sort</button>
    <a href="#login" role="button" id="profile">Profile</a>
    <button type="button" id="sheet" commandfor="filters" command="show-modal">Filter</button>
    <form method="get" action="/products"><button type="submit" id="show">Show products</button></form>`;
  const button = (id: string) => document.getElementById(id)!;
  return {
    filter: button('filter'),
    sort: button('sort'),
    profile: button('profile'),
    sheet: button('sheet'),
    show: button('show'),
  };
}

/** What the app does once it runs: its handlers, then the root layout's mark. */
function appRuns(...handlers: [HTMLElement, () => void][]) {
  for (const [element, handler] of handlers) element.addEventListener('click', handler);
  document.documentElement.dataset.appReady = 'true';
}

describe('taps before the app runs', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    delete document.documentElement.dataset.appReady;
    vi.useRealTimers();
  });

  it('makes the tap again once the app runs, and only then', async () => {
    vi.useFakeTimers();
    const page = serverPage();
    stop = replayEarlyTaps();
    page.filter.click();
    const opened = vi.fn();
    appRuns([page.filter, opened]);
    await vi.runAllTimersAsync();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('keeps only the last tap: the shopper changed their mind', async () => {
    vi.useFakeTimers();
    const page = serverPage();
    stop = replayEarlyTaps();
    page.filter.click();
    page.sort.click();
    page.sort.click();
    const filter = vi.fn();
    const sort = vi.fn();
    appRuns([page.filter, filter], [page.sort, sort]);
    await vi.runAllTimersAsync();
    expect(filter).not.toHaveBeenCalled();
    expect(sort).toHaveBeenCalledTimes(1);
  });

  it('leaves the browser to open a sheet by its invoker command and to send a form with an action', () => {
    const page = serverPage();
    stop = replayEarlyTaps();
    Object.defineProperty(HTMLButtonElement.prototype, 'commandForElement', {
      configurable: true,
      get: () => null,
    });
    try {
      const opening = new MouseEvent('click', { bubbles: true, cancelable: true });
      page.sheet.dispatchEvent(opening);
      expect(opening.defaultPrevented).toBe(false);
    } finally {
      delete (HTMLButtonElement.prototype as { commandForElement?: unknown }).commandForElement;
    }
    // A browser without them: the app opens the sheet, so the tap is kept for it.
    const kept = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.sheet.dispatchEvent(kept);
    expect(kept.defaultPrevented).toBe(true);

    // The form is sent: its submit arrives, and nothing kept it from loading the filtered page.
    const form = page.show.closest('form')!;
    let sent = false;
    form.addEventListener('submit', (event) => {
      sent = !event.defaultPrevented;
      event.preventDefault(); // jsdom loads no page
    });
    page.show.click();
    expect(sent).toBe(true);
  });

  it('leaves links to work on their own, and the app’s page alone once it runs', async () => {
    vi.useFakeTimers();
    const page = serverPage();
    stop = replayEarlyTaps();
    const followed = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.profile.dispatchEvent(followed);
    expect(followed.defaultPrevented).toBe(false);

    const sort = vi.fn();
    appRuns([page.sort, sort]);
    await vi.runAllTimersAsync();
    page.sort.click();
    expect(sort).toHaveBeenCalledTimes(1);
  });

  it('opens the login dialog drawn with the page for a log-in link, and stays on the page', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = `
      <a href="/login" role="button" data-opens="login-shell" id="profile">Profile</a>
      <dialog id="login-shell"><p>Login or Sign Up</p></dialog>`;
    stop = replayEarlyTaps();
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('profile')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(document.querySelector('dialog')!.open).toBe(true);

    // Nothing is kept to make again: the app takes the open dialog over (use-login-shell.ts).
    const opened = vi.fn();
    appRuns([document.getElementById('profile')!, opened]);
    await vi.runAllTimersAsync();
    expect(opened).not.toHaveBeenCalled();
  });

  it('lets a log-in link take the shopper to /login on a page without the drawn dialog', () => {
    document.body.innerHTML = `<a href="/login" role="button" data-opens="login-shell" id="profile">Profile</a>`;
    stop = replayEarlyTaps();
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('profile')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
  });
});
