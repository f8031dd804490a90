import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  clearFilters,
  readListingFilters,
  toListingArgs,
  writeListingFilters,
} from './listing-query';

describe('listing filters in the URL', () => {
  it('reads every filter, decoding ids and ignoring nonsense', () => {
    const filters = readListingFilters(
      new URLSearchParams(
        'search=silk&category=MTU&sub_category=bad!&min_price=5000&max_price=1000&size=L,M,L&color=Red&sort=cheapest&page=0',
      ),
    );
    expect(filters).toEqual({
      search: 'silk',
      category: 15,
      subCategory: null,
      minPrice: 1000,
      maxPrice: 5000,
      sizes: ['M', 'L'],
      colors: ['Red'],
      sort: null,
      page: 1,
    });
  });

  it('round-trips through the URL and leaves out what is not chosen', () => {
    const filters = readListingFilters(
      new URLSearchParams('category=Mg&size=S,M&sort=price_desc&page=3'),
    );
    expect(writeListingFilters(filters).toString()).toBe(
      'category=Mg&size=S%2CM&sort=price_desc&page=3',
    );
    expect(readListingFilters(writeListingFilters(filters))).toEqual(filters);
  });

  it('reads the filter form as a browser sends it without the app: one pair a choice, empty prices', () => {
    const filters = readListingFilters(
      new URLSearchParams(
        'category=Mg&min_price=&max_price=4000&size=XL&size=S&color=Red&color=Navy Blue',
      ),
    );
    expect(filters).toMatchObject({
      category: 2,
      minPrice: null,
      maxPrice: 4000,
      sizes: ['S', 'XL'],
      colors: ['Red', 'Navy Blue'],
    });
    expect(writeListingFilters(filters).toString()).toBe(
      'category=Mg&max_price=4000&size=S%2CXL&color=Red%2CNavy+Blue',
    );
  });

  it('goes back to page 1 when a filter changes, and clearing keeps search, category and sort', () => {
    const filters = readListingFilters(
      new URLSearchParams('search=kurta&category=MQ&color=Red&sort=newest&page=4'),
    );
    expect(changeFilters(filters, { sizes: ['M'] }).page).toBe(1);
    expect(writeListingFilters(clearFilters(filters)).toString()).toBe(
      'search=kurta&category=MQ&sort=newest',
    );
  });

  it('builds the API query with the listing flag and no empty keys', () => {
    const filters = readListingFilters(new URLSearchParams('size=M&min_price=500'));
    expect(toListingArgs('hot-deals', filters)).toEqual({
      size: 'M',
      min_price: 500,
      page: 1,
      limit: 24,
      hot_deal: 1,
    });
    expect(toListingArgs('all', readListingFilters(new URLSearchParams()))).toEqual({
      page: 1,
      limit: 24,
    });
  });
});
