import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useStaffMember } from '@/store/hooks';
import { SCREENS } from '../screens';
import { visibleNavItems, type NavItem } from './nav-items';

const BUILT_PATHS = SCREENS.map((screen) => screen.path);

function Entry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const Icon = item.icon;
  return (
    <li>
      <NavLink
        to={item.page.getHref()}
        end={item.page === paths.dashboard}
        onClick={onNavigate}
        className={({ isActive }) =>
          cn(
            'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
            isActive ? 'bg-brand-soft text-brand-dark' : 'text-ink hover:bg-ivory-deep',
          )
        }
      >
        <Icon aria-hidden className="size-4 shrink-0" strokeWidth={1.75} />
        {item.label}
      </NavLink>
    </li>
  );
}

/** The places this member may open, in the table's order, grouped under their headings. */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const member = useStaffMember();
  const items = visibleNavItems(member.role, BUILT_PATHS);
  const sections: { group?: string; items: NavItem[] }[] = [];
  for (const item of items) {
    const last = sections.at(-1);
    if (last && item.group && last.group === item.group) last.items.push(item);
    else sections.push({ group: item.group, items: [item] });
  }
  return (
    <nav aria-label="Back office" className="flex flex-col gap-1 px-3">
      {sections.map((section, index) =>
        section.group ? (
          <div key={section.group} className="mt-3 mb-1">
            <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
              {section.group}
            </p>
            <ul className="flex flex-col gap-0.5">
              {section.items.map((item) => (
                <Entry key={item.page.path} item={item} onNavigate={onNavigate} />
              ))}
            </ul>
          </div>
        ) : (
          <ul key={index} className="flex flex-col gap-0.5">
            {section.items.map((item) => (
              <Entry key={item.page.path} item={item} onNavigate={onNavigate} />
            ))}
          </ul>
        ),
      )}
    </nav>
  );
}
