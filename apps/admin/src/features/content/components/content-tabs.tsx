import { SectionTabs } from '@/components/section-tabs';
import { paths } from '@/config/paths';

const TABS = [
  { to: paths.content.getHref(), label: 'Promotional message' },
  { to: paths.policies.getHref(), label: 'Policy pages' },
  { to: paths.faq.getHref(), label: 'FAQ' },
] as const;

export function ContentTabs() {
  return <SectionTabs label="Content" tabs={TABS} />;
}
