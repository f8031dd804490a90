import { Heart, Home, ShoppingBag, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from '@/lib/router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { LoginLink } from '@/components/login-link';
import { useAppSelector } from '@/store/hooks';
import { selectCartCount, selectIsLoggedIn, selectWishlistCount } from '@/store/selectors';
import { CountBadge } from './count-badge';

const itemClass =
  'flex flex-1 flex-col items-center justify-center gap-0.5 py-1.5 text-[11px] font-medium';

function Item({
  to,
  label,
  icon,
  testId,
  loginFirst,
}: {
  to: string;
  label: string;
  icon: ReactNode;
  testId: string;
  loginFirst: boolean;
}) {
  if (loginFirst) {
    return (
      <li className="flex flex-1">
        <LoginLink className={cn(itemClass, 'text-muted')} data-testid={testId}>
          {icon}
          {label}
        </LoginLink>
      </li>
    );
  }
  return (
    <li className="flex flex-1">
      <NavLink
        to={to}
        end
        data-testid={testId}
        className={({ isActive }) => cn(itemClass, isActive ? 'text-brand' : 'text-muted')}
      >
        {icon}
        {label}
      </NavLink>
    </li>
  );
}

/** Home, Wishlist, Cart, Profile on phones; Wishlist and Profile need a login. */
export function BottomBar() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const cartCount = useAppSelector(selectCartCount);
  const wishlistCount = useAppSelector(selectWishlistCount);

  return (
    <nav
      aria-label="Shortcuts"
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className="flex h-14">
        <Item
          to={paths.home.getHref()}
          label="Home"
          testId="bottom-bar-home"
          loginFirst={false}
          icon={<Home className="size-5" aria-hidden="true" />}
        />
        <Item
          to={paths.wishlist.getHref()}
          label="Wishlist"
          testId="bottom-bar-wishlist"
          loginFirst={!loggedIn}
          icon={
            <span className="relative">
              <Heart className="size-5" aria-hidden="true" />
              <CountBadge count={wishlistCount} testId="bottom-bar-wishlist-count" />
            </span>
          }
        />
        <Item
          to={paths.cart.getHref()}
          label="Cart"
          testId="bottom-bar-cart"
          loginFirst={false}
          icon={
            <span className="relative">
              <ShoppingBag className="size-5" aria-hidden="true" />
              <CountBadge count={cartCount} testId="bottom-bar-cart-count" />
            </span>
          }
        />
        <Item
          to={paths.myAccount.getHref()}
          label="Profile"
          testId="bottom-bar-profile"
          loginFirst={!loggedIn}
          icon={<User className="size-5" aria-hidden="true" />}
        />
      </ul>
    </nav>
  );
}
