import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { paths } from '@/config/paths';

export function NotFoundScreen() {
  return (
    <EmptyState
      icon={SearchX}
      title="Page not found"
      action={
        <Link
          to={paths.dashboard.getHref()}
          className="text-sm font-medium text-brand underline underline-offset-2"
        >
          Back to the dashboard
        </Link>
      }
    >
      There is no back office page at this address.
    </EmptyState>
  );
}
