import { useSyncExternalStore } from 'react';
import { Link } from '@/lib/router';
import { MESSAGES } from '@kesariya/shared';
import { buttonClass } from '@/components/button';
import { paths } from '@/config/paths';
import { getLastVisitedPage } from '@/lib/storage';
import { useScreenReady } from '@/store/use-screen-ready';

const noChanges = () => () => {};
const serverSideWayBack = () => paths.home.getHref();

/**
 * Unknown paths say so and offer the way back to the last visited page
 * (docs/decisions/storefront-screens.md, Routes and shell visibility).
 */
export default function NotFoundRoute() {
  useScreenReady();
  // The server renders this screen without the shopper's storage; the browser fills in the way
  // back once the page has hydrated.
  const back = useSyncExternalStore(noChanges, getLastVisitedPage, serverSideWayBack);
  return (
    <section className="mx-auto max-w-xl px-5 py-20 text-center" data-testid="page-not-found">
      <p className="font-display text-6xl font-semibold text-brand/60" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 font-display text-3xl font-semibold">{MESSAGES.pageNotFound}</h1>
      <p className="mt-3 text-[15px] text-muted">
        The page you asked for does not exist or has moved.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={back} className={buttonClass('primary')} data-testid="back-to-last-page">
          Back to the last page
        </Link>
        <Link to={paths.home.getHref()} className={buttonClass('outline')}>
          Home
        </Link>
      </div>
    </section>
  );
}
