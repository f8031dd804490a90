import { SectionTabs } from '@/components/section-tabs';

const TABS = [
  { to: '/settings', label: 'Store details' },
  { to: '/settings/modules', label: 'Modules' },
  { to: '/settings/coupons', label: 'Coupons' },
  { to: '/settings/delivery', label: 'Delivery & COD' },
  { to: '/settings/signup-reward', label: 'Sign-up reward' },
] as const;

export function SettingsTabs() {
  return <SectionTabs label="Settings" tabs={TABS} />;
}
