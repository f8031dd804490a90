import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useStoreName } from '@/store/site-api';

/** The store's name as its wordmark, a link home. */
export function Logo({ className }: { className?: string }) {
  const name = useStoreName();
  return (
    <Link
      to={paths.home.getHref()}
      aria-label={`${name} home`}
      className={cn(
        'font-display text-2xl font-semibold tracking-tight text-brand lg:text-[1.75rem]',
        className,
      )}
    >
      {name}
    </Link>
  );
}
