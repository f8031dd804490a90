import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** One line of the store's details (address, phone, hours…) behind its icon. */
export function StoreFact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
      {children}
    </li>
  );
}
