import type { Envelope, StaffAccount } from '@kesariya/shared';
import { api, asList } from './api';

/**
 * Everyone who has had a back-office account (GET admin/staff, owner only). Here rather than in a
 * feature because two places read it: the staff screen, and the audit log's "who" filter.
 */
export const staffListApi = api.enhanceEndpoints({ addTagTypes: ['Staff'] }).injectEndpoints({
  endpoints: (build) => ({
    staffList: build.query<StaffAccount[], void>({
      query: () => ({ path: 'admin/staff' }),
      transformResponse: (envelope: Envelope) => asList<StaffAccount>(envelope.data),
      providesTags: ['Staff'],
    }),
  }),
});

export const { useStaffListQuery } = staffListApi;
