import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-state';
import { SectionTabs } from '@/components/section-tabs';
import { paths } from '@/config/paths';

const TABS = [
  { to: paths.settings.getHref(), label: 'Store details' },
  { to: paths.modules.getHref(), label: 'Modules' },
  { to: paths.coupons.getHref(), label: 'Coupons' },
  { to: paths.delivery.getHref(), label: 'Delivery' },
  { to: paths.cod.getHref(), label: 'Cash on delivery' },
  { to: paths.returnedParcels.getHref(), label: 'Returned parcels' },
  { to: paths.signupReward.getHref(), label: 'Sign-up reward' },
] as const;

export function SettingsTabs() {
  return <SectionTabs label="Settings" tabs={TABS} />;
}

/** What a settings page's one query gives it: RTK Query's own result shape. */
interface SettingsQuery<T> {
  data?: T;
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A settings page: the heading and tabs, then its form once the stored values are loaded (or the
 * failure with a retry), so a form always starts from what is saved.
 */
export function SettingsPage<T>({
  query,
  children,
}: {
  query: SettingsQuery<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      <PageHeader title="Settings" description="How the store runs." />
      <SettingsTabs />
      {query.isLoading ? (
        <LoadingState />
      ) : query.error || query.data === undefined ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </>
  );
}
