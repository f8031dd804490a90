import type { BuildDemoCatalogue, DemoCatalogue } from './types';
import { buildCategories } from './categories';
import { COUPONS, PROMOTIONAL_MESSAGE } from './coupons';
import { FAQS } from './faqs';
import { MODULES } from './modules';
import { POLICIES } from './policies';
import { buildProducts } from './products';
import { createRandom } from './random';
import { STORE } from './store';

export type * from './types';
export { loadDemoCatalogue } from './load-catalogue';

/** Any fixed number works; this one is "Kesariya" on a phone keypad. */
export const DEFAULT_DEMO_SEED = 53727492;

/**
 * Builds the whole demo catalogue. Pure and deterministic: the same seed and count give the same
 * catalogue; the fixed parts are copied so callers may mutate what they get.
 */
export const buildDemoCatalogue: BuildDemoCatalogue = ({ productCount, seed }) => {
  if (!Number.isInteger(productCount) || productCount < 0) {
    throw new Error(`productCount must be a non-negative integer, got ${productCount}`);
  }
  const random = createRandom(seed ?? DEFAULT_DEMO_SEED);
  const catalogue: DemoCatalogue = {
    store: structuredClone(STORE),
    promotionalMessage: PROMOTIONAL_MESSAGE,
    categories: buildCategories(),
    products: buildProducts(productCount, random),
    policies: POLICIES.map((p) => ({ ...p })),
    faqs: FAQS.map((f) => ({ ...f })),
    coupons: COUPONS.map((c) => ({ ...c })),
    modules: [...MODULES],
  };
  return catalogue;
};
