import type { StoreSettings } from '@kesariya/shared';

/** "Address line, City, State, Pincode", leaving out the parts the store has not filled in. */
export function storeAddress(store: StoreSettings): string {
  return [store.address_line, store.city, store.state, store.pincode].filter(Boolean).join(', ');
}

/** A phone number as a `tel:` link (no spaces). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}
