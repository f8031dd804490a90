import {
  FileText,
  FolderTree,
  History,
  LayoutDashboard,
  LifeBuoy,
  Mail,
  Package,
  Settings,
  ShoppingBag,
  Undo2,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { StaffRole } from '@kesariya/shared';

export interface NavItem {
  /** Relative to /admin; '' is the dashboard. A screen's deeper pages (orders/:id) belong to it. */
  path: string;
  label: string;
  icon: LucideIcon;
  /** Hidden from staff, and its pages show "Only the store owner…" to them. */
  ownerOnly?: boolean;
  /** The heading it is listed under; entries without one stand alone. */
  group?: string;
}

/** Every place of the back office, in the order the sidebar lists them. */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: '', label: 'Dashboard', icon: LayoutDashboard },
  { path: 'orders', label: 'Orders', icon: ShoppingBag },
  { path: 'returns', label: 'Returns', icon: Undo2 },
  { path: 'support', label: 'Support', icon: LifeBuoy },
  { path: 'products', label: 'Products', icon: Package, group: 'Catalogue' },
  { path: 'categories', label: 'Categories', icon: FolderTree, group: 'Catalogue' },
  { path: 'customers', label: 'Customers', icon: Users },
  { path: 'newsletter', label: 'Newsletter', icon: Mail, ownerOnly: true },
  { path: 'content', label: 'Content', icon: FileText, ownerOnly: true },
  { path: 'settings', label: 'Settings', icon: Settings, ownerOnly: true },
  { path: 'staff', label: 'Staff', icon: UserCog, ownerOnly: true },
  { path: 'audit', label: 'Audit log', icon: History, ownerOnly: true },
];

/** The entry a route path belongs to, by its first segment ('orders/:id' is Orders'). */
export function navItemFor(path: string): NavItem | undefined {
  const first = path.replace(/^\/+/, '').split('/')[0] ?? '';
  return NAV_ITEMS.find((item) => item.path === first);
}

/**
 * What the sidebar shows this member: the entries their role may open, among those that have a
 * screen (the router's paths), so no link leads to a page that is not there.
 */
export function visibleNavItems(role: StaffRole, builtPaths: readonly string[]): NavItem[] {
  const built = new Set(builtPaths);
  return NAV_ITEMS.filter((item) => built.has(item.path) && (role === 'owner' || !item.ownerOnly));
}
