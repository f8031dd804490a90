import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireOwner } from '@/components/require-owner';
import { RequireStaff } from '@/components/require-staff';
import { AdminShell } from './layout/admin-shell';
import { navItemFor } from './layout/nav-items';
import { NotFoundScreen } from './not-found-screen';
import { SCREENS, type Screen } from './screens';

function screenRoute({ path, load }: Screen): RouteObject {
  const lazy = async () => {
    const { default: Component } = await load();
    if (!navItemFor(path)?.ownerOnly) return { Component };
    return {
      Component: () => (
        <RequireOwner>
          <Component />
        </RequireOwner>
      ),
    };
  };
  return path === '' ? { index: true, lazy } : { path, lazy };
}

export const routes: RouteObject[] = [
  {
    path: 'login',
    lazy: async () => ({
      Component: (await import('@/features/auth/components/login-screen')).default,
    }),
  },
  {
    // The invitation's link: the new member has no session yet, so it stands outside RequireStaff.
    path: 'accept-invitation',
    lazy: async () => ({
      Component: (await import('@/features/staff/components/accept-invitation-screen')).default,
    }),
  },
  {
    element: (
      <RequireStaff>
        <AdminShell />
      </RequireStaff>
    ),
    children: [...SCREENS.map(screenRoute), { path: '*', Component: NotFoundScreen }],
  },
];

export function createRouter() {
  return createBrowserRouter(routes, { basename: '/admin' });
}
