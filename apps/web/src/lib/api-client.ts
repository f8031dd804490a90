import type { ApiClient } from '@kesariya/shared';

/**
 * The storefront's API client: the shared transport (packages/shared/src/api-transport.ts) with
 * the credential the server writes into index.html at run time, so one build serves any setup.
 * While the server renders a page there is no document, and its own transport brings the
 * credential (src/entry-server.tsx).
 */
export const apiClient: ApiClient = {
  credential: () => {
    if (typeof document === 'undefined') return null;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="api-credential"]');
    return meta?.content || null;
  },
};
