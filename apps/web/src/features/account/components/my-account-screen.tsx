import { useEffect, useState, type ReactNode } from 'react';
import {
  BookUser,
  Headset,
  KeyRound,
  LogOut,
  Mail,
  Package,
  Phone,
  RotateCcw,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { LogoutDialog } from '@/components/logout-dialog';
import { Price } from '@/components/price';
import { RequireLogin } from '@/components/require-login';
import { Skeleton } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { clearLogin } from '@/lib/auth-storage';
import type { ApiQueryError } from '@/store/api';
import { useAppDispatch } from '@/store/hooks';
import { shopperActions, type UserInfo } from '@/store/shopper-slice';
import { useScreenReady } from '@/store/use-screen-ready';
import { useGetMeQuery } from '../api/account-api';

const links = [
  { to: paths.orders.getHref(), label: 'My Orders', Icon: Package },
  { to: paths.wallet.getHref(), label: 'My Wallet', Icon: Wallet },
  { to: paths.manageAddress.getHref(), label: 'Address Book', Icon: BookUser },
  { to: paths.returnReplace.getHref(), label: 'Return & Replacements', Icon: RotateCcw },
  { to: paths.passwordChange.getHref(), label: 'Change Password', Icon: KeyRound },
  { to: paths.customerSupport.getHref(), label: 'Customer Support', Icon: Headset },
] as const;

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
  const status = (error as ApiQueryError | undefined)?.status;
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
      <nav aria-label="Account" className="mt-8">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {links.map(({ to, label, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex min-h-24 flex-col items-center justify-center gap-2 rounded-lg border border-line bg-white p-4 text-center text-sm font-medium text-ink hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                <Icon className="size-6 text-brand" aria-hidden="true" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
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

function DetailRow({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3">
      {icon}
      <dt className="sr-only">{label}</dt>
      <dd className="text-[15px] text-ink">{children}</dd>
    </div>
  );
}

function AccountDetails({ user }: { user: UserInfo }) {
  const name =
    (typeof user.name === 'string' && user.name) ||
    [user.first_name, user.last_name].filter(Boolean).join(' ');
  const wallet = typeof user.wallet === 'number' ? user.wallet : 0;
  return (
    <div
      className="mt-6 rounded-lg border border-line bg-white p-6"
      data-testid="my-account-details"
    >
      <h2 className="font-display text-xl font-semibold text-ink">{name || 'Your details'}</h2>
      <dl className="mt-4 space-y-3">
        {user.phone && (
          <DetailRow
            label="Phone"
            icon={<Phone className="size-4 text-brand" aria-hidden="true" />}
          >
            +91 {user.phone}
          </DetailRow>
        )}
        {user.email && (
          <DetailRow
            label="E-mail"
            icon={<Mail className="size-4 text-brand" aria-hidden="true" />}
          >
            {user.email}
          </DetailRow>
        )}
      </dl>
      <div className="mt-6 flex items-center justify-between gap-4 rounded-md bg-ivory-deep px-4 py-3">
        <p className="text-sm font-medium text-ink" id="my-account-wallet">
          Wallet balance
        </p>
        <div aria-labelledby="my-account-wallet" role="group" data-testid="my-account-wallet">
          <Price price={wallet} size="lg" />
        </div>
      </div>
    </div>
  );
}
