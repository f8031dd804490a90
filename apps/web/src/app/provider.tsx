import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type AppStore, type RootState } from '@/store';

// Toasts only follow a shopper's action, so the toast library loads once the page is idle. Toasts
// raised before that wait in react-hot-toast's store and show as soon as the Toaster mounts.
const AppToaster = lazy(() => import('@/components/app-toaster'));

function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(done, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(done, 1000);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

export interface AppProviderProps {
  children: ReactNode;
  /** The page's store; a fresh one when absent. */
  store?: AppStore;
  /**
   * The state the server rendered the page with. Hydration reads it instead of the store, so the
   * first render matches the server's HTML even where the browser knows more (a signed-in shopper).
   */
  serverState?: RootState;
}

export function AppProvider({ children, store: given, serverState }: AppProviderProps) {
  const [store] = useState(() => given ?? makeStore());
  const idle = useIdle();
  return (
    <Provider store={store} serverState={serverState}>
      {children}
      {idle && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </Provider>
  );
}
