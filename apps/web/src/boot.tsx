/**
 * Starts the app (imported by main.tsx): hydrates a server-rendered page, renders any other.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadFooter } from './app/layout/root-layout';
import { isShellHidden } from './app/layout/shell-visibility';
import { matchScreen } from './app/screens';
import { getSessionId } from './lib/storage';
import { makeStore, stateInBrowser, type RootState } from './store';
import { hydrateApiCache } from './store/api';

// The guest's session id exists from the first visit on (docs/decisions/auth-and-sessions.md,
// Sessions and identity).
getSessionId();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

/** The store a server-rendered page was rendered from (apps/server/src/lib/first-screen.ts). */
function readServerState(): RootState | null {
  const script = document.getElementById('server-state');
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as RootState;
  } catch {
    return null;
  }
}

async function start(container: HTMLElement) {
  const serverState = readServerState();
  if (!serverState) {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return;
  }
  // Hydration renders what the server rendered: the page's screen is loaded first, so it renders
  // at once rather than suspending while the server's content waits; the footer's code too, so a
  // tap on the footer finds it ready to hydrate (app/rendered-screens.ts).
  const { pathname } = window.location;
  await Promise.all([
    matchScreen(pathname)?.screen.load(),
    isShellHidden(pathname) ? null : loadFooter(),
  ]);
  const store = makeStore(stateInBrowser(serverState));
  store.dispatch(hydrateApiCache(serverState));
  // As a transition, hydration yields to the browser between components instead of holding the
  // main thread for the whole page (Lighthouse's total blocking time).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App store={store} serverState={serverState} />
      </StrictMode>,
      {
        // React recovers by rendering the part again in the browser; say so, tests look for it.
        onRecoverableError: (error) => console.error('Hydration mismatch:', error),
      },
    );
  });
}

// The app's modules have just been evaluated, in one task; the page's own start waits for the next
// one, so the two don't add up to a long task that delays a shopper's first tap.
await new Promise((resolve) => setTimeout(resolve, 0));
await start(root);
