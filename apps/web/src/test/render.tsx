import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import {
  createMemoryHistory,
  Router,
  useRoutes,
  type Location,
  type NavigationType,
  type RouteObject,
  type To,
} from '@/lib/router';
import { Toaster } from 'react-hot-toast';
import { makeStore } from '@/store';

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The test's view of the router: where it is, and a way to go elsewhere. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate(to: To): void;
}

/** Renders a component inside the store, a memory router and a Toaster, like the real app. */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', routes }: { path?: string; routes?: RouteObject[] } = {},
) {
  const store = makeStore();
  const history = createMemoryHistory([path]);
  const router: TestRouter = {
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    navigate: (to) => history.push(to),
  };
  const result = render(
    <Provider store={store}>
      <Router history={history}>
        <Routes routes={routes ?? [{ path: '*', element: ui }]} />
      </Router>
      <Toaster />
    </Provider>,
  );
  return { ...result, store, router };
}

/** A fetch that answers every call with `handler(url, init)` as JSON. */
export function jsonFetch(
  handler: (url: string, init: RequestInit) => { status?: number; body: unknown },
) {
  return async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { status = 200, body } = handler(String(input), init);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}
