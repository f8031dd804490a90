import type { DemoStoreSettings } from './types';

/**
 * The one physical shop: address, GET DIRECTIONS, contact, socials
 * (docs/decisions/storefront-screens.md, Layout rules).
 */

const ADDRESS_LINE = 'Shop 4, Ganga Kaveri Arcade, Fergusson College Road, Shivajinagar';
const CITY = 'Pune';
const PINCODE = '411004';
const MAP_QUERY = `Kesariya, ${ADDRESS_LINE}, ${CITY} ${PINCODE}`;
/** Fergusson College Road, Shivajinagar: where the map opens, and the store's place for crawlers. */
const COORDINATES = '18.5236,73.8413';

export const STORE: DemoStoreSettings = {
  storeName: 'Kesariya',
  tagline: 'Handpicked ethnic wear from Pune, since 1998',
  addressLine: ADDRESS_LINE,
  city: CITY,
  state: 'Maharashtra',
  pincode: PINCODE,
  phone: '+91 20 2553 4821',
  supportEmail: 'support@kesariya.in',
  // The wording of the support hours is fixed (docs/decisions/api-and-validation.md, Business
  // constants).
  supportHours: 'Monday to Saturday, 10am to 7pm IST',
  // A made-up registration in Maharashtra's series (state code 27), printed on the demo's invoices.
  gstin: '27AAKFK4821M1Z3',
  // As Google Maps writes a place's address: the search, then where the map opens.
  mapLink: `https://www.google.com/maps/search/${encodeURIComponent(MAP_QUERY)}/@${COORDINATES},17z`,
  mapEmbedLink: `https://www.google.com/maps?q=${encodeURIComponent(MAP_QUERY)}&output=embed`,
  socials: [
    { name: 'instagram', url: 'https://www.instagram.com/kesariya.pune' },
    { name: 'facebook', url: 'https://www.facebook.com/kesariya.pune' },
    { name: 'youtube', url: 'https://www.youtube.com/@kesariyapune' },
  ],
};
