import { Link } from 'react-router';
import { LifeBuoy, PackageX, Undo2, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';

function OpenCount({
  to,
  icon: Icon,
  label,
  count,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  count: number;
}) {
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-lg border border-line bg-white p-4 hover:bg-ivory"
    >
      <Icon aria-hidden className="size-6 text-brand" strokeWidth={1.75} />
      <span className="flex-1 text-sm font-medium text-ink">{label}</span>
      <span className="text-2xl font-semibold tabular-nums">{count}</span>
    </Link>
  );
}

/** Failed deliveries, returns and support tickets still to be dealt with, each leading to where staff deal with them. */
export function OpenWork({
  returns,
  tickets,
  failedDeliveries,
}: {
  returns: number;
  tickets: number;
  failedDeliveries: number;
}) {
  return (
    <div className="flex flex-col gap-3">
      <OpenCount
        to={paths.ndr.getHref()}
        icon={PackageX}
        label="Failed deliveries"
        count={failedDeliveries}
      />
      <OpenCount to={paths.returns.getHref()} icon={Undo2} label="Open returns" count={returns} />
      <OpenCount
        to={paths.support.getHref()}
        icon={LifeBuoy}
        label="Open support tickets"
        count={tickets}
      />
    </div>
  );
}
