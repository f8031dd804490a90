import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/store';
import { PromoBar } from './promo-bar';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
}

function renderBar() {
  return render(
    <Provider store={makeStore()}>
      <PromoBar />
    </Provider>,
  );
}

describe('<PromoBar>', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the server message with the three selling points', async () => {
    answer(200, { status: true, message: 'ok', data: { id: 1, message: 'Diwali sale: 20% off' } });
    renderBar();
    expect(await screen.findByText('Diwali sale: 20% off')).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery available')).toBeInTheDocument();
    expect(screen.getByText('Fast shipping')).toBeInTheDocument();
    expect(screen.getByText('Worldwide shipping')).toBeInTheDocument();
  });

  it('is hidden when the data is empty', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ status: true, message: '', data: null })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderBar();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('promo-bar')).not.toBeInTheDocument();
  });

  it("shows 'Error: ' and the message when the call fails", async () => {
    answer(500, { status: false, message: 'Something went wrong', data: null });
    renderBar();
    expect(await screen.findByText('Error: Something went wrong')).toBeInTheDocument();
  });

  it('sends the basic-auth credential from the page', async () => {
    const meta = document.createElement('meta');
    meta.name = 'api-credential';
    meta.content = 'a2VzYXJpeWEtd2ViOnNlY3JldA==';
    document.head.append(meta);
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ status: true, message: '', data: null })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderBar();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/website/promotional');
    expect(new Headers(init.headers).get('Authorization')).toBe(
      'Basic a2VzYXJpeWEtd2ViOnNlY3JldA==',
    );
    meta.remove();
  });
});
