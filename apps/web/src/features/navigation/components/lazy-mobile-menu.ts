import { preloadable } from '@/lib/preloadable';

/**
 * The phone menu's code, asked for as the shopper reaches for the menu button (top-nav.tsx) and
 * shown by the shell once they tap it (app/layout/root-layout.tsx). It stays out of the first
 * screen's JavaScript, in one file of its own.
 */
export const LazyMobileMenu = preloadable(() => import('./mobile-menu'));
