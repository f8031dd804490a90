import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from '@/lib/router';
import { BottomBar } from '@/features/navigation/components/bottom-bar';
import { LazyMobileMenu } from '@/features/navigation/components/lazy-mobile-menu';
import { STORAGE_KEYS } from '@kesariya/shared';
import { FetchLoginModal } from '@/components/fetch-login-modal';
import { MobileOnly } from '@/components/layout-only';
import { fetchAhead } from '@/lib/fetch-ahead';
import { preloadable } from '@/lib/preloadable';
import { ScrollRestoration } from '@/lib/scroll-restoration';
import { readStorage, setLastVisitedPage } from '@/lib/storage';
import { useAppSelector } from '@/store/hooks';
import { matchScreen } from '../screens';
import { InitialLoader } from './initial-loader';
import { isShellHidden } from './shell-visibility';
import { SiteHeader } from './site-header';
import { StartupFetches } from './startup-fetches';
import { useLoginShell } from './use-login-shell';

// The modal is only needed once a shopper asks to log in; it stays out of the first screen's JS.
const loadLoginModal = () => import('@/features/auth/components/login-modal');
const LoginModal = lazy(loadLoginModal);
const fetchLoginModal = fetchAhead(loadLoginModal);
// Only after a sign-up (isRegistered set, isPopShow not), so usually never loaded
// (docs/decisions/storefront-screens.md, Registration popup and reward).
const RegistrationPopup = lazy(() => import('@/features/auth/components/registration-popup'));
// The footer is below the fold on every screen: its code arrives after the first paint.
const Footer = preloadable(() => import('@/features/footer/components/footer'));

/** The shell's lazy part that a server-rendered page shows: hydration needs its code. */
export const loadFooter = Footer.load;

function useRememberLastVisited() {
  const location = useLocation();
  const skip = matchScreen(location.pathname)?.screen.handle()?.skipLastVisited ?? false;
  useEffect(() => {
    if (!skip) setLastVisitedPage(location.pathname + location.search);
  }, [location.pathname, location.search, skip]);
}

/**
 * Marks the page as running (html[data-app-ready]) once the app has rendered or hydrated it: a
 * server-rendered page is visible before its buttons work, and automated checks (our end-to-end
 * tests, uptime probes) wait for this rather than guess.
 */
function useMarkAppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
}

/**
 * The parts a tap asks for: the login modal, the phone menu and the registration popup, each
 * mounted once requested. They watch the store here rather than in the layout, so opening one
 * renders only itself, not the whole page again.
 */
function RequestedParts({ bare }: { bare: boolean }) {
  const loginRequested = useAppSelector((s) => s.ui.loginModalRequested);
  const menuRequested = useAppSelector((s) => s.ui.mobileMenuRequested);
  // From the store, not storage: a server-rendered page hydrates with the server's (guest) state.
  const justRegistered = useAppSelector((s) => s.shopper.isRegistered);
  return (
    <>
      {!bare && menuRequested && (
        <MobileOnly>
          <LazyMobileMenu.OnceLoaded />
        </MobileOnly>
      )}
      {loginRequested && (
        <Suspense fallback={null}>
          <LoginModal />
        </Suspense>
      )}
      {justRegistered && readStorage(STORAGE_KEYS.isPopShow) !== 'true' && (
        <Suspense fallback={null}>
          <RegistrationPopup />
        </Suspense>
      )}
    </>
  );
}

export function RootLayout() {
  const { pathname } = useLocation();
  const bare = isShellHidden(pathname);
  useRememberLastVisited();
  useLoginShell();
  useMarkAppReady();

  return (
    <FetchLoginModal value={fetchLoginModal}>
      <a
        href="#main-content"
        className="sr-only z-[110] rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <StartupFetches />
      <InitialLoader />
      {!bare && <SiteHeader />}
      {/* Fixed to the phone's foot, but early in the page: the browser draws it with the first
          screen instead of once the whole page has arrived, so it can be tapped from the start. */}
      {!bare && <BottomBar />}
      <main
        id="main-content"
        tabIndex={-1}
        className={bare ? 'min-h-screen' : 'min-h-[60vh] focus:outline-none'}
      >
        {/*
          No Suspense boundary here: React hydrates a boundary's content in a later pass, and the
          shell's first re-render (a media query, the signed-in header) would then force that
          pass to run synchronously, the whole screen in one long task. A screen whose code is
          still loading suspends the router's transition instead (the old screen stays).
        */}
        <Outlet />
      </main>
      {!bare && (
        <>
          <Suspense fallback={<div className="h-[32rem] bg-brand-dark" aria-hidden="true" />}>
            <Footer />
          </Suspense>
          {/* Room for the fixed bottom bar on phones. */}
          <div className="h-14 lg:hidden" aria-hidden="true" />
        </>
      )}
      <RequestedParts bare={bare} />
      <ScrollRestoration />
    </FetchLoginModal>
  );
}
