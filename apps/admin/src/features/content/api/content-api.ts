import type {
  AdminFaq,
  AdminPolicyPage,
  AdminPolicySummary,
  AdminPromotional,
  Envelope,
} from '@kesariya/shared';
import { api, asList } from '@/store/api';

const data = <T>(envelope: Envelope) => envelope.data as T;

/** The owner's content calls: the banner, the policy pages and the FAQ. */
const contentApi = api
  .enhanceEndpoints({ addTagTypes: ['Promotional', 'PolicyPage', 'Faq'] })
  .injectEndpoints({
    endpoints: (build) => ({
      promotional: build.query<AdminPromotional, void>({
        query: () => ({ path: 'admin/content/promotional' }),
        transformResponse: data<AdminPromotional>,
        providesTags: ['Promotional'],
      }),
      savePromotional: build.mutation<AdminPromotional, { message: string; active: boolean }>({
        query: (form) => ({ path: 'admin/content/promotional', method: 'PUT', form }),
        transformResponse: data<AdminPromotional>,
        invalidatesTags: (_result, error) => (error ? [] : ['Promotional']),
      }),
      policies: build.query<AdminPolicySummary[], void>({
        query: () => ({ path: 'admin/content/pages' }),
        transformResponse: (envelope: Envelope) => asList<AdminPolicySummary>(envelope.data),
        providesTags: ['PolicyPage'],
      }),
      policy: build.query<AdminPolicyPage, number>({
        query: (id) => ({ path: `admin/content/pages/${id}` }),
        transformResponse: data<AdminPolicyPage>,
        providesTags: (_result, _error, id) => [{ type: 'PolicyPage', id }],
      }),
      savePolicy: build.mutation<AdminPolicyPage, { id: number; title: string; content: string }>({
        query: ({ id, ...form }) => ({ path: `admin/content/pages/${id}`, method: 'PUT', form }),
        transformResponse: data<AdminPolicyPage>,
        invalidatesTags: (_result, error, { id }) =>
          error ? [] : ['PolicyPage', { type: 'PolicyPage', id }],
      }),
      faqs: build.query<AdminFaq[], void>({
        query: () => ({ path: 'admin/content/faq' }),
        transformResponse: (envelope: Envelope) => asList<AdminFaq>(envelope.data),
        providesTags: ['Faq'],
      }),
      saveFaq: build.mutation<AdminFaq, { id: number | null; form: Record<string, string> }>({
        query: ({ id, form }) =>
          id === null
            ? { path: 'admin/content/faq', method: 'POST', form }
            : { path: `admin/content/faq/${id}`, method: 'PUT', form },
        transformResponse: data<AdminFaq>,
        invalidatesTags: (_result, error) => (error ? [] : ['Faq']),
      }),
      deleteFaq: build.mutation<null, number>({
        query: (id) => ({ path: `admin/content/faq/${id}`, method: 'DELETE' }),
        transformResponse: () => null,
        invalidatesTags: ['Faq'],
      }),
      reorderFaqs: build.mutation<unknown, number[]>({
        query: (ids) => ({
          path: 'admin/content/faq/reorder',
          method: 'POST',
          form: { ids: ids.join(',') },
        }),
        invalidatesTags: ['Faq'],
      }),
    }),
  });

export const {
  usePromotionalQuery,
  useSavePromotionalMutation,
  usePoliciesQuery,
  usePolicyQuery,
  useSavePolicyMutation,
  useFaqsQuery,
  useSaveFaqMutation,
  useDeleteFaqMutation,
  useReorderFaqsMutation,
} = contentApi;
