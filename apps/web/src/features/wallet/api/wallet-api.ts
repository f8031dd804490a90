import type { Pagination, WalletView } from '@kesariya/shared';
import { api } from '@/store/api';

export interface WalletPage extends WalletView {
  pagination: Pagination | null;
}

const walletApiWithTags = api.enhanceEndpoints({ addTagTypes: ['Wallet'] });

/** The wallet: its balance and one page of its ledger, refetched after anything moves money. */
export const walletApi = walletApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getWallet: build.query<WalletPage, number>({
      query: (page) => ({ path: 'website/wallet', query: { page, limit: 20 } }),
      transformResponse: (envelope) => {
        const view = envelope.data as WalletView | null;
        return {
          balance: view?.balance ?? 0,
          entries: view?.entries ?? [],
          pagination: envelope.pagination ?? null,
        };
      },
      providesTags: ['Wallet'],
    }),
  }),
});

export const { useGetWalletQuery } = walletApi;
