import { SectionTabs } from '@/components/section-tabs';

const TABS = [
  { to: '/content', label: 'Promotional message' },
  { to: '/content/pages', label: 'Policy pages' },
  { to: '/content/faq', label: 'FAQ' },
] as const;

export function ContentTabs() {
  return <SectionTabs label="Content" tabs={TABS} />;
}
