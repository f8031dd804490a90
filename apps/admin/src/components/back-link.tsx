import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** The way back to the list a page was opened from, above its header. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="mb-3 inline-flex items-center gap-1 text-sm text-muted hover:text-ink">
      <ArrowLeft aria-hidden className="size-4" /> {children}
    </Link>
  );
}
