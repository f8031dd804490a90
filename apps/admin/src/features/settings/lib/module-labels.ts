import type { ModuleName } from '@kesariya/shared';

/**
 * A switch the storefront reads but does not act on yet (docs/decisions/back-office.md, Module
 * configuration).
 */
const NOT_YET = 'Kept in the store’s configuration; shoppers see no change yet.';

/** What each module switch does for shoppers, in the owner's words. */
export const MODULE_LABELS: Record<ModuleName, { label: string; effect: string }> = {
  cart: { label: 'Cart', effect: NOT_YET },
  wishlist: { label: 'Wishlist', effect: NOT_YET },
  wallet: {
    label: 'Wallet',
    effect: 'The wallet pages and menu entries; refunds and the sign-up reward land here.',
  },
  returns: { label: 'Returns', effect: 'Shoppers ask to return delivered pieces.' },
  replacements: {
    label: 'Replacements',
    effect: 'Shoppers ask for another size of a delivered piece.',
  },
  cod: { label: 'Cash on delivery', effect: 'Paying cash to the courier at checkout.' },
  online_payment: { label: 'Online payment', effect: 'Paying online (UPI, cards) at checkout.' },
  newsletter: { label: 'Newsletter', effect: NOT_YET },
  customer_support: {
    label: 'Customer support',
    effect: 'The support page and its menu entries, where shoppers raise tickets.',
  },
  reviews: { label: 'Reviews', effect: NOT_YET },
};
