/**
 * Rules of an address-book entry, shared by the address form and the server.
 * Indian addresses: 10-digit phone, six-digit pincode, a state from the list. Addresses abroad
 * (the promotional bar promises worldwide shipping): free-form postal code and region, an
 * international phone number.
 */
import { canonicalIndianState, INDIA, isIndia } from './indian-states';

export const ADDRESS_TYPES = ['home', 'work'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export interface AddressInput {
  name: string;
  phone: string;
  pincode: string;
  address_line: string;
  landmark: string;
  city: string;
  state: string;
  country: string;
  type: string;
}

export interface AddressProblem {
  field: keyof AddressInput;
  message: string;
}

export const ADDRESS_LIMITS = {
  name: 100,
  addressLine: 300,
  landmark: 150,
  city: 100,
  region: 100,
  country: 60,
  postal: 12,
} as const;

const INDIAN_PINCODE = /^[1-9][0-9]{5}$/;
const INDIAN_PHONE = /^[6-9][0-9]{9}$/;
/** E.164-ish: an optional +, then 7 to 15 digits; spaces, dashes and brackets are allowed between. */
const INTERNATIONAL_PHONE = /^\+?[0-9][0-9 ()-]{5,20}[0-9]$/;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$/;

function digitsOf(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** An Indian number as its 10 digits: spaces and dashes dropped, a +91, 91 or 0 prefix removed. */
function indianDigits(phone: string): string {
  const digits = digitsOf(phone);
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** The first problem of an address, naming its field, or null when it can be saved. */
export function validateAddress(input: AddressInput): AddressProblem | null {
  const india = isIndia(input.country);
  const name = input.name.trim();
  if (name.length < 3) return { field: 'name', message: 'Name must be at least 3 characters long' };
  if (name.length > ADDRESS_LIMITS.name)
    return {
      field: 'name',
      message: `Name must be at most ${ADDRESS_LIMITS.name} characters long`,
    };

  const phone = input.phone.trim();
  if (phone === '') return { field: 'phone', message: 'Phone number is required' };
  if (india) {
    if (!/^[+0-9 -]+$/.test(phone) || !INDIAN_PHONE.test(indianDigits(phone))) {
      return { field: 'phone', message: 'Phone number must be a 10-digit Indian mobile number' };
    }
  } else {
    const digits = digitsOf(phone);
    if (!INTERNATIONAL_PHONE.test(phone) || digits.length < 7 || digits.length > 15) {
      return {
        field: 'phone',
        message: 'Phone number must be an international number, e.g. +44 20 7946 0958',
      };
    }
  }

  const pincode = input.pincode.trim();
  if (india) {
    if (pincode === '') return { field: 'pincode', message: 'Pincode is required' };
    if (!INDIAN_PINCODE.test(pincode))
      return { field: 'pincode', message: 'Pincode must be 6 digits' };
  } else if (pincode === '' || !POSTAL_CODE.test(pincode)) {
    return {
      field: 'pincode',
      message: 'Postal code is required (letters, digits, spaces or dashes)',
    };
  }

  const line = input.address_line.trim();
  if (line.length < 5)
    return { field: 'address_line', message: 'House number and street are required' };
  if (line.length > ADDRESS_LIMITS.addressLine)
    return {
      field: 'address_line',
      message: `Address must be at most ${ADDRESS_LIMITS.addressLine} characters long`,
    };
  if (input.landmark.trim().length > ADDRESS_LIMITS.landmark)
    return {
      field: 'landmark',
      message: `Landmark must be at most ${ADDRESS_LIMITS.landmark} characters long`,
    };

  const city = input.city.trim();
  if (city.length < 2) return { field: 'city', message: 'City is required' };
  if (city.length > ADDRESS_LIMITS.city)
    return {
      field: 'city',
      message: `City must be at most ${ADDRESS_LIMITS.city} characters long`,
    };

  const state = input.state.trim();
  if (india) {
    if (state === '') return { field: 'state', message: 'State is required' };
    if (!canonicalIndianState(state))
      return {
        field: 'state',
        message: 'State must be one of the states or union territories of India',
      };
  } else {
    if (state === '') return { field: 'state', message: 'State, province or region is required' };
    if (state.length > ADDRESS_LIMITS.region)
      return {
        field: 'state',
        message: `State must be at most ${ADDRESS_LIMITS.region} characters long`,
      };
    if (input.country.trim().length > ADDRESS_LIMITS.country)
      return { field: 'country', message: 'Country name is too long' };
  }

  if (!(ADDRESS_TYPES as readonly string[]).includes(input.type.trim().toLowerCase())) {
    return { field: 'type', message: 'Address type must be home or work' };
  }
  return null;
}

/** The address as it is stored: trimmed, Indian phone as 10 digits, state in its listed spelling. */
export function normalizeAddress(input: AddressInput): AddressInput {
  const india = isIndia(input.country);
  const phone = input.phone.trim();
  return {
    name: input.name.trim(),
    phone: india ? indianDigits(phone) : phone.replace(/\s+/g, ' '),
    pincode: india ? input.pincode.trim() : input.pincode.trim().toUpperCase(),
    address_line: input.address_line.trim(),
    landmark: input.landmark.trim(),
    city: input.city.trim(),
    state: india ? (canonicalIndianState(input.state) ?? input.state.trim()) : input.state.trim(),
    country: india ? INDIA : input.country.trim(),
    type: input.type.trim().toLowerCase(),
  };
}
