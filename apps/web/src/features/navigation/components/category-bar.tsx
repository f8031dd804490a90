import { useRef } from 'react';
import { Link, NavLink } from '@/lib/router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { capitalizeWords } from '@kesariya/shared';
import { paths } from '@/config/paths';
import { activeCategories, useGetTopCategoriesQuery, useStoreName } from '@/store/site-api';
import { useScrollEdges, type ScrollEdges } from '../hooks/use-scroll-edges';
import { CustomerServiceTrigger } from './customer-service-trigger';

const linkClass =
  'flex h-11 items-center px-2.5 text-[13px] font-medium text-ink hover:text-brand xl:px-3 xl:text-sm';

/** Before the row is measured, it is taken to hide links at the right, as it mostly does. */
const UNMEASURED: ScrollEdges = { before: false, after: true };

/** The row fades out where it hides links. */
function fadeClass({ before, after }: ScrollEdges): string {
  if (before && after)
    return '[mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)]';
  if (before) return '[mask-image:linear-gradient(to_right,transparent,black_6%)]';
  if (after) return '[mask-image:linear-gradient(to_right,black_94%,transparent)]';
  return '';
}

const SCROLL_BUTTONS = {
  before: { label: 'Earlier categories', Icon: ChevronLeft, side: 'left-0', direction: -1 },
  after: { label: 'More categories', Icon: ChevronRight, side: 'right-0', direction: 1 },
} as const;

/**
 * A pointer convenience, out of the tab order: the keyboard reaches every link, and a focused link
 * scrolls into view; a focused button would lose focus as it goes at the row's end.
 */
function ScrollButton({
  end,
  onScroll,
}: {
  end: keyof ScrollEdges;
  onScroll: (direction: number) => void;
}) {
  const { label, Icon, side, direction } = SCROLL_BUTTONS[end];
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-label={label}
      className={`absolute top-1/2 ${side} flex size-8 -translate-y-1/2 items-center justify-center rounded-full border border-line bg-white text-ink shadow-sm hover:text-brand`}
      onClick={() => onScroll(direction)}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}

/**
 * Desktop category bar: Hot Deals with the brand name and a New tag, each active
 * top-level category, All Clothing, and the Customer Service menu. Where the links do not fit
 * (the demo's never all fit the bar, which is at most 1,280 px wide), the row scrolls sideways
 * and a button at each end that hides links brings them in.
 */
export function CategoryBar() {
  const { data } = useGetTopCategoriesQuery();
  const categories = activeCategories(data);
  const storeName = useStoreName();
  const row = useRef<HTMLUListElement>(null);
  const edges = useScrollEdges(row, categories.length);
  const scroll = (direction: number) => {
    const list = row.current;
    if (!list) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({
      left: direction * list.clientWidth * 0.75,
      behavior: still ? 'auto' : 'smooth',
    });
  };

  return (
    <nav
      aria-label="Categories"
      className="hidden border-b border-line bg-white lg:block"
      data-testid="category-bar"
    >
      <div className="mx-auto flex max-w-7xl items-center px-4">
        <div className="relative flex min-w-0 flex-1">
          <ul
            ref={row}
            className={`flex min-w-0 flex-1 items-center overflow-x-auto whitespace-nowrap ${fadeClass(edges ?? UNMEASURED)} pr-6 [scrollbar-width:none]`}
          >
            <li>
              <NavLink
                to={paths.hotDeals.getHref()}
                className={linkClass}
                data-testid="category-bar-hot-deals"
              >
                <span className="font-display text-[15px] font-semibold text-brand">
                  {storeName}
                </span>
                <span className="ml-1.5">Hot Deals</span>
                <span className="ml-1.5 rounded-sm bg-marigold px-1.5 py-0.5 text-[10px] leading-none font-bold text-ink">
                  New
                </span>
              </NavLink>
            </li>
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={paths.products.getHref({ categoryId: category.id })}
                  state={{ id: category.id, title: category.title }}
                  className={linkClass}
                >
                  {capitalizeWords(category.title)}
                </Link>
              </li>
            ))}
            <li>
              <Link to={paths.products.getHref()} className={linkClass}>
                All Clothing
              </Link>
            </li>
          </ul>
          {edges?.before && <ScrollButton end="before" onScroll={scroll} />}
          {edges?.after && <ScrollButton end="after" onScroll={scroll} />}
        </div>
        <CustomerServiceTrigger />
      </div>
    </nav>
  );
}
