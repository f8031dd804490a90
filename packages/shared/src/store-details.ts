import type { StoreSettings } from './api-types';
import { SUPPORT_HOURS } from './constants';

/**
 * The store's details until the owner saves them (back office, Settings › Store details): a name
 * and the support hours, nothing else. Every text that names the store reads the saved details;
 * this is the one place the default name is written (docs/decisions/back-office.md, Store details).
 */
export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  store_name: 'Kesariya',
  tagline: '',
  address_line: '',
  city: '',
  state: '',
  pincode: '',
  phone: '',
  support_email: '',
  support_hours: SUPPORT_HOURS,
  map_link: '',
  map_embed_link: '',
  socials: [],
};

/**
 * The file name of an invoice's PDF: the store's name as letters, digits and hyphens, then the
 * invoice number with its slashes turned into hyphens (`Kesariya-invoice-KS-2026-27-000001.pdf`).
 */
export function invoiceFileName(storeName: string, invoiceNumber: string): string {
  const store = storeName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'store';
  return `${store}-invoice-${invoiceNumber.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;
}
