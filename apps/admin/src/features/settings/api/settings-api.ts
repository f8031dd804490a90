import type {
  AdminCoupon,
  AdminModule,
  AdminStoreDetails,
  CodRules,
  PrepaidNudge,
  DeliveryRules,
  Envelope,
  Pagination,
  QueryValue,
  ReturnedParcelRule,
  SignupRewardRule,
} from '@kesariya/shared';
import { api, asList } from '@/store/api';

const data = <T>(envelope: Envelope) => envelope.data as T;

export type CouponListArgs = Record<string, QueryValue> & { page: number };

/**
 * The owner's settings calls: store details, modules, coupons, delivery, COD, sign-up reward and
 * where a returned parcel's money goes.
 */
const settingsApi = api
  .enhanceEndpoints({ addTagTypes: ['StoreDetails', 'Module', 'Coupon', 'StoreRules'] })
  .injectEndpoints({
    endpoints: (build) => ({
      storeDetails: build.query<AdminStoreDetails, void>({
        query: () => ({ path: 'admin/settings/store' }),
        transformResponse: data<AdminStoreDetails>,
        providesTags: ['StoreDetails'],
      }),
      saveStoreDetails: build.mutation<AdminStoreDetails, Record<string, string>>({
        query: (form) => ({ path: 'admin/settings/store', method: 'PUT', form }),
        transformResponse: data<AdminStoreDetails>,
        invalidatesTags: (_result, error) => (error ? [] : ['StoreDetails']),
      }),
      modules: build.query<AdminModule[], void>({
        query: () => ({ path: 'admin/settings/modules' }),
        transformResponse: (envelope: Envelope) => asList<AdminModule>(envelope.data),
        providesTags: ['Module'],
      }),
      switchModule: build.mutation<AdminModule, AdminModule>({
        query: ({ name, status }) => ({
          path: `admin/settings/modules/${name}`,
          method: 'POST',
          form: { status },
        }),
        transformResponse: data<AdminModule>,
        invalidatesTags: ['Module'],
      }),
      coupons: build.query<{ items: AdminCoupon[]; pagination?: Pagination }, CouponListArgs>({
        query: (query) => ({ path: 'admin/coupon', query }),
        transformResponse: (envelope: Envelope) => ({
          items: asList<AdminCoupon>(envelope.data),
          pagination: envelope.pagination,
        }),
        providesTags: ['Coupon'],
      }),
      coupon: build.query<AdminCoupon, number>({
        query: (id) => ({ path: `admin/coupon/${id}` }),
        transformResponse: data<AdminCoupon>,
        providesTags: (_result, _error, id) => [{ type: 'Coupon', id }],
      }),
      saveCoupon: build.mutation<AdminCoupon, { id: number | null; form: Record<string, string> }>({
        query: ({ id, form }) =>
          id === null
            ? { path: 'admin/coupon', method: 'POST', form }
            : { path: `admin/coupon/${id}`, method: 'PUT', form },
        transformResponse: data<AdminCoupon>,
        invalidatesTags: (_result, error, { id }) =>
          error ? [] : ['Coupon', ...(id ? [{ type: 'Coupon' as const, id }] : [])],
      }),
      deactivateCoupon: build.mutation<AdminCoupon, number>({
        query: (id) => ({ path: `admin/coupon/${id}/deactivate`, method: 'POST' }),
        transformResponse: data<AdminCoupon>,
        invalidatesTags: (_result, _error, id) => ['Coupon', { type: 'Coupon', id }],
      }),
      deliveryRules: build.query<DeliveryRules, void>({
        query: () => ({ path: 'admin/settings/delivery' }),
        transformResponse: data<DeliveryRules>,
        providesTags: ['StoreRules'],
      }),
      saveDeliveryRules: build.mutation<DeliveryRules, Record<string, string>>({
        query: (form) => ({ path: 'admin/settings/delivery', method: 'PUT', form }),
        transformResponse: data<DeliveryRules>,
        invalidatesTags: (_result, error) => (error ? [] : ['StoreRules']),
      }),
      codRules: build.query<CodRules, void>({
        query: () => ({ path: 'admin/settings/cod' }),
        transformResponse: data<CodRules>,
        providesTags: ['StoreRules'],
      }),
      saveCodRules: build.mutation<CodRules, Record<string, string>>({
        query: (form) => ({ path: 'admin/settings/cod', method: 'PUT', form }),
        transformResponse: data<CodRules>,
        invalidatesTags: (_result, error) => (error ? [] : ['StoreRules']),
      }),
      prepaidNudge: build.query<PrepaidNudge, void>({
        query: () => ({ path: 'admin/settings/prepaid-nudge' }),
        transformResponse: data<PrepaidNudge>,
        providesTags: ['StoreRules'],
      }),
      savePrepaidNudge: build.mutation<PrepaidNudge, Record<string, string>>({
        query: (form) => ({ path: 'admin/settings/prepaid-nudge', method: 'PUT', form }),
        transformResponse: data<PrepaidNudge>,
        invalidatesTags: (_result, error) => (error ? [] : ['StoreRules']),
      }),
      signupReward: build.query<SignupRewardRule, void>({
        query: () => ({ path: 'admin/settings/signup-reward' }),
        transformResponse: data<SignupRewardRule>,
        providesTags: ['StoreRules'],
      }),
      saveSignupReward: build.mutation<SignupRewardRule, { amount: string }>({
        query: (form) => ({ path: 'admin/settings/signup-reward', method: 'PUT', form }),
        transformResponse: data<SignupRewardRule>,
        invalidatesTags: (_result, error) => (error ? [] : ['StoreRules']),
      }),
      returnedParcels: build.query<ReturnedParcelRule, void>({
        query: () => ({ path: 'admin/settings/returned-parcels' }),
        transformResponse: data<ReturnedParcelRule>,
        providesTags: ['StoreRules'],
      }),
      saveReturnedParcels: build.mutation<ReturnedParcelRule, { refund_to: string }>({
        query: (form) => ({ path: 'admin/settings/returned-parcels', method: 'PUT', form }),
        transformResponse: data<ReturnedParcelRule>,
        invalidatesTags: (_result, error) => (error ? [] : ['StoreRules']),
      }),
    }),
  });

export const {
  useReturnedParcelsQuery,
  useSaveReturnedParcelsMutation,
  useStoreDetailsQuery,
  useSaveStoreDetailsMutation,
  useModulesQuery,
  useSwitchModuleMutation,
  useCouponsQuery,
  useCouponQuery,
  useSaveCouponMutation,
  useDeactivateCouponMutation,
  useDeliveryRulesQuery,
  useSaveDeliveryRulesMutation,
  useCodRulesQuery,
  useSaveCodRulesMutation,
  usePrepaidNudgeQuery,
  useSavePrepaidNudgeMutation,
  useSignupRewardQuery,
  useSaveSignupRewardMutation,
} = settingsApi;
