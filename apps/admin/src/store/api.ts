import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { STAFF_ONLY_MESSAGE, type Envelope } from '@kesariya/shared';
import { ApiError, apiRequest, type ApiRequest } from '@/lib/api-client';
import { sessionLost } from './session-slice';

export interface ApiQueryError {
  /** HTTP status, 0 for a network failure. */
  status: number;
  message: string;
}

export interface ApiArgs extends Omit<ApiRequest, 'signal'> {
  /** A call made before there is a session (login): its 401 is an answer, not a lost session. */
  signIn?: boolean;
}

/**
 * No staff session: a 401, or the 403 a browser that holds only a shopper's session gets (the owner
 * who also shops in this browser must still see the sign-in screen, not "no access").
 */
function isSignedOut(error: ApiError): boolean {
  return error.status === 401 || (error.status === 403 && error.message === STAFF_ONLY_MESSAGE);
}

/** RTK Query's base query over the transport; every endpoint receives the whole envelope. */
const envelopeBaseQuery: BaseQueryFn<ApiArgs, Envelope, ApiQueryError> = async (
  { signIn, ...args },
  { signal, dispatch },
) => {
  try {
    return { data: await apiRequest({ ...args, signal }) };
  } catch (error) {
    if (error instanceof ApiError) {
      if (!signIn && isSignedOut(error)) dispatch(sessionLost());
      return { error: { status: error.status, message: error.message } };
    }
    const message = error instanceof Error ? error.message : 'An error occurred';
    return { error: { status: 0, message } };
  }
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

/** The answer's list; anything else in `data` reads as an empty one. */
export function asList<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}

/** What a screen says when its data could not be read for lack of rights. */
export const NO_ACCESS = "You don't have access to this page.";

/** The status of a failed query or mutation; 0 when it is not one of ours. */
export function errorStatus(error: unknown): number {
  if (error && typeof error === 'object' && 'status' in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === 'number') return status;
  }
  return 0;
}

/** The server's message of a failed query or mutation, with the fallback 'An error occurred'. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return 'An error occurred';
}
