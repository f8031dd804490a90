import { Link } from '@/lib/router';
import { capitalizeWords, MEDIA_WIDTHS } from '@kesariya/shared';
import { LaterImage } from '@/components/later-image';
import { Skeleton } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { activeCategories, useGetTopCategoriesQuery } from '@/store/site-api';

/** Category images come at one width (…-480.webp); the suffix picks the others (api-types.ts). */
function srcSetFor(url: string): string | undefined {
  if (!/-\d+\.webp$/.test(url)) return undefined;
  return MEDIA_WIDTHS.filter((w) => w <= 720)
    .map((w) => `${url.replace(/-\d+\.webp$/, `-${w}.webp`)} ${w}w`)
    .join(', ');
}

/** The tiles a phone shows on the home page’s first screen; the rest come lazily after them (LaterImage). */
const FIRST_ROW = 3;

function tileImageProps(url: string) {
  return {
    src: url,
    srcSet: srcSetFor(url),
    sizes: '(min-width: 1024px) 16vw, 31vw',
    alt: '',
    width: 480,
    height: 640,
    className:
      'absolute inset-0 h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]',
  };
}

export function CategoryTiles() {
  const { data, isLoading } = useGetTopCategoriesQuery();
  const categories = activeCategories(data);

  return (
    <section aria-labelledby="shop-by-category" className="mx-auto max-w-7xl px-4 pt-10 lg:pt-14">
      <h2 id="shop-by-category" className="font-display text-2xl font-semibold sm:text-3xl">
        Shop by category
      </h2>
      <ul className="mt-5 grid grid-cols-3 gap-3 sm:gap-5 lg:grid-cols-6">
        {isLoading
          ? Array.from({ length: 6 }, (_, i) => (
              // Not keyed like the real items (ids): React would reuse and move a skeleton <li>
              // that shares a key with one, which the browser counts as a layout shift.
              <li key={`skeleton-${i}`}>
                <Skeleton className="aspect-[3/4] w-full" />
                <Skeleton className="mx-auto mt-2 h-4 w-2/3" />
              </li>
            ))
          : categories.map((category, index) => (
              <li key={category.id}>
                <Link
                  to={paths.products.getHref({ categoryId: category.id })}
                  state={{ id: category.id, title: category.title }}
                  className="group block rounded-md"
                >
                  <div className="relative aspect-[3/4] overflow-hidden rounded-md bg-ivory-deep">
                    {category.image &&
                      (index < FIRST_ROW ? (
                        <img {...tileImageProps(category.image)} loading="lazy" decoding="async" />
                      ) : (
                        <LaterImage {...tileImageProps(category.image)} />
                      ))}
                  </div>
                  <p className="mt-2 text-center text-sm font-medium text-ink group-hover:text-brand">
                    {capitalizeWords(category.title)}
                  </p>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
