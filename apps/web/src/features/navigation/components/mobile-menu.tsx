import { useId, useState, type ReactNode } from 'react';
import {
  BookUser,
  FileText,
  Headset,
  Home,
  Info,
  LogIn,
  LogOut,
  Mail,
  Package,
  Phone,
  RotateCcw,
  Wallet,
  X,
} from 'lucide-react';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { LoginLink } from '@/components/login-link';
import { SocialLinks } from '@/components/social-links';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn, selectUserInfo } from '@/store/selectors';
import { useStoreSettings } from '@/store/site-api';
import { useModuleOn } from '@/store/modules';
import { setMobileMenuOpen } from '@/store/ui-slice';
import { ModalDialog } from '@/components/modal-dialog';
import { preloadable } from '@/lib/preloadable';

const rowClass =
  'flex min-h-12 items-center gap-3 px-5 text-[15px] text-ink hover:bg-ivory-deep focus-visible:bg-ivory-deep';
const subRowClass =
  'flex min-h-11 items-center pl-14 pr-5 text-sm text-muted hover:bg-ivory-deep hover:text-ink';

function MenuLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  const dispatch = useAppDispatch();
  return (
    <li>
      <Link to={to} className={rowClass} onClick={() => dispatch(setMobileMenuOpen(false))}>
        {icon}
        {children}
      </Link>
    </li>
  );
}

function SubLink({ to, children }: { to: string; children: ReactNode }) {
  const dispatch = useAppDispatch();
  return (
    <li>
      <Link to={to} className={subRowClass} onClick={() => dispatch(setMobileMenuOpen(false))}>
        {children}
      </Link>
    </li>
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <li
      className="px-5 pt-4 pb-1 text-[11px] font-semibold tracking-[0.12em] text-muted uppercase"
      aria-hidden="true"
    >
      {children}
    </li>
  );
}

const icon = 'size-5 shrink-0 text-brand';

// Only a logged-in shopper who taps Logout needs it: the menu's own code stays small, as it is
// asked for at the tap on the menu button.
const LazyLogoutDialog = preloadable(() =>
  import('@/components/logout-dialog').then(({ LogoutDialog }) => ({ default: LogoutDialog })),
);

/**
 * The side sheet below 1024 px (docs/decisions/storefront-screens.md, Layout rules). Orders,
 * wallet, returns, settings and logout appear only for a logged-in shopper.
 */
export default function MobileMenu() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.ui.mobileMenuOpen);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUserInfo);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  const settings = useStoreSettings();
  const walletOn = useModuleOn('wallet');
  const returnsOn = useModuleOn('returns');
  const replacementsOn = useModuleOn('replacements');
  const supportOn = useModuleOn('customer_support');
  const name = typeof user?.first_name === 'string' && user.first_name ? user.first_name : 'there';

  return (
    <>
      <ModalDialog
        open={open}
        onOpenChange={(next) => dispatch(setMobileMenuOpen(next))}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        data-testid="mobile-menu"
        className="m-0 hidden h-dvh max-h-none w-[86vw] max-w-sm flex-col overflow-y-auto border-0 bg-white p-0 text-ink shadow-xl backdrop:bg-ink/50 open:flex focus:outline-none"
      >
        <div className="flex items-center justify-between border-b border-line bg-brand px-5 py-4 text-white">
          <h2 id={titleId} className="font-display text-xl font-semibold">
            {loggedIn ? `Hello, ${name}` : settings.store_name}
          </h2>
          <button
            type="button"
            aria-label="Close menu"
            onClick={() => dispatch(setMobileMenuOpen(false))}
            className="grid size-10 place-items-center rounded-full hover:bg-white/10"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <p id={descriptionId} className="sr-only">
          Site menu
        </p>
        {!loggedIn && (
          <div className="border-b border-line p-5">
            <LoginLink className="flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-brand text-sm font-semibold text-white hover:bg-brand-dark">
              <LogIn className="size-4" aria-hidden="true" />
              Login or Sign Up
            </LoginLink>
          </div>
        )}
        <nav aria-label="Menu" className="flex-1 py-2">
          <ul>
            <MenuLink to={paths.home.getHref()} icon={<Home className={icon} aria-hidden="true" />}>
              Home
            </MenuLink>
            {loggedIn && (
              <>
                <MenuLink
                  to={paths.orders.getHref()}
                  icon={<Package className={icon} aria-hidden="true" />}
                >
                  My Order
                </MenuLink>
                {walletOn && (
                  <MenuLink
                    to={paths.wallet.getHref()}
                    icon={<Wallet className={icon} aria-hidden="true" />}
                  >
                    My Wallet
                  </MenuLink>
                )}
                {(returnsOn || replacementsOn) && (
                  <li>
                    <p className={rowClass} id="menu-returns">
                      <RotateCcw className={icon} aria-hidden="true" />
                      Return &amp; Replacements
                    </p>
                    <ul aria-labelledby="menu-returns">
                      <SubLink to={paths.returnReplace.getHref()}>
                        Return &amp; Replacements Orders
                      </SubLink>
                      {returnsOn && (
                        <SubLink to={paths.refundReplaceProcess.getHref(5)}>Return Status</SubLink>
                      )}
                      {replacementsOn && (
                        <SubLink to={paths.refundReplaceProcess.getHref(6)}>Replace Status</SubLink>
                      )}
                    </ul>
                  </li>
                )}
              </>
            )}
            <MenuLink
              to={paths.returnPolicy.getHref()}
              icon={<FileText className={icon} aria-hidden="true" />}
            >
              Return Policy
            </MenuLink>
            {supportOn && (
              <MenuLink
                to={paths.customerSupport.getHref()}
                icon={<Headset className={icon} aria-hidden="true" />}
              >
                Customer Support
              </MenuLink>
            )}
            <MenuLink
              to={paths.aboutUs.getHref()}
              icon={<Info className={icon} aria-hidden="true" />}
            >
              About Us
            </MenuLink>
            <MenuLink
              to={paths.contact.getHref()}
              icon={<Phone className={icon} aria-hidden="true" />}
            >
              Contact Us
            </MenuLink>
            {loggedIn && (
              <>
                <SectionTitle>Setting</SectionTitle>
                <MenuLink
                  to={paths.manageAddress.getHref()}
                  icon={<BookUser className={icon} aria-hidden="true" />}
                >
                  Address Book
                </MenuLink>
                <li>
                  <button
                    type="button"
                    className={`${rowClass} w-full`}
                    onClick={() => setLogoutOpen(true)}
                  >
                    <LogOut className={icon} aria-hidden="true" />
                    Logout
                  </button>
                </li>
              </>
            )}
          </ul>
        </nav>
        <div className="border-t border-line px-5 py-5">
          <a
            href={`mailto:${settings.support_email}`}
            className="flex items-center gap-2 text-sm text-ink hover:text-brand"
            data-testid="mobile-menu-email"
          >
            <Mail className="size-4 text-brand" aria-hidden="true" />
            {settings.support_email}
          </a>
          <SocialLinks socials={settings.socials} className="mt-4 flex gap-2" />
        </div>
      </ModalDialog>
      {logoutOpen && <LazyLogoutDialog.OnceLoaded open onOpenChange={setLogoutOpen} />}
    </>
  );
}
