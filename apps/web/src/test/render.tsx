import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'react-hot-toast';
import { makeStore } from '@/store';

/** Renders a component inside the store, a memory router and a Toaster, like the real app. */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', routes }: { path?: string; routes?: RouteObject[] } = {},
) {
  const store = makeStore();
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], {
    initialEntries: [path],
  });
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
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
