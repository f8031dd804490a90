import {
  FileText,
  FolderTree,
  History,
  LayoutDashboard,
  LifeBuoy,
  Mail,
  Package,
  PackageX,
  Send,
  Settings,
  ShoppingBag,
  Undo2,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { StaffRole } from '@kesariya/shared';
import { paths, type PlainPage } from '@/config/paths';

export interface NavItem {
  /** Its page in the paths table; the screens below it (orders/:saleId) belong to it. */
  page: PlainPage;
  label: string;
  icon: LucideIcon;
  /** Hidden from staff, and its pages show "Only the store owner…" to them. */
  ownerOnly?: boolean;
  /** The heading it is listed under; entries without one stand alone. */
  group?: string;
}

/** Every place of the back office, in the order the sidebar lists them. */
export const NAV_ITEMS: readonly NavItem[] = [
  { page: paths.dashboard, label: 'Dashboard', icon: LayoutDashboard },
  { page: paths.orders, label: 'Orders', icon: ShoppingBag },
  { page: paths.ndr, label: 'Failed deliveries', icon: PackageX },
  { page: paths.returns, label: 'Returns', icon: Undo2 },
  { page: paths.support, label: 'Support', icon: LifeBuoy },
  { page: paths.messages, label: 'Messages', icon: Send },
  { page: paths.products, label: 'Products', icon: Package, group: 'Catalogue' },
  { page: paths.categories, label: 'Categories', icon: FolderTree, group: 'Catalogue' },
  { page: paths.customers, label: 'Customers', icon: Users },
  { page: paths.newsletter, label: 'Newsletter', icon: Mail, ownerOnly: true },
  { page: paths.content, label: 'Content', icon: FileText, ownerOnly: true },
  { page: paths.settings, label: 'Settings', icon: Settings, ownerOnly: true },
  { page: paths.staff, label: 'Staff', icon: UserCog, ownerOnly: true },
  { page: paths.audit, label: 'Audit log', icon: History, ownerOnly: true },
];

/** The entry a route path belongs to, by its first segment ('orders/:id' is Orders'). */
export function navItemFor(path: string): NavItem | undefined {
  const first = path.replace(/^\/+/, '').split('/')[0] ?? '';
  return NAV_ITEMS.find((item) => item.page.path === first);
}

/**
 * What the sidebar shows this member: the entries their role may open, among those that have a
 * screen (the router's paths), so no link leads to a page that is not there.
 */
export function visibleNavItems(role: StaffRole, builtPaths: readonly string[]): NavItem[] {
  const built = new Set(builtPaths);
  return NAV_ITEMS.filter(
    (item) => built.has(item.page.path) && (role === 'owner' || !item.ownerOnly),
  );
}
