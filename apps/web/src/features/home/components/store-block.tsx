import { Clock, MapPin } from 'lucide-react';
import { SUPPORT_HOURS } from '@kesariya/shared';
import { StoreFact, StorePhoneFact } from '@/components/store-fact';
import { storeAddress } from '@/lib/store-settings';
import { useStoreSettings } from '@/store/site-api';

/**
 * The one physical shop: address, hours and directions (docs/decisions/storefront-screens.md, Look
 * and feel).
 */
export function StoreBlock() {
  const s = useStoreSettings();

  return (
    <section aria-labelledby="visit-store" className="bg-ivory-deep" data-testid="store-block">
      <div className="mx-auto grid max-w-7xl gap-8 px-5 py-12 lg:grid-cols-2 lg:items-center lg:px-4 lg:py-16">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-saffron-text uppercase">
            {s.city ? `Visit us in ${s.city}` : 'Visit us'}
          </p>
          <h2 id="visit-store" className="mt-2 font-display text-3xl font-semibold">
            Try it on at our boutique
          </h2>
          <p className="mt-3 max-w-lg text-[15px] leading-7 text-muted">
            Drop by to feel the fabrics, get a fitting, or pick up your online order in person.
          </p>
        </div>
        <div className="rounded-lg border border-line bg-white p-6">
          <ul className="space-y-4 text-[15px]">
            <StoreFact icon={MapPin}>
              <span>
                <span className="font-semibold">{s.store_name}</span>
                <br />
                {storeAddress(s)}
              </span>
            </StoreFact>
            <StoreFact icon={Clock}>
              <span>{SUPPORT_HOURS}</span>
            </StoreFact>
            <StorePhoneFact phone={s.phone} />
          </ul>
          <a
            href={s.map_link}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand px-5 text-xs font-semibold tracking-[0.12em] text-white hover:bg-brand-dark"
          >
            GET DIRECTIONS
          </a>
        </div>
      </div>
    </section>
  );
}
