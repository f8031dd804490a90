import { lazy, Suspense } from 'react';
import { STICKY_NAV_SCROLL_PX } from '@kesariya/shared';
import { PromoBar } from '@/features/promo/components/promo-bar';
import { CategoryBar } from '@/features/navigation/components/category-bar';
import { TopNav } from '@/features/navigation/components/top-nav';
import { hydratedLater } from '@/components/hydrated-later';
import { cn } from '@/lib/cn';
import { useScrolled } from '@/lib/use-scrolled';

// The search box loads when the shopper opens it: suggestions stay out of the first screen's JS.
const NavSearch = lazy(() => import('@/features/search/components/nav-search'));

/**
 * The category row is a desktop's: hidden on a phone, it need not hold a phone's page back from
 * going live (its links work as plain links meanwhile, and a click hydrates it at once).
 */
const LaterCategoryBar = hydratedLater(CategoryBar);

/** Holds the search box's place while its code arrives, so nothing jumps. */
function SearchFallback() {
  return (
    <div className="h-11 w-full rounded-md border border-line bg-ivory/60" aria-hidden="true" />
  );
}

/**
 * The promotional bar and the nav become sticky once the page is scrolled more than 10 px
 * (docs/decisions/storefront-screens.md, Layout rules). Switching from relative to sticky keeps the
 * header's space, so nothing jumps.
 */
export function SiteHeader() {
  const scrolled = useScrolled(STICKY_NAV_SCROLL_PX);
  return (
    <header
      data-testid="site-header"
      data-sticky={scrolled}
      className={cn(
        'top-0 z-40 bg-white',
        scrolled ? 'sticky shadow-[0_2px_8px_rgba(31,26,23,0.08)]' : 'relative',
      )}
    >
      <PromoBar />
      <TopNav
        search={
          <Suspense fallback={<SearchFallback />}>
            <NavSearch />
          </Suspense>
        }
      />
      <LaterCategoryBar />
    </header>
  );
}
