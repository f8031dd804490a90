import { Globe, Truck, Wallet } from 'lucide-react';
import { errorMessage } from '@/store/api';
import { useGetPromotionQuery } from '../api/promo-api';

const SELLING_POINTS = [
  { icon: Wallet, text: 'Cash on delivery available' },
  { icon: Truck, text: 'Fast shipping' },
  { icon: Globe, text: 'Worldwide shipping' },
] as const;

/**
 * The server's message with three selling points; hidden when there is no
 * message, 'Error: ' + message when the call fails. While the message loads, an empty bar of the
 * same height holds its place, so the page below does not jump when it arrives (CLS under 0.05:
 * docs/decisions/pages-and-performance.md, Pages that feel instant; a store without a message is
 * the rare case that still collapses).
 */
export function PromoBar() {
  const { data, error, isError, isLoading } = useGetPromotionQuery();

  if (isError) {
    return (
      <div
        role="alert"
        data-testid="promo-bar"
        className="bg-brand-dark px-4 py-2 text-center text-xs text-white"
      >
        {'Error: ' + errorMessage(error)}
      </div>
    );
  }
  if (isLoading) return <Bar message={null} />;
  if (!data?.message) return null;
  return <Bar message={data.message} />;
}

function Bar({ message }: { message: string | null }) {
  const placeholder = message === null;
  return (
    <div
      data-testid={placeholder ? undefined : 'promo-bar'}
      aria-hidden={placeholder || undefined}
      className="bg-brand text-white"
    >
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-1 px-4 py-1.5 text-xs lg:flex-row lg:justify-between lg:gap-6 lg:py-2">
        <p
          data-testid={placeholder ? undefined : 'promo-message'}
          // On phones always full width and two lines tall (the most line-clamp-2 shows), so the
          // bar's layout does not depend on the message's length.
          className="line-clamp-2 min-h-[2lh] w-full text-center font-medium tracking-wide lg:min-h-0 lg:w-auto lg:max-w-full lg:truncate lg:text-left"
        >
          {message ?? '\u00a0'}
        </p>
        <ul
          aria-label="Why shop with us"
          className="flex max-w-full shrink-0 flex-wrap items-center justify-center gap-x-2.5 gap-y-0.5 text-[10.5px] whitespace-nowrap lg:flex-nowrap lg:gap-5 lg:text-xs"
        >
          {SELLING_POINTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-1 text-white/90 lg:gap-1.5">
              <Icon className="size-3 text-marigold lg:size-3.5" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
