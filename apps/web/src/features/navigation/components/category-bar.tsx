import { Link, NavLink } from 'react-router';
import { capitalizeWords } from '@kesariya/shared';
import { paths } from '@/config/paths';
import { activeCategories, useGetTopCategoriesQuery } from '@/store/site-api';
import { CustomerServiceTrigger } from './customer-service-trigger';

const linkClass =
  'flex h-11 items-center px-2.5 text-[13px] font-medium text-ink hover:text-brand xl:px-3 xl:text-sm';

/**
 * Desktop category bar: Hot Deals with the brand name and a New tag, each active
 * top-level category, All Clothing, and the Customer Service menu.
 */
export function CategoryBar() {
  const { data } = useGetTopCategoriesQuery();
  const categories = activeCategories(data);

  return (
    <nav
      aria-label="Categories"
      className="hidden border-b border-line bg-white lg:block"
      data-testid="category-bar"
    >
      <div className="mx-auto flex max-w-7xl items-center px-4">
        <ul className="flex min-w-0 flex-1 items-center overflow-x-auto whitespace-nowrap [mask-image:linear-gradient(to_right,black_94%,transparent)] pr-6 [scrollbar-width:none]">
          <li>
            <NavLink
              to={paths.hotDeals.getHref()}
              className={linkClass}
              data-testid="category-bar-hot-deals"
            >
              <span className="font-display text-[15px] font-semibold text-brand">Kesariya</span>
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
        <CustomerServiceTrigger />
      </div>
    </nav>
  );
}
