import type { ModuleName } from '@kesariya/shared';
import {
  BookUser,
  Headset,
  KeyRound,
  Package,
  PackageSearch,
  Repeat,
  RotateCcw,
  Truck,
  Undo2,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { useModuleOn } from '@/store/modules';

interface AccountLink {
  to: string;
  label: string;
  Icon: LucideIcon;
  /** Shown while any of these modules is on; always when absent. */
  modules?: readonly ModuleName[];
}

const GROUPS: { title: string; links: AccountLink[] }[] = [
  {
    title: 'Orders',
    links: [
      { to: paths.orders.getHref(), label: 'My Orders', Icon: Package },
      { to: paths.orderOnTheWay.getHref(), label: 'On the Way', Icon: Truck },
      { to: paths.productTrackOrder.getHref(), label: 'Track an Order', Icon: PackageSearch },
    ],
  },
  {
    title: 'Wallet, returns and replacements',
    links: [
      { to: paths.wallet.getHref(), label: 'My Wallet', Icon: Wallet, modules: ['wallet'] },
      {
        to: paths.returnReplace.getHref(),
        label: 'Return & Replacements',
        Icon: RotateCcw,
        modules: ['returns', 'replacements'],
      },
      {
        to: paths.refundReplaceProcess.getHref(5),
        label: 'Return Status',
        Icon: Undo2,
        modules: ['returns'],
      },
      {
        to: paths.refundReplaceProcess.getHref(6),
        label: 'Replace Status',
        Icon: Repeat,
        modules: ['replacements'],
      },
    ],
  },
  {
    title: 'Help and settings',
    links: [
      {
        to: paths.customerSupport.getHref(),
        label: 'Customer Support',
        Icon: Headset,
        modules: ['customer_support'],
      },
      { to: paths.manageAddress.getHref(), label: 'Address Book', Icon: BookUser },
      { to: paths.passwordChange.getHref(), label: 'Change Password', Icon: KeyRound },
    ],
  },
];

/** Every screen of the shopper's account, by group; a module switched off takes its links along. */
export function AccountLinks() {
  const on: Partial<Record<ModuleName, boolean>> = {
    wallet: useModuleOn('wallet'),
    returns: useModuleOn('returns'),
    replacements: useModuleOn('replacements'),
    customer_support: useModuleOn('customer_support'),
  };
  const groups = GROUPS.map((group) => ({
    ...group,
    links: group.links.filter((link) => !link.modules || link.modules.some((name) => on[name])),
  })).filter((group) => group.links.length > 0);
  return (
    <nav aria-label="Account" className="mt-8 space-y-6">
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <h2 className="text-xs font-semibold tracking-[0.12em] text-muted uppercase">
            {group.title}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {group.links.map(({ to, label, Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex h-full min-h-24 flex-col items-center justify-center gap-2 rounded-lg border border-line bg-white p-4 text-center text-sm font-medium text-ink hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                >
                  <Icon className="size-6 text-brand" aria-hidden />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
