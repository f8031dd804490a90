import type { PriceData } from '@kesariya/shared';

/**
 * The price inputs of a listing (the shopper state's price range): the bounds the range can move
 * in, and the two values shown. '' means "not set yet".
 */
export interface PriceInputs {
  priceRange: [number, number];
  minPriceRange: number | '';
  maxPriceRange: number | '';
}

export const EMPTY_PRICE_INPUTS: PriceInputs = {
  priceRange: [0, 0],
  minPriceRange: '',
  maxPriceRange: '',
};

/**
 * docs/decisions/catalogue-and-search.md, Listings: when no min or max price is set yet they are
 * initialised from price_data (min_price, max_price, default 0); a response without data resets the
 * bounds to empty.
 */
export function applyPriceData(
  current: PriceInputs,
  response: { data: unknown[]; price_data: PriceData | null },
): PriceInputs {
  if (response.data.length === 0) return EMPTY_PRICE_INPUTS;
  const min = response.price_data?.min_price ?? 0;
  const max = response.price_data?.max_price ?? 0;
  return {
    priceRange: [min, max],
    minPriceRange: current.minPriceRange === '' ? min : current.minPriceRange,
    maxPriceRange: current.maxPriceRange === '' ? max : current.maxPriceRange,
  };
}

/** A round step for the range inputs: ₹50 for cheap sets, ₹500 for bridal ones. */
export function priceStep(max: number): number {
  if (max <= 2000) return 50;
  if (max <= 20000) return 100;
  return 500;
}
