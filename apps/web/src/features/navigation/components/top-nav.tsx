import { Heart, Menu, Search, ShoppingBag, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Logo } from '@/components/logo';
import { DesktopOnly, MobileOnly } from '@/components/layout-only';
import { LoginLink } from '@/components/login-link';
import { paths } from '@/config/paths';
import { fetchAhead } from '@/lib/fetch-ahead';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCartCount, selectIsLoggedIn, selectWishlistCount } from '@/store/selectors';
import { setMobileMenuOpen, toggleNavSearch } from '@/store/ui-slice';
import { CountBadge } from './count-badge';
import { LazyMobileMenu } from './lazy-mobile-menu';

// As the finger comes down, a little before the click.
const fetchMobileMenu = fetchAhead(LazyMobileMenu.load);

const itemClass =
  'relative flex min-h-11 min-w-11 flex-col items-center justify-center gap-0.5 rounded-md px-2 text-ink hover:text-brand';

function ItemLabel({ children }: { children: ReactNode }) {
  return (
    <span className="hidden text-[11px] font-semibold tracking-wide lg:block">{children}</span>
  );
}

/**
 * Top navigation: logo, search toggle, Login or You, Wishlist and Cart. The search
 * box itself belongs to the search feature; the layout hands it in.
 */
export function TopNav({ search }: { search?: ReactNode }) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const cartCount = useAppSelector(selectCartCount);
  const wishlistCount = useAppSelector(selectWishlistCount);
  const searchOpen = useAppSelector((s) => s.ui.navSearchOpen);
  const menuOpen = useAppSelector((s) => s.ui.mobileMenuOpen);

  return (
    <nav aria-label="Main" className="border-b border-line bg-white" data-testid="top-nav">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-1 px-2 sm:px-4 lg:h-16">
        <button
          type="button"
          onClick={() => dispatch(setMobileMenuOpen(true))}
          onPointerDown={fetchMobileMenu}
          onFocus={fetchMobileMenu}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          data-testid="mobile-menu-button"
          className="grid size-11 place-items-center rounded-md lg:hidden"
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
        <Logo className="px-1" />
        {searchOpen && (
          <DesktopOnly>
            <div className="mx-6 max-w-xl flex-1">{search}</div>
          </DesktopOnly>
        )}
        <div className="ml-auto flex items-center gap-0.5 lg:gap-2">
          {!searchOpen && (
            <button
              type="button"
              onClick={() => dispatch(toggleNavSearch())}
              aria-label="Search"
              aria-expanded={searchOpen}
              data-testid="nav-search-toggle"
              className={itemClass}
            >
              <Search className="size-5" aria-hidden="true" />
              <ItemLabel>Search</ItemLabel>
            </button>
          )}
          {loggedIn ? (
            <Link
              to={paths.myAccount.getHref()}
              className={`${itemClass} hidden lg:flex`}
              data-testid="nav-you"
            >
              <User className="size-5" aria-hidden="true" />
              <ItemLabel>You</ItemLabel>
            </Link>
          ) : (
            <LoginLink className={`${itemClass} hidden lg:flex`} data-testid="nav-login">
              <User className="size-5" aria-hidden="true" />
              <ItemLabel>Login</ItemLabel>
            </LoginLink>
          )}
          {loggedIn ? (
            <Link
              to={paths.wishlist.getHref()}
              className={itemClass}
              aria-label="Wishlist"
              data-testid="nav-wishlist"
            >
              <span className="relative">
                <Heart className="size-5" aria-hidden="true" />
                <CountBadge count={wishlistCount} testId="nav-wishlist-count" />
              </span>
              <ItemLabel>Wishlist</ItemLabel>
            </Link>
          ) : (
            <LoginLink className={itemClass} aria-label="Wishlist" data-testid="nav-wishlist">
              <Heart className="size-5" aria-hidden="true" />
              <ItemLabel>Wishlist</ItemLabel>
            </LoginLink>
          )}
          <Link
            to={paths.cart.getHref()}
            className={itemClass}
            aria-label="Cart"
            data-testid="nav-cart"
          >
            <span className="relative">
              <ShoppingBag className="size-5" aria-hidden="true" />
              <CountBadge count={cartCount} testId="nav-cart-count" />
            </span>
            <ItemLabel>Cart</ItemLabel>
          </Link>
        </div>
      </div>
      {searchOpen && (
        <MobileOnly>
          <div className="border-t border-line px-3 py-2">{search}</div>
        </MobileOnly>
      )}
    </nav>
  );
}
