import type { AuditEntry, AuditFacets, Envelope, Pagination } from '@kesariya/shared';
import { api, asList } from '@/store/api';

export interface AuditListArgs {
  action?: string;
  target_type?: string;
  staff_user_id?: string;
  page: number;
}

const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    audit: build.query<{ items: AuditEntry[]; pagination?: Pagination }, AuditListArgs>({
      query: (query) => ({ path: 'admin/audit', query: { ...query } }),
      transformResponse: (envelope: Envelope) => ({
        items: asList<AuditEntry>(envelope.data),
        pagination: envelope.pagination,
      }),
    }),
    auditFacets: build.query<AuditFacets, void>({
      query: () => ({ path: 'admin/audit/facets' }),
      transformResponse: (envelope: Envelope) => envelope.data as AuditFacets,
    }),
  }),
});

export const { useAuditQuery, useAuditFacetsQuery } = auditApi;
