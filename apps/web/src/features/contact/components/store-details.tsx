import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { SUPPORT_HOURS } from '@kesariya/shared';
import { FALLBACK_STORE } from '@/lib/fallback-store';
import { useGetStoreSettingsQuery } from '@/store/site-api';

/** Where and when to reach the store, with the map (contact page). */
export function StoreDetails() {
  const { data } = useGetStoreSettingsQuery();
  const s = data ?? FALLBACK_STORE;
  const address = [s.address_line, s.city, s.state, s.pincode].filter(Boolean).join(', ');

  return (
    <div className="space-y-6">
      <ul className="space-y-4 text-[15px]">
        <li className="flex gap-3">
          <MapPin className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
          <span>{address}</span>
        </li>
        {s.phone && (
          <li className="flex gap-3">
            <Phone className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
            <a
              href={`tel:${s.phone.replace(/\s+/g, '')}`}
              className="hover:text-brand hover:underline"
            >
              {s.phone}
            </a>
          </li>
        )}
        <li className="flex gap-3">
          <Mail className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
          <a href={`mailto:${s.support_email}`} className="hover:text-brand hover:underline">
            {s.support_email}
          </a>
        </li>
        <li className="flex gap-3">
          <Clock className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
          <span>{SUPPORT_HOURS}</span>
        </li>
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
