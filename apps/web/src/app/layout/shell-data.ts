import { promoApi } from '@/features/promo/api/promo-api';
import type { FirstScreenData } from '@/store/route-handle';
import { siteApi } from '@/store/site-api';

/** What the header, promotional bar and footer show on every server-rendered page. */
export const shellFirstScreen: FirstScreenData = ({ dispatch }) => [
  dispatch(siteApi.endpoints.getTopCategories.initiate()),
  dispatch(siteApi.endpoints.getPolicyPages.initiate()),
  dispatch(siteApi.endpoints.getStoreSettings.initiate()),
  dispatch(promoApi.endpoints.getPromotion.initiate()),
];
