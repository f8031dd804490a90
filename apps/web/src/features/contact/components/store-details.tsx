import { Clock, Mail, MapPin } from 'lucide-react';
import { SUPPORT_HOURS } from '@kesariya/shared';
import { StoreFact, StorePhoneFact } from '@/components/store-fact';
import { storeAddress } from '@/lib/store-settings';
import { useStoreSettings } from '@/store/site-api';

/** Where and when to reach the store, with the map (contact page). */
export function StoreDetails() {
  const s = useStoreSettings();

  return (
    <div className="space-y-6">
      <ul className="space-y-4 text-[15px]">
        <StoreFact icon={MapPin}>
          <span>{storeAddress(s)}</span>
        </StoreFact>
        <StorePhoneFact phone={s.phone} />
        <StoreFact icon={Mail}>
          <a href={`mailto:${s.support_email}`} className="hover:text-brand hover:underline">
            {s.support_email}
          </a>
        </StoreFact>
        <StoreFact icon={Clock}>
          <span>{SUPPORT_HOURS}</span>
        </StoreFact>
      </ul>
      <div className="aspect-[4/3] overflow-hidden rounded-lg border border-line bg-ivory-deep">
        {s.map_embed_link && (
          <iframe
            src={s.map_embed_link}
            title={`Map showing ${s.store_name}, ${s.city}`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="h-full w-full border-0"
          />
        )}
      </div>
      <a
        href={s.map_link}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center rounded-md border border-brand px-5 text-xs font-semibold tracking-[0.12em] text-brand hover:bg-brand-soft"
      >
        GET DIRECTIONS
      </a>
    </div>
  );
}
