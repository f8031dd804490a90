import { api } from './api';

export const logoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<{ status: boolean; message: string }, { userId: number }>({
      query: ({ userId }) => ({
        path: 'website/user/logout',
        method: 'POST',
        form: { user_id: userId },
      }),
      transformResponse: (envelope) => ({ status: envelope.status, message: envelope.message }),
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
