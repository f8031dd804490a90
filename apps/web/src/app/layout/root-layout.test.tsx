import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteHandle } from '@/store/route-handle';
import { jsonFetch, renderWithApp } from '@/test/render';
import NotFoundRoute from '../routes/not-found';
import { RootLayout } from './root-layout';

const routes = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <p>Home screen</p> },
      { path: 'faq', element: <p>FAQ screen</p> },
      { path: 'login', element: <p>Login screen</p> },
      { path: 'invoice/:id', element: <p>Invoice screen</p> },
      {
        path: '*',
        handle: { skipLastVisited: true } satisfies RouteHandle,
        element: <NotFoundRoute />,
      },
    ],
  },
];

describe('root layout', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        jsonFetch(() => ({
          status: 404,
          body: { status: false, message: 'Not found', data: null },
        })),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('remembers the last visited page on every navigation', async () => {
    const { router } = renderWithApp(<></>, { path: '/faq', routes });
    await screen.findByText('FAQ screen');
    expect(localStorage.getItem('lastVisitedPage')).toBe('/faq');
    await act(() => router.navigate('/?tab=new'));
    await screen.findByText('Home screen');
    await waitFor(() => expect(localStorage.getItem('lastVisitedPage')).toBe('/?tab=new'));
  });

  it("shows 'Page Not Found' with a link back to the last visited page, without remembering the broken path", async () => {
    localStorage.setItem('lastVisitedPage', '/faq');
    renderWithApp(<></>, { path: '/no/such/page', routes });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('back-to-last-page')).toHaveAttribute('href', '/faq');
    expect(localStorage.getItem('lastVisitedPage')).toBe('/faq');
  });

  it('shows header and footer on ordinary pages', async () => {
    renderWithApp(<></>, { path: '/faq', routes });
    await screen.findByText('FAQ screen');
    expect(screen.getByTestId('site-header')).toBeInTheDocument();
    // The footer's code loads lazily: on a busy machine that takes longer than findBy's 1 s.
    expect(await screen.findByTestId('footer', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it.each(['/login', '/invoice/7'])('hides header and footer on %s', async (path) => {
    renderWithApp(<></>, { path, routes });
    await screen.findByText(/screen$/);
    expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
    expect(screen.queryByTestId('footer')).not.toBeInTheDocument();
    expect(screen.queryByTestId('bottom-bar')).not.toBeInTheDocument();
  });
});
