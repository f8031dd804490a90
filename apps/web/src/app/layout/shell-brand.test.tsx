import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from '@kesariya/shared';
import { jsonFetch, renderWithApp } from '@/test/render';
import { RootLayout } from './root-layout';

const routes = [
  {
    path: '/',
    element: <RootLayout />,
    children: [{ path: 'faq', element: <p>FAQ screen</p> }],
  },
];

const RENAMED: StoreSettings = {
  ...DEFAULT_STORE_SETTINGS,
  store_name: 'Saffron Loom',
  tagline: 'Handwoven in Nashik',
  city: 'Nashik',
  socials: [{ name: 'instagram', url: 'https://www.instagram.com/saffronloom' }],
};

/** The store API answers `store`; every other call answers nothing. */
function storeAnswers(store: StoreSettings | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch((url) =>
        url.includes('/website/store')
          ? { body: { status: true, message: 'Store details', data: store } }
          : { status: 404, body: { status: false, message: 'Not found', data: null } },
      ),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

// The store's name is the owner's (Settings › Store details): the shell writes it from the store
// API it loads for every page, never a name of its own.
describe('the shell’s brand', () => {
  it('is the store’s name: the logo, the category bar, the footer and its social links', async () => {
    storeAnswers(RENAMED);
    renderWithApp(<></>, { path: '/faq', routes });
    const header = screen.getByTestId('site-header');
    const logo = await within(header).findByRole('link', { name: 'Saffron Loom home' });
    expect(logo).toHaveTextContent('Saffron Loom');
    expect(within(header).getByTestId('category-bar-hot-deals')).toHaveTextContent(
      /^Saffron Loom\s*Hot Deals/,
    );
    const footer = await screen.findByTestId('footer', {}, { timeout: 10_000 });
    expect(within(footer).getByTestId('footer-store')).toHaveTextContent('Saffron Loom');
    expect(within(footer).getByRole('link', { name: 'Saffron Loom on Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/saffronloom',
    );
    expect(document.body).not.toHaveTextContent(DEFAULT_STORE_SETTINGS.store_name);
  });

  it('is the default name while the store has not answered', async () => {
    storeAnswers(null);
    renderWithApp(<></>, { path: '/faq', routes });
    await screen.findByText('FAQ screen');
    expect(
      within(screen.getByTestId('site-header')).getByRole('link', {
        name: `${DEFAULT_STORE_SETTINGS.store_name} home`,
      }),
    ).toBeInTheDocument();
  });
});
