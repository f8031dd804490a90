import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireOwner } from '@/components/require-owner';
import { RequireStaff } from '@/components/require-staff';
import { ADMIN_BASENAME, paths } from '@/config/paths';
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
  return path === paths.dashboard.path ? { index: true, lazy } : { path, lazy };
}

export const routes: RouteObject[] = [
  {
    path: paths.login.path,
    lazy: async () => ({
      Component: (await import('@/features/auth/components/login-screen')).default,
    }),
  },
  {
    // The first run: there is no owner to be signed in as yet.
    path: paths.setup.path,
    lazy: async () => ({
      Component: (await import('@/features/auth/components/setup-screen')).default,
    }),
  },
  {
    // The second step of a sign-in: no session exists until two-factor sign-in is set up.
    path: paths.twoFactorSignInSetup.path,
    lazy: async () => ({
      Component: (await import('@/features/account/components/sign-in-setup-screen')).default,
    }),
  },
  {
    // The invitation's link: the new member has no session yet, so it stands outside RequireStaff.
    path: paths.acceptInvitation.path,
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
  return createBrowserRouter(routes, { basename: ADMIN_BASENAME });
}
