import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { errorStatus } from '@/store/api';
import { useAppSelector } from '@/store/hooks';
import { useMeQuery } from '@/store/session-api';
import { ErrorState, LoadingState } from './query-state';

/** Where the login screen returns to: the page the member was sent away from. */
export interface LoginState {
  from?: string;
}

/**
 * Renders its children only for a signed-in member of staff (GET admin/me); anyone else goes to
 * the login screen, which brings them back here afterwards.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const location = useLocation();
  const lost = useAppSelector((state) => state.session.lost);
  const { data, error, refetch } = useMeQuery(undefined, { skip: lost });
  if (lost || errorStatus(error) === 401) {
    const state: LoginState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <LoadingState />;
  return <>{children}</>;
}
