import { describe, expect, it } from 'vitest';
import { applyPriceData, EMPTY_PRICE_INPUTS } from './price-bounds';

const item = { id: 1 };

describe('listing price inputs', () => {
  it('initialises min and max from price_data when they are not set yet', () => {
    expect(
      applyPriceData(EMPTY_PRICE_INPUTS, {
        data: [item],
        price_data: { min_price: 359, max_price: 40099 },
      }),
    ).toEqual({
      priceRange: [359, 40099],
      minPriceRange: 359,
      maxPriceRange: 40099,
    });
  });

  it('keeps values the shopper has set, moving only the bounds', () => {
    const current = {
      priceRange: [359, 40099] as [number, number],
      minPriceRange: 1000,
      maxPriceRange: '' as const,
    };
    expect(
      applyPriceData(current, { data: [item], price_data: { min_price: 500, max_price: 9000 } }),
    ).toEqual({
      priceRange: [500, 9000],
      minPriceRange: 1000,
      maxPriceRange: 9000,
    });
  });

  it('defaults to 0 when price_data is missing', () => {
    expect(applyPriceData(EMPTY_PRICE_INPUTS, { data: [item], price_data: null })).toEqual({
      priceRange: [0, 0],
      minPriceRange: 0,
      maxPriceRange: 0,
    });
  });

  it('resets the bounds to empty when a response has no data', () => {
    const current = {
      priceRange: [359, 40099] as [number, number],
      minPriceRange: 359,
      maxPriceRange: 40099,
    };
    expect(
      applyPriceData(current, { data: [], price_data: { min_price: 359, max_price: 40099 } }),
    ).toEqual(EMPTY_PRICE_INPUTS);
  });
});
