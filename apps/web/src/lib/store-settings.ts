import type { StoreSettings } from '@kesariya/shared';
import { SUPPORT_HOURS } from '@kesariya/shared';

/**
 * What the shell shows before (or without) the store settings answer, so the footer never renders
 * empty. The server's `website/store` answer replaces it as soon as it arrives.
 */
export const FALLBACK_STORE: StoreSettings = {
  store_name: 'Kesariya',
  tagline: 'Ethnic wear from Pune',
  address_line: '',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '',
  phone: '',
  support_email: 'support@kesariya.in',
  support_hours: SUPPORT_HOURS,
  map_link: 'https://maps.google.com/?q=18.447660,73.826200',
  map_embed_link: '',
  socials: [],
};

/** "Address line, City, State, Pincode", leaving out the parts the store has not filled in. */
export function storeAddress(store: StoreSettings): string {
  return [store.address_line, store.city, store.state, store.pincode].filter(Boolean).join(', ');
}

/** A phone number as a `tel:` link (no spaces). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}
