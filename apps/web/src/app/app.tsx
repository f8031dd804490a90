import { useState } from 'react';
import { RouterProvider } from 'react-router';
import type { AppStore, RootState } from '@/store';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export interface AppProps {
  store?: AppStore;
  serverState?: RootState;
}

export function App({ store, serverState }: AppProps) {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider store={store} serverState={serverState}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
