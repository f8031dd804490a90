import { BrowserRouter } from '@/lib/router';
import type { AppStore, RootState } from '@/store';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export interface AppProps {
  store?: AppStore;
  serverState?: RootState;
}

export function App({ store, serverState }: AppProps) {
  return (
    <AppProvider store={store} serverState={serverState}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
