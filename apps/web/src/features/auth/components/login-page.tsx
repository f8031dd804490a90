import { useEffect, useSyncExternalStore } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from '@/lib/router';
import { buttonClass } from '@/components/button';
import { Logo } from '@/components/logo';
import { Skeleton } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { paths } from '@/config/paths';
import { getLastVisitedPage, setLastVisitedPage } from '@/lib/storage';
import { useHydrated } from '@/lib/use-hydrated';
import { useAppSelector } from '@/store/hooks';
import type { RouteHandle } from '@/store/route-handle';
import { selectUserInfo } from '@/store/selectors';
import { useStoreName } from '@/store/site-api';
import { useScreenReady } from '@/store/use-screen-ready';
import { useLoginFlow } from '../hooks/use-login-flow';
import { referringPage } from '../lib/referring-page';
import { initialFlow, type FlowState, type Panel } from './flow';
import { LoginPanels, PANEL_TITLES } from './login-panels';

type Start = 'login' | 'registration';

/** /login opens at the mobile entry, /registration at the sign-up panel (its back arrow: mobile). */
const START_FLOW: Record<Start, FlowState> = {
  login: initialFlow,
  registration: { ...initialFlow, panel: 'signup' },
};

const OTHER_WAY: Record<
  Start,
  { question: (storeName: string) => string; label: string; to: string }
> = {
  login: {
    question: (storeName) => `New to ${storeName}?`,
    label: 'Create an account with your e-mail',
    to: paths.registration.getHref(),
  },
  registration: {
    question: () => 'Have a mobile number?',
    label: 'Sign up or log in with an OTP',
    to: paths.login.getHref(),
  },
};

/**
 * The server renders both pages (nothing to fetch), so a login link followed before the app runs,
 * or without JavaScript, lands on a page at once. Neither is remembered as the last visited page:
 * the login goes back to the page before it.
 */
export const loginPageHandle: RouteHandle = { skipLastVisited: true, firstScreen: () => [] };

const noChanges = () => () => {};
/** Where the login returns to: the page the shopper came from. */
const wayBack = () =>
  referringPage(document.referrer, window.location.origin) ?? getLastVisitedPage();
// The server renders the page without the shopper's storage; the browser fills it in.
const serverSideWayBack = () => paths.home.getHref();

/** The page's h1; below the back arrow when the panel has one (every panel but the mobile entry). */
function titleClass(panel: Panel | null) {
  return cn(
    'mb-5 text-center font-display text-2xl font-semibold text-ink',
    panel !== null && panel !== 'mobile' && 'mt-6',
  );
}

/**
 * /login and /registration: the login modal's panels on a page of their own, without header and
 * footer (docs/decisions/storefront-screens.md, Routes and shell visibility), for a shopper who
 * followed a login link before the app ran. After the login the shopper goes back to the last
 * visited page, as from the modal.
 */
export function LoginPage({ start }: { start: Start }) {
  useScreenReady();
  const hydrated = useHydrated();
  const user = useAppSelector(selectUserInfo);
  const back = useSyncExternalStore(noChanges, wayBack, serverSideWayBack);
  const storeName = useStoreName();

  useEffect(() => {
    const page = referringPage(document.referrer, window.location.origin);
    if (page) setLastVisitedPage(page);
  }, []);

  const other = OTHER_WAY[start];
  return (
    <div className="flex min-h-screen flex-col items-center bg-ivory px-4 py-8 sm:py-14">
      <Logo />
      <section
        aria-labelledby="login-page-title"
        className="relative mt-6 w-full max-w-md rounded-lg border border-line bg-white px-6 pt-8 pb-6"
        data-testid="login-page"
      >
        {/* The panels need the app: the server's HTML holds their place until it runs. */}
        {!hydrated ? (
          <PanelsArriving panel={START_FLOW[start].panel} />
        ) : user ? (
          <AlreadyLoggedIn name={user.first_name ?? ''} back={back} />
        ) : (
          <PagePanels start={start} />
        )}
      </section>
      {!user && (
        <p className="mt-6 text-center text-sm text-muted">
          {other.question(storeName)}{' '}
          <Link
            to={other.to}
            className="font-semibold text-brand underline-offset-2 hover:underline"
          >
            {other.label}
          </Link>
        </p>
      )}
      <Link
        to={back}
        className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-ink hover:text-brand"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to the store
      </Link>
    </div>
  );
}

function PagePanels({ start }: { start: Start }) {
  const login = useLoginFlow(START_FLOW[start]);
  return (
    <>
      <h1 id="login-page-title" className={titleClass(login.flow.panel)}>
        {PANEL_TITLES[login.flow.panel]}
      </h1>
      <LoginPanels login={login} onLeave={() => {}} />
    </>
  );
}

function PanelsArriving({ panel }: { panel: Panel }) {
  return (
    <div aria-busy="true">
      <h1 id="login-page-title" className={titleClass(panel)}>
        {PANEL_TITLES[panel]}
      </h1>
      <Skeleton className="h-12 w-full" />
      <Skeleton className="mt-5 h-11 w-full" />
      <noscript>
        <p className="mt-5 text-center text-sm text-muted">
          Please turn on JavaScript in your browser to log in or sign up.
        </p>
      </noscript>
    </div>
  );
}

function AlreadyLoggedIn({ name, back }: { name: string; back: string }) {
  return (
    <div className="text-center">
      <h1 id="login-page-title" className={titleClass(null)}>
        You are logged in
      </h1>
      <p className="text-[15px] text-muted">
        {name ? `Welcome back, ${name}.` : 'Welcome back.'} Carry on where you left off.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={back} className={buttonClass('primary')}>
          Continue shopping
        </Link>
        <Link to={paths.myAccount.getHref()} className={buttonClass('outline')}>
          My account
        </Link>
      </div>
    </div>
  );
}
