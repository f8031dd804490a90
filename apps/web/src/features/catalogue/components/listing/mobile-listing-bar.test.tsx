import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { readListingFilters } from '../../lib/listing-query';
import { MobileListingBar } from './mobile-listing-bar';

// Records when the sheet's code is first asked for (the module's factory runs on its first import).
const sheetCode = vi.hoisted(() => ({ fetched: false }));
vi.mock('../bottom-sheet', async (importOriginal) => {
  sheetCode.fetched = true;
  return importOriginal();
});

describe('MobileListingBar', () => {
  it('fetches the sheet’s code as the finger comes down on Filter, and the click opens it', async () => {
    renderWithApp(
      <MobileListingBar
        filters={readListingFilters(new URLSearchParams())}
        options={undefined}
        subCategories={[]}
        total={12}
        onChange={() => {}}
      />,
    );
    expect(sheetCode.fetched).toBe(false);
    fireEvent.pointerDown(screen.getByTestId('open-filters'));
    await vi.waitFor(() => expect(sheetCode.fetched).toBe(true));
    expect(screen.queryByTestId('filter-sheet')).toBeNull();

    await userEvent.click(screen.getByTestId('open-filters'));
    expect(await screen.findByTestId('filter-sheet')).toBeVisible();
  });
});
