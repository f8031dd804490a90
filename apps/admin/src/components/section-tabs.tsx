import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

export interface SectionTab {
  /** A page's link from the paths table (config/paths.ts). */
  to: string;
  label: string;
}

/**
 * The pages of one place (Content, Settings) as tabs: links, so each page has its own address and
 * the back button works. Scrolls sideways on a phone rather than wrapping.
 */
export function SectionTabs({ label, tabs }: { label: string; tabs: readonly SectionTab[] }) {
  return (
    <nav aria-label={label} className="-mx-1 mb-6 overflow-x-auto border-b border-line">
      <ul className="flex min-w-max gap-1 px-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.to.split('/').length <= 2}
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-flex h-10 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap',
                  isActive
                    ? 'border-brand text-brand'
                    : 'border-transparent text-muted hover:text-ink',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
