import { promoApi } from '@/features/promo/api/promo-api';
import type { FirstScreenData } from '@/store/route-handle';
import { shopperApi } from '@/store/shopper-api';
import { siteApi } from '@/store/site-api';

/**
 * What the header, promotional bar and footer show on every server-rendered page, and the store's
 * modules and checkout settings, which every page asks for as it starts (StartupFetches): sent with
 * the page, they are not asked for again just as the page goes live. All of it is the same for
 * every shopper, and a change to any of it drops the kept pages.
 */
export const shellFirstScreen: FirstScreenData = ({ dispatch }) => [
  dispatch(siteApi.endpoints.getTopCategories.initiate()),
  dispatch(siteApi.endpoints.getPolicyPages.initiate()),
  dispatch(siteApi.endpoints.getStoreSettings.initiate()),
  dispatch(promoApi.endpoints.getPromotion.initiate()),
  dispatch(shopperApi.endpoints.getModules.initiate()),
  dispatch(shopperApi.endpoints.getPaymentSettings.initiate()),
];
