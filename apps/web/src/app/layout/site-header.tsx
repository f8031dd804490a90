import { STICKY_NAV_SCROLL_PX } from '@kesariya/shared';
import { PromoBar } from '@/features/promo/components/promo-bar';
import { CategoryBar } from '@/features/navigation/components/category-bar';
import { TopNav } from '@/features/navigation/components/top-nav';
import { cn } from '@/lib/cn';
import { useScrolled } from '@/lib/use-scrolled';

/**
 * Spec section 2: the promotional bar and the nav become sticky once the page is scrolled more
 * than 10 px. Switching from relative to sticky keeps the header's space, so nothing jumps.
 */
export function SiteHeader() {
  const scrolled = useScrolled(STICKY_NAV_SCROLL_PX);
  return (
    <header
      data-testid="site-header"
      data-sticky={scrolled}
      className={cn('top-0 z-40 bg-white', scrolled ? 'sticky shadow-[0_2px_8px_rgba(31,26,23,0.08)]' : 'relative')}
    >
      <PromoBar />
      <TopNav />
      <CategoryBar />
    </header>
  );
}
