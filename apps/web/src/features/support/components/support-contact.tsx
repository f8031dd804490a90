import { Clock, Mail } from 'lucide-react';
import { Link } from '@/lib/router';
import { SUPPORT_HOURS } from '@kesariya/shared';
import { buttonClass } from '@/components/button';
import { StoreFact, StorePhoneFact } from '@/components/store-fact';
import { paths } from '@/config/paths';
import { useStoreSettings } from '@/store/site-api';

/** When and where the team answers: support hours, the store's support e-mail and phone. */
export function SupportContact() {
  const store = useStoreSettings();
  return (
    <aside
      aria-labelledby="support-contact"
      className="h-fit rounded-lg border border-line bg-white p-5 lg:sticky lg:top-24"
      data-testid="support-contact"
    >
      <h2 id="support-contact" className="font-display text-lg font-semibold text-ink">
        Talk to us
      </h2>
      <ul className="mt-4 space-y-4 text-[15px] text-ink">
        <StoreFact icon={Clock}>
          <span>
            <span className="block font-semibold">Support hours</span>
            {SUPPORT_HOURS}
          </span>
        </StoreFact>
        <StoreFact icon={Mail}>
          <a
            href={`mailto:${store.support_email}`}
            className="break-all hover:text-brand hover:underline"
          >
            {store.support_email}
          </a>
        </StoreFact>
        <StorePhoneFact phone={store.phone} />
      </ul>
      <Link to={paths.contact.getHref()} className={buttonClass('outline', 'mt-6 w-full')}>
        Contact us
      </Link>
    </aside>
  );
}
