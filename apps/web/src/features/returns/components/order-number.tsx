import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';

/** The order a card is about: its number large enough to read out, linked, and a dated line. */
export function OrderNumber({ saleId, children }: { saleId: string; children: ReactNode }) {
  return (
    <div>
      <p className="text-xs font-medium tracking-wide text-muted uppercase">Order</p>
      <Link
        to={paths.order.getHref(saleId)}
        className="font-display text-xl font-semibold tracking-wide text-ink hover:text-brand hover:underline"
      >
        {saleId}
      </Link>
      <p className="mt-1 text-sm text-muted">{children}</p>
    </div>
  );
}
