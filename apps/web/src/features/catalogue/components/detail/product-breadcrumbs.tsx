import { ChevronRight } from 'lucide-react';
import { Link } from '@/lib/router';
import type { Breadcrumb } from '@kesariya/shared';
import { capitalizeWords } from '@kesariya/shared';
import { paths } from '@/config/paths';

/** Home › category › sub-category › product; each category opens its listing. */
export function ProductBreadcrumbs({ crumbs, name }: { crumbs: Breadcrumb[]; name: string }) {
  return (
    <nav
      aria-label="Breadcrumb"
      className="mb-4 text-xs text-muted sm:text-sm"
      data-testid="breadcrumbs"
    >
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to={paths.home.getHref()} className="hover:text-brand hover:underline">
            Home
          </Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.id} className="flex items-center gap-1">
            <ChevronRight className="size-3.5" aria-hidden="true" />
            <Link
              to={paths.products.getHref({ categoryId: crumb.id })}
              state={{ id: crumb.id, title: capitalizeWords(crumb.title) }}
              className="hover:text-brand hover:underline"
            >
              {capitalizeWords(crumb.title)}
            </Link>
          </li>
        ))}
        <li className="flex min-w-0 items-center gap-1">
          <ChevronRight className="size-3.5" aria-hidden="true" />
          <span aria-current="page" className="truncate text-ink">
            {name}
          </span>
        </li>
      </ol>
    </nav>
  );
}
