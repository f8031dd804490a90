/** Admin module configuration (spec section 3); every module is enabled in the demo. */
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
