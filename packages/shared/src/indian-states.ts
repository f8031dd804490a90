/**
 * The 28 states and 8 union territories of India, as an Indian address names them. The address form
 * offers exactly these, and the server accepts only these for an address in India.
 */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export const INDIAN_UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

/** States first, then union territories, each alphabetical: the order of the form's list. */
export const INDIAN_STATES_AND_UTS: readonly string[] = [
  ...INDIAN_STATES,
  ...INDIAN_UNION_TERRITORIES,
];

export const INDIA = 'India';

/** The listed spelling of a state typed in any case, or null when it is not one of ours. */
export function canonicalIndianState(value: string): string | null {
  const wanted = value.trim().toLowerCase();
  return INDIAN_STATES_AND_UTS.find((state) => state.toLowerCase() === wanted) ?? null;
}

export function isIndia(country: string): boolean {
  const c = country.trim().toLowerCase();
  return c === '' || c === 'india' || c === 'in' || c === 'bharat';
}
