import type { DashboardSummary, Envelope } from '@kesariya/shared';
import { api } from '@/store/api';

const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<DashboardSummary, void>({
      query: () => ({ path: 'admin/dashboard' }),
      transformResponse: (envelope: Envelope) => envelope.data as DashboardSummary,
    }),
  }),
});

export const { useDashboardQuery } = dashboardApi;
