import type { ReactNode } from 'react';
import { Phone, type LucideIcon } from 'lucide-react';
import { phoneHref } from '@/lib/store-settings';

/** One line of the store's details (address, phone, hours…) behind its icon. */
export function StoreFact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
      {children}
    </li>
  );
}

/** The store's phone number to call, when it has one. */
export function StorePhoneFact({ phone }: { phone: string }) {
  if (!phone) return null;
  return (
    <StoreFact icon={Phone}>
      <a href={phoneHref(phone)} className="hover:text-brand hover:underline">
        {phone}
      </a>
    </StoreFact>
  );
}
