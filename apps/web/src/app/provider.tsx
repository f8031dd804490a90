import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@/store';

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

export function AppProvider({ children }: { children: ReactNode }) {
  const [store] = useState(makeStore);
  const idle = useIdle();
  return (
    <Provider store={store}>
      {children}
      {idle && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </Provider>
  );
}
