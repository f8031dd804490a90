import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import {
  asQueryResult,
  callApi,
  STAFF_ONLY_MESSAGE,
  type ApiFailure,
  type ApiRequest,
  type Envelope,
} from '@kesariya/shared';
import { apiClient } from '@/lib/api-client';
import { sessionLost } from './session-slice';

export { asList, errorMessage, errorStatus, failureOf, type ApiFailure } from '@kesariya/shared';

export interface ApiArgs extends Omit<ApiRequest, 'signal'> {
  /** A call made before there is a session (login): its 401 is an answer, not a lost session. */
  signIn?: boolean;
}

/**
 * No staff session: a 401, or the 403 a browser that holds only a shopper's session gets (the owner
 * who also shops in this browser must still see the sign-in screen, not "no access").
 */
function isSignedOut(failure: ApiFailure): boolean {
  return (
    failure.status === 401 || (failure.status === 403 && failure.message === STAFF_ONLY_MESSAGE)
  );
}

/**
 * RTK Query's base query over the transport; every endpoint receives the whole envelope, and a
 * failure is an ApiFailure, its fields' messages included (`failureOf` reads it).
 */
const envelopeBaseQuery: BaseQueryFn<ApiArgs, Envelope, ApiFailure> = async (
  { signIn, ...args },
  { signal, dispatch },
) => {
  const result = await asQueryResult(callApi(apiClient, { ...args, signal }));
  if ('error' in result && !signIn && isSignedOut(result.error)) dispatch(sessionLost());
  return result;
};

/**
 * The one API slice. Each feature adds its calls with `api.injectEndpoints` in its `api/` folder
 * and names what they read and change with tags, so a change refetches what it made stale. A
 * feature's new tag goes in this list.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  tagTypes: ['Me'],
  endpoints: () => ({}),
});

/** What a screen says when its data could not be read for lack of rights. */
export const NO_ACCESS = "You don't have access to this page.";
