import { useEffect, useState } from 'react';
import { LogOut } from 'lucide-react';
import { Button } from '@/components/button';
import { LogoutDialog } from '@/components/logout-dialog';
import { Price } from '@/components/price';
import { RequireLogin } from '@/components/require-login';
import { Skeleton } from '@/components/skeleton';
import { clearLogin } from '@/lib/auth-storage';
import type { ApiFailure } from '@/store/api';
import { useAppDispatch } from '@/store/hooks';
import { useModuleOn } from '@/store/modules';
import { shopperActions, type UserInfo } from '@/store/shopper-slice';
import { useScreenReady } from '@/store/use-screen-ready';
import { useGetMeQuery } from '../api/account-api';
import { AccountLinks } from './account-links';
import { ContactDetails } from './contact-details';

/**
 * /my-account: the shopper's details, wallet balance, links to every account screen and the
 * desktop way to log out (the same confirm dialog as the mobile menu). Logged out, the screen
 * says why and offers the login modal.
 */
export function MyAccountScreen() {
  return (
    <RequireLogin
      title="My account"
      reason="Please log in to see your account, orders and wallet."
      loginLabel="Login"
      testId="my-account-logged-out"
    >
      <section className="mx-auto max-w-3xl px-5 py-10 sm:py-14" aria-labelledby="my-account-title">
        <h1 id="my-account-title" className="font-display text-3xl font-semibold text-ink">
          My account
        </h1>
        <AccountOverview />
      </section>
    </RequireLogin>
  );
}

function AccountOverview() {
  const dispatch = useAppDispatch();
  const { data: me, isLoading, error } = useGetMeQuery();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const status = (error as ApiFailure | undefined)?.status;
  useScreenReady(!isLoading);

  useEffect(() => {
    if (status === 401) {
      // The server session is gone (expired or logged out elsewhere): the display copy goes too.
      clearLogin();
      dispatch(shopperActions.userInfo(null));
    }
  }, [status, dispatch]);

  return (
    <>
      {isLoading ? (
        <div className="mt-6 rounded-lg border border-line bg-white p-6" aria-busy="true">
          <span className="sr-only" role="status">
            Loading your account…
          </span>
          <Skeleton className="h-6 w-48" />
          <Skeleton className="mt-4 h-4 w-40" />
          <Skeleton className="mt-3 h-4 w-56" />
          <Skeleton className="mt-6 h-8 w-32" />
        </div>
      ) : me ? (
        <AccountDetails user={me} />
      ) : (
        <p role="alert" className="mt-6 text-[15px] text-danger">
          Your account details could not be loaded. Please try again later.
        </p>
      )}
      <AccountLinks />
      <Button
        variant="outline"
        className="mt-8 w-full sm:w-auto"
        onClick={() => setLogoutOpen(true)}
        data-testid="my-account-logout"
      >
        <LogOut className="size-4" aria-hidden="true" />
        Logout
      </Button>
      <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} />
    </>
  );
}

function AccountDetails({ user }: { user: UserInfo }) {
  const name =
    (typeof user.name === 'string' && user.name) ||
    [user.first_name, user.last_name].filter(Boolean).join(' ');
  const wallet = typeof user.wallet === 'number' ? user.wallet : 0;
  const walletOn = useModuleOn('wallet');
  return (
    <div
      className="mt-6 rounded-lg border border-line bg-white p-6"
      data-testid="my-account-details"
    >
      <h2 className="font-display text-xl font-semibold text-ink">{name || 'Your details'}</h2>
      <ContactDetails user={user} />
      {walletOn && (
        <div className="mt-6 flex items-center justify-between gap-4 rounded-md bg-ivory-deep px-4 py-3">
          <p className="text-sm font-medium text-ink" id="my-account-wallet">
            Wallet balance
          </p>
          <div aria-labelledby="my-account-wallet" role="group" data-testid="my-account-wallet">
            <Price price={wallet} size="lg" />
          </div>
        </div>
      )}
    </div>
  );
}
