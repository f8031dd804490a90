/** Module configuration (docs/decisions.md, Module configuration); the demo enables them all. */
export const MODULES: readonly string[] = [
  'cart',
  'wishlist',
  'wallet',
  'returns',
  'replacements',
  'cod',
  'online_payment',
  'newsletter',
  'customer_support',
  'reviews',
];
