import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_COORDINATES,
  DEFAULT_DELIVERY_CHARGE,
  DEFAULT_PAGE_COUNT,
  DEFAULT_PAYMENT_METHOD,
  STORAGE_KEYS,
  type PaymentMethod,
  type SearchSuggestion,
} from '@kesariya/shared';
import { readJson, readStorage } from '@/lib/storage';

/** The login answer's user record: at least id and a wallet amount. */
export interface UserInfo {
  id: number;
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  wallet?: number;
  [key: string]: unknown;
}

/**
 * The shared shopper state with its defaults (docs/decisions/storefront-screens.md, Shopper state
 * and storage).
 */
export interface ShopperState {
  latitude: number;
  longitude: number;
  searchQuery: string;
  searchSuggestions: SearchSuggestion[];
  productData: unknown[];
  selectedAddress: unknown | null;
  deliveryCharge: number;
  categoryId: number | null;
  subCategoryId: number | null;
  priceRange: [number, number];
  minPriceRange: number | '';
  maxPriceRange: number | '';
  priceUpdateValue: boolean;
  couponData: unknown[];
  couponCode: string;
  appliedCoupon: unknown | null;
  pageCount: number;
  isTreadingProduct: boolean;
  paymentMethod: PaymentMethod;
  size: string;
  isRegistered: boolean;
  userInfo: UserInfo | null;
}

function readUserInfo(): UserInfo | null {
  const info = readJson<UserInfo>(STORAGE_KEYS.info);
  return info && typeof info === 'object' && 'id' in info ? info : null;
}

export function initialShopperState(): ShopperState {
  return {
    latitude: DEFAULT_COORDINATES.latitude,
    longitude: DEFAULT_COORDINATES.longitude,
    searchQuery: '',
    searchSuggestions: [],
    productData: [],
    selectedAddress: null,
    deliveryCharge: DEFAULT_DELIVERY_CHARGE,
    categoryId: null,
    subCategoryId: null,
    priceRange: [0, 0],
    minPriceRange: '',
    maxPriceRange: '',
    priceUpdateValue: false,
    couponData: [],
    couponCode: '',
    appliedCoupon: null,
    pageCount: DEFAULT_PAGE_COUNT,
    isTreadingProduct: true,
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    size: '',
    isRegistered: readStorage(STORAGE_KEYS.isRegistered) === 'true',
    userInfo: readUserInfo(),
  };
}

type Setters = {
  [K in keyof ShopperState]: (state: ShopperState, action: PayloadAction<ShopperState[K]>) => void;
};

function setter<K extends keyof ShopperState>(key: K) {
  return (state: ShopperState, action: PayloadAction<ShopperState[K]>) => {
    (state as ShopperState)[key] = action.payload;
  };
}

const keys = Object.keys(initialShopperState()) as (keyof ShopperState)[];
const reducers = Object.fromEntries(keys.map((key) => [key, setter(key)])) as unknown as Setters;

/** One plain setter per field (`shopperActions.deliveryCharge(40)`). */
export const shopperSlice = createSlice({
  name: 'shopper',
  initialState: initialShopperState,
  reducers,
});

export const shopperActions = shopperSlice.actions;
