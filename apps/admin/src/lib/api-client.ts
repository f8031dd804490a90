import type { ApiClient } from '@kesariya/shared';

/**
 * The back office's API client: the shared transport (packages/shared/src/api-transport.ts) with
 * the credential the server writes into index.html when it serves it, so one build fits any setup.
 * The staff session's cookie goes along with every call.
 */
export const apiClient: ApiClient = {
  credential: () =>
    document.querySelector<HTMLMetaElement>('meta[name="api-credential"]')?.content || null,
};
