import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home.getHref()}
      aria-label="Kesariya home"
      className={cn(
        'font-display text-2xl font-semibold tracking-tight text-brand lg:text-[1.75rem]',
        className,
      )}
    >
      Kesariya
    </Link>
  );
}
