import type { Address, AddressInput } from '@kesariya/shared';
import { api, asList } from '@/store/api';

export type AddressFields = AddressInput & { is_default: boolean };

const addressApiWithTags = api.enhanceEndpoints({ addTagTypes: ['Address'] });

/** The address book; every change refetches the list. */
export const addressApi = addressApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<Address[], void>({
      query: () => ({ path: 'website/address' }),
      transformResponse: (envelope) => asList<Address>(envelope.data),
      providesTags: ['Address'],
    }),
    createAddress: build.mutation<Address, AddressFields>({
      query: (fields) => ({ path: 'website/address/create', method: 'POST', form: { ...fields } }),
      transformResponse: (envelope) => envelope.data as Address,
      invalidatesTags: ['Address'],
    }),
    updateAddress: build.mutation<Address, AddressFields & { id: number }>({
      query: ({ id, ...fields }) => ({
        path: `website/address/update/${id}`,
        method: 'PUT',
        form: { ...fields },
      }),
      transformResponse: (envelope) => envelope.data as Address,
      invalidatesTags: ['Address'],
    }),
    deleteAddress: build.mutation<unknown, number>({
      query: (id) => ({ path: `website/address/delete/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Address'],
    }),
  }),
});

export const {
  useGetAddressesQuery,
  useCreateAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
} = addressApi;
