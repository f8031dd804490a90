import { canonicalIndianState, INDIA, isIndia } from '@kesariya/shared';

/** GST state codes, the first two digits of every GSTIN registered in that state or territory. */
const GST_STATE_CODES: Record<string, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** Where a supply goes outside India: the code GST returns use for a foreign country. */
export const OUTSIDE_INDIA = { state: 'Outside India', code: '96' } as const;

/** A place in GST terms: the state as listed and its code, or outside India. */
export interface GstPlace {
  state: string;
  code: string;
}

/** The GST place of an address's state and country; an unlisted Indian state has no code (''). */
export function gstPlaceOf(state: string, country: string): GstPlace {
  if (!isIndia(country)) return OUTSIDE_INDIA;
  const listed = canonicalIndianState(state);
  return listed ? { state: listed, code: GST_STATE_CODES[listed]! } : { state, code: '' };
}

/** The store's place: its GSTIN's first two digits name its state; without a GSTIN, its address. */
export function storePlaceOf(gstin: string, state: string): GstPlace {
  const code = /^[0-9]{2}/.test(gstin) ? gstin.slice(0, 2) : gstPlaceOf(state, INDIA).code;
  const named = Object.entries(GST_STATE_CODES).find(([, c]) => c === code)?.[0];
  return { state: named ?? state, code };
}
