import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { readListingFilters } from '../../lib/listing-query';
import { MobileListingBar } from './mobile-listing-bar';

describe('MobileListingBar', () => {
  it('draws its sheets as dialogs of the page that its buttons open by name, and closes them', async () => {
    renderWithApp(
      <MobileListingBar
        filters={readListingFilters(new URLSearchParams('search=silk&sort=newest'))}
        options={undefined}
        subCategories={[]}
        total={12}
        onChange={() => {}}
        hrefFor={(next) => `/products?sort=${next.sort ?? ''}`}
      />,
      { path: '/products?search=silk&sort=newest' },
    );
    const opener = screen.getByTestId('open-filters');
    const sheet = screen.getByTestId('filter-sheet');
    // The browser opens it from these alone, before the app runs.
    expect(opener).toHaveAttribute('commandfor', sheet.id);
    expect(opener).toHaveAttribute('command', 'show-modal');
    expect(sheet).not.toHaveAttribute('open');
    // Sent without the app, the form keeps the search and sort it was drawn with.
    const form = sheet.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/products');
    expect(Object.fromEntries(new FormData(form))).toEqual({ search: 'silk', sort: 'newest' });

    // The sorts are links to the listing so sorted (the sheet is closed, so they are hidden).
    expect(screen.getByRole('radio', { name: 'Price: Low to High', hidden: true })).toHaveAttribute(
      'href',
      '/products?sort=price_asc',
    );

    await userEvent.click(opener);
    expect(sheet).toHaveAttribute('open');
    await userEvent.click(screen.getByRole('button', { name: 'Show 12 products' }));
    expect(sheet).not.toHaveAttribute('open');
  });
});
