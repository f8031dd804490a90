import { activeCategories, useGetTopCategoriesQuery } from '@/store/site-api';

/** Desktop only: three category pictures beside the hero message (phones get straight to products). */
export function HeroCollage() {
  const { data } = useGetTopCategoriesQuery();
  const pictures = activeCategories(data)
    .filter((c) => c.image)
    .slice(0, 3);
  return (
    <div aria-hidden="true" className="hidden grid-cols-3 gap-4 lg:grid">
      {[0, 1, 2].map((i) => {
        const category = pictures[i];
        return (
          <div
            key={i}
            className={`aspect-[3/4] overflow-hidden rounded-md bg-white/10 ring-1 ring-white/15 ${i === 1 ? 'translate-y-8' : ''}`}
          >
            {category?.image && (
              <img
                src={category.image}
                alt=""
                width={480}
                height={640}
                // Hidden on phones, where a lazy picture is never fetched: the first screen's
                // connection stays with what a phone shows.
                loading="lazy"
                className="h-full w-full object-cover"
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
